/** Accounts and login answers for page tests: one full default, each test file overriding what it asserts. */
import type { Account, LoginResult } from '../../types/contract'

/** A signed-in member of the demo company with nothing special; pass what the test relies on. */
export function testAccount(overrides: Partial<Account> = {}): Account {
  return {
    accountId: 1,
    accountKey: 'key-member',
    apiKey: 'api',
    companyId: 1,
    companyUserId: null,
    cellphone: '13800000000',
    name: '张三',
    nickName: '张三',
    email: '',
    avatar: '',
    gender: 0,
    subscribe: false,
    cpContactAdded: false,
    newVisitor: false,
    accountInfoCompleted: true,
    selfBusinessCardId: null,
    wxUser: null,
    wxUserId: null,
    ocuid: null,
    roles: ['MEMBER'],
    points: 0,
    company: '',
    title: '',
    status: 'ACTIVE',
    ...overrides
  }
}

/** The login answer for an account (no UC session, no company user). */
export function loginAnswer(account: Account = testAccount(), ucToken: string | null = null): LoginResult {
  return { account, ownerCompanyUserId: null, ucToken, companyUser: null }
}

/** The personal centre's record entries for a plain member, in the order they are shown. */
export const MEMBER_ENTRY_LABELS = [
  '订单',
  '收藏',
  '课程',
  '活动',
  '资料',
  '门票',
  '积分兑换',
  '积分明细',
  '兑换记录',
  '抽奖记录',
  '我的奖品',
  '消息通知',
  '编辑资料'
]
