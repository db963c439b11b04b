/** Business cards for tests: one full default, each test overriding what it shows or asserts. */
import type { BusinessCard } from '../../types/contract'

/** 李明's card (company user 1) with every contact field filled in. */
export function testCard(overrides: Partial<BusinessCard> = {}): BusinessCard {
  return {
    businessCardId: 1,
    companyUserId: 1,
    name: '李明',
    title: '市场总监',
    department: '市场部',
    company: '云图科技, 有限公司',
    avatar: '',
    cellphone: '13800000001',
    email: 'li@example.com',
    weChat: 'liming_01',
    address: '上海',
    intro: '',
    companyLogo: '',
    viewCount: 0,
    likeCount: 0,
    ...overrides
  }
}
