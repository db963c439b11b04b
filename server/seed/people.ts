import type { Db } from '../db'
import { token } from '../lib/random'
import { at, avatar, insert } from './helpers'

/** The demo people (documented in docs/server.md). */
export const DEMO = {
  member: '13800000000',
  promoter: '13800000001',
  colleague: '13800000002',
  promoterScid: 'sc1001'
} as const

/** The eight visitors with accounts 1390000000<i>; they register, browse cards and win prizes. */
export const visitorNames = ['王芳', '刘强', '陈晨', '杨帆', '黄磊', '吴静', '赵雷', '孙丽']

export interface DemoPeople {
  memberId: number
  promoterAccount: number
  /** Account ids of visitorNames, same order. */
  others: number[]
  promoter1: number
  promoter2: number
}

/** Accounts, company users, promoters, business cards and who browsed the promoter's card. */
export function seedPeople(db: Db): DemoPeople {
  const accountRow = (row: Record<string, unknown>) =>
    insert(db, 'accounts', { account_key: token(), api_key: token(), created_at: at(-60), new_visitor: 0, ...row })
  const memberId = accountRow({
    cellphone: DEMO.member,
    name: '张伟',
    nick_name: '张伟',
    email: 'zhangwei@example.com',
    avatar: avatar('张伟'),
    gender: 1,
    subscribe: 1,
    points: 300,
    company: '华联零售集团',
    title: '市场经理'
  })
  const promoterAccount = accountRow({
    cellphone: DEMO.promoter,
    name: '李娜',
    nick_name: '李娜',
    email: 'lina@yuntu.example.com',
    avatar: avatar('李娜'),
    gender: 2,
    subscribe: 1,
    cp_contact_added: 1,
    points: 120,
    company: '云图科技',
    title: '渠道经理'
  })
  accountRow({
    cellphone: DEMO.colleague,
    name: '周杰',
    nick_name: '周杰',
    avatar: avatar('周杰'),
    gender: 1,
    points: 0,
    company: '云图科技',
    title: '解决方案顾问'
  })
  const others = visitorNames.map((name, i) =>
    accountRow({
      cellphone: `1390000000${i}`,
      name,
      nick_name: name,
      avatar: avatar(name),
      company: ['华联零售', '远航制造', '知行教育', '康泰医疗'][i % 4],
      title: '经理'
    })
  )
  const cu = (id: number, name: string, title: string, department: string, cellphone: string, email: string) =>
    insert(db, 'company_users', { id, name, title, department, avatar: avatar(name), cellphone, email, uc_token: token() })
  cu(1, '李娜', '渠道经理', '渠道部', DEMO.promoter, 'lina@yuntu.example.com')
  cu(2, '周杰', '解决方案顾问', '售前部', DEMO.colleague, 'zhoujie@yuntu.example.com')
  cu(3, '吴倩', '客户成功经理', '客户成功部', '13800000003', 'wuqian@yuntu.example.com')
  const promoter1 = insert(db, 'promoters', { cellphone: DEMO.promoter, name: '李娜', scid: DEMO.promoterScid })
  const promoter2 = insert(db, 'promoters', { cellphone: '13900000001', name: '刘强', scid: 'sc1002' })
  insert(db, 'promoters', { cellphone: '13900000002', name: '陈晨', scid: 'sc1003' })
  const card = (
    company_user_id: number,
    name: string,
    title: string,
    department: string,
    cellphone: string,
    email: string,
    we_chat: string,
    intro: string,
    views: number
  ) =>
    insert(db, 'business_cards', {
      company_user_id,
      name,
      title,
      department,
      company: '云图科技',
      avatar: avatar(name),
      cellphone,
      email,
      we_chat,
      address: '上海市徐汇区漕河泾开发区宜山路 700 号 B2 栋',
      intro,
      view_count: views,
      like_count: Math.floor(views / 7)
    })
  const card1 = card(
    1,
    '李娜',
    '渠道经理',
    '渠道部',
    DEMO.promoter,
    'lina@yuntu.example.com',
    'lina_yuntu',
    '负责华东区渠道合作，欢迎交流伙伴合作与活动共建。',
    286
  )
  card(2, '周杰', '解决方案顾问', '售前部', DEMO.colleague, 'zhoujie@yuntu.example.com', 'zhoujie_yt', '10 年营销软件售前经验，擅长零售与制造行业方案。', 154)
  card(3, '吴倩', '客户成功经理', '客户成功部', '13800000003', 'wuqian@yuntu.example.com', 'wuqian_cs', '陪伴客户从上线到见效。', 73)
  visitorNames
    .slice(0, 5)
    .forEach((name, i) =>
      insert(db, 'card_browses', { business_card_id: card1, visitor_name: name, visitor_avatar: avatar(name), time: at(-i, -i), times: 1 + (i % 3) })
    )
  return { memberId, promoterAccount, others, promoter1, promoter2 }
}
