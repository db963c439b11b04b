import type { Db } from '../db'
import { orderNumber } from '../services/orders'
import type { DemoArticles, DemoEvents } from './content'
import type { DemoCourses } from './courses'
import { at, bj, cover, icon, img, insert } from './helpers'
import { DEMO, type DemoPeople, visitorNames } from './people'

/** Attendees of the events with their tickets, and the member's summit form submission. */
export function seedAttendance(db: Db, events: DemoEvents, people: DemoPeople, summitForm: number): void {
  const { upcomingId, ongoingId, endedId } = events
  const { memberId, others, promoter1, promoter2 } = people
  let ticketSeq = 0
  const attend = (
    event_id: number,
    account_id: number,
    name: string,
    cellphone: string,
    company: string,
    audit_status: string,
    extra: Record<string, unknown> = {}
  ) => {
    const aid = insert(db, 'attendees', {
      event_id,
      account_id,
      name,
      cellphone,
      company,
      title: '经理',
      audit_status,
      created_at: at(-3, -ticketSeq),
      form_values: { name, cellphone, company, industry: '零售消费', agree: true },
      ...extra
    })
    ticketSeq++
    insert(db, 'tickets', { attendee_id: aid, code: `YT${String(100000 + ticketSeq * 7919).slice(-6)}` })
    return aid
  }
  attend(upcomingId, memberId, '张伟', DEMO.member, '华联零售集团', 'APPROVED')
  attend(ongoingId, memberId, '张伟', DEMO.member, '华联零售集团', 'APPROVED')
  attend(endedId, memberId, '张伟', DEMO.member, '华联零售集团', 'APPROVED', {
    checkin_status: 'SIGNED_OUT',
    checkin_time: bj(-30, '09:12'),
    signout_time: bj(-30, '16:00')
  })
  insert(db, 'form_submissions', {
    form_id: summitForm,
    account_id: memberId,
    form_values: { name: '张伟', cellphone: DEMO.member },
    created_at: at(-3),
    ticket_id: 1
  })
  visitorNames.forEach((name, i) => {
    const status = i < 4 ? 'PENDING' : i < 7 ? 'APPROVED' : 'REJECTED'
    attend(upcomingId, others[i], name, `1390000000${i}`, ['华联零售', '远航制造', '知行教育', '康泰医疗'][i % 4], status, {
      promoter_id: i < 5 ? promoter1 : i < 7 ? promoter2 : null,
      // The funnel's sources (issue #29): one came through the promoter's link and signed up from an assistant card, one straight from the assistant.
      ...(i === 4 || i === 7 ? { source: 'ai_assistant' } : {})
    })
  })
  visitorNames.slice(0, 5).forEach((name, i) =>
    attend(
      ongoingId,
      others[i],
      name,
      `1390000000${i}`,
      '华联零售',
      'APPROVED',
      // The first four came through 李娜's link (the funnel counts them; 13900000003 has not checked in yet).
      { ...(i < 3 ? { checkin_status: 'CHECKED_IN', checkin_time: at(0, -1.5 + i * 0.4) } : {}), promoter_id: i < 4 ? promoter1 : null }
    )
  )
  // The past workshop through 李娜's link: three registered before it, two came (the funnel's checked-in stage).
  attend(endedId, others[0], '王芳', '13900000000', '华联零售', 'APPROVED', {
    checkin_status: 'CHECKED_IN',
    checkin_time: bj(-30, '09:06'),
    created_at: bj(-36, '10:20'),
    promoter_id: promoter1
  })
  attend(endedId, others[3], '杨帆', '13900000003', '康泰医疗', 'APPROVED', {
    checkin_status: 'SIGNED_OUT',
    checkin_time: bj(-30, '09:21'),
    signout_time: bj(-30, '16:05'),
    created_at: bj(-35, '15:02'),
    promoter_id: promoter1
  })
  attend(endedId, others[5], '吴静', '13900000005', '远航制造', 'APPROVED', { created_at: bj(-33, '11:40'), promoter_id: promoter1 })
}

/** What the member has done: stars, course progress, orders, downloaded files, points history. */
export function seedMemberActivity(db: Db, articles: DemoArticles, videoIds: number[], courses: DemoCourses, people: DemoPeople): void {
  const { articleIds, paidArticleId } = articles
  const { courseFree, coursePaid, lessonIds } = courses
  const { memberId, promoterAccount, others } = people
  for (const id of [articleIds[0], articleIds[2], videoIds[0]]) insert(db, 'stars', { account_id: memberId, entity_data_id: id, created_at: at(-5) })
  insert(db, 'stars', { account_id: others[0], entity_data_id: articleIds[0], created_at: at(-4) })
  insert(db, 'course_collections', { account_id: memberId, course_id: courseFree, created_at: at(-6) })
  insert(db, 'course_records', {
    account_id: memberId,
    course_item_id: lessonIds[0],
    progress_time: 6,
    percent: 100,
    watched: 6,
    learned: 1,
    updated_at: at(-6)
  })
  insert(db, 'course_records', {
    account_id: memberId,
    course_item_id: lessonIds[1],
    progress_time: 300,
    percent: 100,
    watched: 300,
    learned: 1,
    updated_at: at(-5)
  })
  insert(db, 'course_records', {
    account_id: memberId,
    course_item_id: lessonIds[2],
    progress_time: 3,
    percent: 50,
    watched: 3,
    learned: 0,
    updated_at: at(-5)
  })
  const order = (account_id: number, entityId: number, title: string, key: string, type: string, amount: number, status: string, days: number) => {
    const created = at(-days)
    return insert(db, 'orders', {
      // Numbered as the server numbers a new order: its creation time, then six digits.
      order_no: orderNumber(created, String(100000 + ((days * 37 + amount + account_id) % 900000))),
      account_id,
      title,
      cover: cover(key),
      content_entity_data_id: entityId,
      order_type: type,
      amount,
      pay_status: status,
      created_at: created,
      paid_at: status === 'COMPLETE_PAY' ? at(-days, 0.1) : null
    })
  }
  order(memberId, paidArticleId, '【付费】B2B 增长方法论完整版（含 30 页案例）', 'article-paid', 'CONTENT', 990, 'COMPLETE_PAY', 10)
  order(memberId, coursePaid, '私域增长进阶课', 'course-private', 'COURSE', 9900, 'WAIT_PAY', 1)
  const firstFiles = db.prepare('SELECT id FROM files ORDER BY id LIMIT 2').pluck().all() as number[]
  firstFiles.forEach((fid, i) => insert(db, 'resources', { account_id: memberId, file_id: fid, obtained_at: at(-8 + i) }))
  const history: [number, string, number][] = [
    [100, '完善个人资料', -40],
    [50, '参加活动签到：私域运营实战工作坊', -30],
    [200, '峰会报名奖励', -20],
    [-100, '兑换礼品：品牌帆布袋', -15],
    [50, '互动打卡：产品体验区', -7]
  ]
  let balance = 0
  for (const [change, reason, d] of history) {
    balance += change
    insert(db, 'point_history', { account_id: memberId, change, reason, balance, created_at: at(d) })
  }
  insert(db, 'point_history', { account_id: promoterAccount, change: 120, reason: '推广任务奖励', balance: 120, created_at: at(-3) })
}

/** The lottery with prizes and winners, the points gifts and one redemption. */
export function seedRewards(db: Db, people: DemoPeople): void {
  const { memberId, others } = people
  insert(db, 'lotteries', {
    id: 1,
    title: '峰会幸运大抽奖',
    description: '每位会员 3 次抽奖机会，访客 1 次。',
    rules: '<p>1. 绑定手机号的会员每人 3 次机会，访客 1 次。</p><p>2. 实物奖品请在中奖后 7 天内填写收货信息。</p><p>3. 积分奖品自动到账。</p>',
    start_time: at(-10),
    end_time: at(60),
    visitor_chances: 1,
    member_chances: 3
  })
  // Each prize's picture is a drawn glyph: on the 3×3 board a cover with words was too small to read.
  const prize = (name: string, glyph: string, kind: string, stock: number, probability: number, points = 0) =>
    insert(db, 'prizes', { lottery_id: 1, name, image: icon(glyph), kind, stock, probability, points })
  prize('智能音箱', 'speaker', 'THING', 5, 0.05)
  const pointsPrize = prize('50 积分', 'points', 'POINTS', 1000, 0.3, 50)
  prize('课程 8 折券', 'coupon', 'COUPON', 200, 0.15)
  prize('谢谢参与', 'thanks', 'NONE', 0, 0.5)
  insert(db, 'lottery_records', { lottery_id: 1, account_id: others[1], prize_id: pointsPrize, win: 1, credential_id: 'DEMOWIN001', created_at: at(-2) })
  insert(db, 'lottery_records', {
    lottery_id: 1,
    account_id: others[2],
    prize_id: 1,
    win: 1,
    credential_id: 'DEMOWIN002',
    claim_name: '陈晨',
    claim_cellphone: '13900000002',
    claim_address: '上海市静安区南京西路 1266 号',
    info_completed: 1,
    created_at: at(-1)
  })
  const gift = (name: string, points: number, stock: number, kind: string, description: string) =>
    insert(db, 'gifts', { name, image: img(`gift-${name}`, name, '礼品'), description, points, stock, kind })
  const cheapGift = gift('品牌帆布袋', 100, 50, 'THING', '云图定制帆布袋，结实耐用。')
  gift('会员月卡', 200, 999, 'VIRTUAL', '兑换后获得 1 个月会员权益（虚拟商品，即时到账）。')
  gift('电子书《增长的内容》', 50, 999, 'VIRTUAL', '营销畅销书电子版。')
  gift('定制保温杯', 800, 20, 'THING', '316 不锈钢保温杯，激光刻字。')
  gift('无线降噪耳机', 3000, 3, 'THING', '高端无线降噪耳机。')
  gift('限量周边礼盒', 150, 0, 'THING', '已兑完，敬请期待补货。')
  insert(db, 'gift_redemptions', {
    account_id: memberId,
    gift_id: cheapGift,
    points: 100,
    status: 'SHIPPED',
    name: '张伟',
    cellphone: DEMO.member,
    address: '上海市黄浦区南京东路 100 号',
    created_at: at(-15)
  })
}
