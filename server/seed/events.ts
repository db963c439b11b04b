import type { Db } from '../db'
import type { DemoEvents } from './content'
import { avatar, bjDay, insert } from './helpers'

/** The event programme: speakers, who speaks at which event, and the summit schedule. */
export function seedProgramme(db: Db, events: DemoEvents): void {
  const { upcomingId, endedId, liveId } = events
  const speakers = [
    ['林晓峰', '首席执行官', '云图科技', '15 年企业软件从业经验，曾任多家上市公司营销副总裁。'],
    ['陈静', '市场副总裁', '云图科技', '专注 B2B 内容营销与品牌建设，著有《增长的内容》。'],
    ['王磊', '数字化转型负责人', '华联零售集团', '主导集团私域项目，三个月沉淀 20 万会员。'],
    ['赵敏', '营销总监', '远航智能制造', '负责制造业线索培育体系建设。'],
    ['刘洋', '产品总监', '云图科技', '营销云产品负责人，负责活动中心与数据看板。'],
    ['孙悦', '合伙人', '知行咨询', '为 50 余家企业提供营销数字化咨询。']
  ]
  const speakerIds = speakers.map(([name, title, company, intro]) => insert(db, 'speakers', { name, title, company, avatar: avatar(name), intro }))
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
}
