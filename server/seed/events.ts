import type { Db } from '../db'
import { type AddEntity, avatar, bj, bjDay, cover, insert, introParagraphs } from './helpers'
import { RICH_ARTICLE_HTML } from './text'

export interface DemoEvents {
  /** The audited summit in two weeks (speakers, schedule, registration form). */
  upcomingId: number
  /** The open day running around today (check-in open). */
  ongoingId: number
  /** The workshop a month ago. */
  endedId: number
  liveId: number
}

/** Speakers, the five events (upcoming, ongoing, ended, live, third-party), their speakers and the summit schedule. */
export function seedEvents(db: Db, addEntity: AddEntity): DemoEvents {
  const speakers = [
    ['林晓峰', '首席执行官', '云图科技', '15 年企业软件从业经验，曾任多家上市公司营销副总裁。'],
    ['陈静', '市场副总裁', '云图科技', '专注 B2B 内容营销与品牌建设，著有《增长的内容》。'],
    ['王磊', '数字化转型负责人', '华联零售集团', '主导集团私域项目，三个月沉淀 20 万会员。'],
    ['赵敏', '营销总监', '远航智能制造', '负责制造业线索培育体系建设。'],
    ['刘洋', '产品总监', '云图科技', '营销云产品负责人，负责活动中心与数据看板。'],
    ['孙悦', '合伙人', '知行咨询', '为 50 余家企业提供营销数字化咨询。']
  ]
  const speakerIds = speakers.map(([name, title, company, intro]) => insert(db, 'speakers', { name, title, company, avatar: avatar(name), intro }))

  const upcomingId = addEntity({
    entity_type: 'EVENT',
    content_type: 5,
    content_key: 'event-summit',
    title: '2025 数字营销增长峰会（上海站）',
    summary: '20 位行业专家，8 场主题分享，与 300 位营销负责人面对面。',
    cover: cover('event-summit'),
    category_id: 4,
    label_ids: [1],
    recommend: 1,
    content: RICH_ARTICLE_HTML(
      ['峰会围绕“内容、活动、私域、数据”四大主题展开，现场设有产品体验区与抽奖互动。', '报名需审核，审核通过后将以短信通知，并在“我的门票”中生成入场二维码。'],
      '峰会介绍'
    ),
    start_time: bj(14, '09:00'),
    end_time: bj(14, '17:00'),
    address: '上海市浦东新区世纪大道 1198 号 世纪汇广场 3F',
    city: '上海',
    capacity: 300,
    needs_audit: 1,
    metadata: [
      { key: 'host', label: '主办方', value: '云图科技' },
      { key: 'fee', label: '费用', value: '免费（需审核）' }
    ]
  })
  const ongoingId = addEntity({
    entity_type: 'EVENT',
    content_type: 5,
    content_key: 'event-openday',
    title: '云图产品开放日 · 北京',
    summary: '走进云图，现场体验活动中心、AI 助手与数据看板。',
    cover: cover('event-openday'),
    category_id: 4,
    label_ids: [2],
    content: RICH_ARTICLE_HTML(['开放日全天开放，可现场扫码签到，完成互动打卡赢取积分。'], '开放日介绍'),
    // Open over three days, so it is on whenever the demo runs.
    start_time: bj(-1, '09:00'),
    end_time: bj(1, '18:00'),
    address: '北京市海淀区中关村大街 27 号 中关村大厦 12F',
    city: '北京',
    capacity: 120,
    checkin_open: 1
  })
  const endedId = addEntity({
    entity_type: 'EVENT',
    content_type: 5,
    content_key: 'event-workshop',
    title: '私域运营实战工作坊（深圳）',
    summary: '小班制实战工作坊，手把手搭建企业微信运营体系。',
    cover: cover('event-workshop'),
    category_id: 4,
    label_ids: [3],
    content: RICH_ARTICLE_HTML(['工作坊已圆满结束，感谢参与！讲义可在资料中心下载。'], '工作坊回顾'),
    start_time: bj(-30, '09:30'),
    end_time: bj(-30, '16:30'),
    address: '深圳市南山区科技园科苑路 15 号',
    city: '深圳',
    capacity: 40
  })
  const liveId = addEntity({
    entity_type: 'EVENT',
    content_type: 5,
    content_key: 'event-live',
    title: '线上直播：营销自动化 30 分钟上手',
    summary: '产品总监现场演示：从建立线索评分到自动培育旅程。',
    cover: cover('event-live'),
    category_id: 5,
    label_ids: [5],
    content: RICH_ARTICLE_HTML(introParagraphs('直播'), '直播介绍'),
    start_time: bj(3, '19:30'),
    end_time: bj(3, '20:30'),
    address: '线上直播',
    city: '线上',
    capacity: 1000
  })
  addEntity({
    entity_type: 'BAGEVENT',
    content_type: 5,
    content_key: 'event-bagevent',
    title: 'SaaS 创新大会 2025（第三方平台报名）',
    summary: '本活动通过第三方活动平台报名，点击后前往活动平台完成报名。',
    cover: cover('event-bagevent'),
    category_id: 4,
    label_ids: [1],
    content: '<p>SaaS 创新大会由合作伙伴主办，报名与签到在第三方活动平台完成。</p>',
    start_time: bj(21, '09:00'),
    end_time: bj(22, '17:30'),
    address: '杭州国际博览中心',
    city: '杭州',
    capacity: 2000,
    bagevent_url: 'https://www.bagevent.com/event/8123456'
  })
  speakerIds.forEach((s, i) => insert(db, 'entity_speakers', { entity_data_id: upcomingId, speaker_id: s, sort: i }))
  insert(db, 'entity_speakers', { entity_data_id: liveId, speaker_id: speakerIds[4], sort: 0 })
  insert(db, 'entity_speakers', { entity_data_id: endedId, speaker_id: speakerIds[2], sort: 0 })
  const day = bjDay(14)
  const sched: [string, string, string, string, string, number[]][] = [
    ['09:00', '09:30', '签到与产品体验', '主会场', '3F 大厅', []],
    ['09:30', '10:10', '开幕致辞：营销数字化的下一个十年', '主会场', '3F 主厅', [speakerIds[0]]],
    ['10:10', '10:50', '内容驱动增长：从流量到留量', '主会场', '3F 主厅', [speakerIds[1]]],
    ['11:00', '11:40', '零售私域实战：20 万会员的运营方法', '主会场', '3F 主厅', [speakerIds[2]]],
    ['13:30', '14:10', '制造业线索培育的长周期打法', '分会场 A', '3F 301', [speakerIds[3]]],
    ['13:30', '14:10', '活动中心与数据看板产品演示', '分会场 B', '3F 302', [speakerIds[4]]],
    ['14:20', '15:30', '圆桌：营销与销售如何真正协同', '主会场', '3F 主厅', [speakerIds[0], speakerIds[5], speakerIds[3]]],
    ['15:30', '16:00', '幸运抽奖与闭幕', '主会场', '3F 主厅', []]
  ]
  for (const [s, e, title, track, location, ids] of sched) {
    insert(db, 'schedule_items', { event_id: upcomingId, day, start_time: s, end_time: e, title, track, location, speaker_ids: ids })
  }
  return { upcomingId, ongoingId, endedId, liveId }
}
