import type { Db } from '../db'
import { at, cover, img, insert } from './helpers'
import { summitName, type DemoEvents } from './content'
import type { DemoPeople } from './people'

/** Brand assets, poster templates, the summit promotion campaign with its tasks and the promoters' page views. */
export function seedPromotion(db: Db, events: Pick<DemoEvents, 'upcomingId' | 'ongoingId' | 'endedId'>, people: DemoPeople): void {
  const { upcomingId } = events
  const { others, promoter1, promoter2 } = people
  const dir = (id: number, name: string, parent_id: number | null) => insert(db, 'asset_dirs', { id, name, parent_id })
  dir(1, '品牌素材', null)
  dir(2, '活动海报', 1)
  dir(3, '宣传视频', 1)
  dir(4, '产品资料', null)
  const asset = (name: string, kind: string, dir_id: number, size: number, url: string) =>
    insert(db, 'assets', { name, kind, url, cover: kind === 'IMAGE' ? url : img(`asset-${name}`, name, '素材'), size, dir_id })
  asset('品牌主视觉', 'IMAGE', 1, 245_760, img('asset-brand', '云图科技 品牌主视觉'))
  asset('品牌 Logo', 'IMAGE', 1, 12_288, '/media/logo/yuntu.svg')
  asset('峰会主海报', 'IMAGE', 2, 512_000, img('asset-summit', summitName(), '海报'))
  asset('开放日海报', 'IMAGE', 2, 430_080, img('asset-openday', '云图产品开放日', '海报'))
  asset('直播预告海报', 'IMAGE', 2, 389_120, img('asset-live', '营销自动化 30 分钟上手', '直播'))
  asset('产品介绍视频', 'VIDEO', 3, 18_874_368, '/media/video/video-1.webm')
  asset('峰会回顾视频', 'VIDEO', 3, 25_165_824, '/media/video/video-8.webm')
  // The brand kit's documents are the materials' own files (their random names).
  const fileOf = (materialKey: string) =>
    db
      .prepare('SELECT f.url FROM files f JOIN entity_data e ON e.id = f.entity_data_id WHERE e.content_key = ? ORDER BY f.id LIMIT 1')
      .pluck()
      .get(materialKey) as string
  asset('产品手册', 'FILE', 4, 3_355_443, fileOf('material-6'))
  asset('报价单', 'FILE', 4, 364_544, fileOf('material-8'))
  asset('ROI 测算表', 'FILE', 4, 15_360, fileOf('material-11'))
  // An empty preview is drawn from the template itself (a small poster), so name, thumbnail and poster agree.
  const tpl = (scope: string, name: string, background: string, color: string, accent = '') =>
    insert(db, 'poster_templates', { scope, name, preview: '', background, color, accent })
  tpl('SHARE', '简约白', '#ffffff', '#1f2329', '#f4f5f7,#e3e6ec')
  tpl('SHARE', '科技蓝', '#eaf1ff', '#1d2b4f', '#2f6bff,#1d3fa8')
  tpl('SHARE', '活力橙', '#fff4e8', '#4a2a0a', '#ff6a3d,#ffa53a')
  tpl('BUSINESS', '商务名片海报', '#ffffff', '#1f2329', '#1d2b4f,#3949ab')
  tpl('BUSINESS', '深色名片海报', '#1d2b4f', '#ffffff', '#0f1830,#2f6bff')
  tpl('CARD', '默认名片', 'linear-gradient(135deg,#2f6bff,#7a4dff)', '#ffffff')
  const campaign = insert(db, 'promotion_campaigns', {
    title: '峰会推广计划',
    cover: cover('event-summit'),
    event_id: upcomingId,
    start_time: at(-7),
    end_time: at(14)
  })
  insert(db, 'promotion_tasks', {
    campaign_id: campaign,
    title: '带来 10 次访问',
    description: '分享你的推广链接，累计 10 次访问',
    metric: 'VIEWS',
    target: 10,
    reward: 50
  })
  insert(db, 'promotion_tasks', {
    campaign_id: campaign,
    title: '邀请 5 人报名',
    description: '通过你的链接完成 5 个报名',
    metric: 'APPLICANTS',
    target: 5,
    reward: 200
  })
  insert(db, 'promotion_tasks', {
    campaign_id: campaign,
    title: '触达 20 位访客',
    description: '累计 20 位不同访客',
    metric: 'VISITORS',
    target: 20,
    reward: 100
  })
  // Counted by check-ins (issue #29 item 6): people who came to the door, which views cannot fake; the campaign's
  // rank counts them too. The open day is on now, so its door is open.
  const openDay = insert(db, 'promotion_campaigns', {
    title: '开放日到场邀约',
    cover: cover('event-openday'),
    event_id: events.ongoingId,
    start_time: at(-3),
    end_time: at(2)
  })
  insert(db, 'promotion_tasks', {
    campaign_id: openDay,
    title: '邀请 5 人到场签到',
    description: '通过你的链接报名开放日，并在现场签到的人数',
    metric: 'CHECKINS',
    target: 5,
    reward: 300
  })
  // Door staff of the open day besides the company's people: 刘强 checks people in and out there (and nowhere else).
  insert(db, 'event_door_staff', { event_id: events.ongoingId, promoter_id: promoter2 })
  const page = `/pages/event/index?id=${upcomingId}`
  for (let i = 0; i < 14; i++) {
    const visitor = i % 4 === 0 ? `account:${others[i % others.length]}` : `anon:seed-${i}`
    insert(db, 'promotion_views', {
      promoter_id: promoter1,
      visitor_key: visitor,
      account_id: i % 4 === 0 ? others[i % others.length] : null,
      page,
      created_at: at(-(i % 6), -i)
    })
  }
  for (let i = 0; i < 6; i++)
    insert(db, 'promotion_views', { promoter_id: promoter2, visitor_key: `anon:seed2-${i}`, account_id: null, page, created_at: at(-(i % 3)) })
  // Visits of the open day (on now) and of the past workshop through 李娜's links: the funnel's first stage per link.
  const visit = (eventId: number, visitor: string, account: number | null, created_at: string) =>
    insert(db, 'promotion_views', { promoter_id: promoter1, visitor_key: visitor, account_id: account, page: `/pages/event/index?id=${eventId}`, created_at })
  others.slice(0, 4).forEach((id, i) => visit(events.ongoingId, `account:${id}`, id, at(-2, -i)))
  for (let i = 0; i < 5; i++) visit(events.ongoingId, `anon:seed-openday-${i}`, null, at(-(i % 3), -3 - i))
  for (const [i, id] of [others[0], others[3], others[5]].entries()) visit(events.endedId, `account:${id}`, id, at(-37 + i, 0))
  for (let i = 0; i < 4; i++) visit(events.endedId, `anon:seed-workshop-${i}`, null, at(-38 + i, -i))
}
