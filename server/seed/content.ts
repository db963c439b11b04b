import type { Db } from '../db'
import { type AddEntity, bj, bjYear, type ContentRow, cover, introParagraphs } from './helpers'
import videosJson from './data/videos.json'
import { ARTICLES, PARAGRAPHS_HTML, RICH_ARTICLE_HTML, XSS_HTML } from './text'

export interface DemoArticles {
  /** The 24 demo articles, then the XSS, redirect, CP-gated, subscribe-gated and paid ones. */
  articleIds: number[]
  paidArticleId: number
}

/** Articles: the demo copy of text.ts plus the special cases (unsafe HTML, redirect, gates, paid). */
export function seedArticles(addEntity: AddEntity): DemoArticles {
  /** An article whose content key names its cover too. */
  const addArticle = (key: string, fields: Record<string, unknown>) =>
    addEntity({ entity_type: 'ARTICLE', content_type: 1, content_key: key, cover: cover(key), ...fields })
  const articleIds: number[] = []
  ARTICLES.forEach((a, i) => {
    articleIds.push(
      addArticle(`article-${i + 1}`, {
        title: a.title,
        summary: a.summary,
        category_id: a.category_id,
        label_ids: a.label_ids,
        recommend: i < 4,
        content: RICH_ARTICLE_HTML(a.paragraphs),
        metadata: [
          { key: 'author', label: '作者', value: ['陈静', '刘洋', '林晓峰'][i % 3] },
          { key: 'readTime', label: '阅读时长', value: `${4 + (i % 5)} 分钟` }
        ]
      })
    )
  })
  const xssId = addArticle('article-xss', {
    title: '富文本安全测试：这篇文章里的脚本不应执行',
    summary: '包含 script、onerror、javascript: 链接、iframe 与 svg onload，用于检验净化。',
    category_id: 1,
    label_ids: [3],
    content: XSS_HTML,
    // For the sanitiser's tests (opened by id), not a page for visitors: no list or search shows it.
    listed: 0
  })
  const redirectId = addArticle('article-redirect', {
    title: '外部阅读：中国营销科技生态图谱（原文链接）',
    summary: '本文发布在合作媒体，点击后跳转到原文。',
    category_id: 1,
    label_ids: [4],
    content: '<p>本文发布在合作媒体，正在为你跳转到原文……</p>',
    redirect_type: 'URL',
    redirect_url: 'https://example.com/martech-landscape-2025'
  })
  const cpGateId = addArticle('article-cp-gate', {
    title: '【会员专享】私域 SOP 模板合集',
    summary: '添加企业微信顾问后即可查看完整 SOP 模板。',
    category_id: 1,
    label_ids: [3, 6],
    content: RICH_ARTICLE_HTML(['这里是完整的私域运营 SOP：从加好友欢迎语到分层运营话术，一共 36 个模板。']),
    require_cp_contact: 1
  })
  const subGateId = addArticle('article-subscribe-gate', {
    title: `【关注可读】${bjYear(0)} 营销预算分配参考`,
    summary: '关注公众号后即可阅读：不同规模企业的营销预算如何分配。',
    category_id: 2,
    label_ids: [4],
    content: RICH_ARTICLE_HTML(['年营收 1 亿以下的企业，内容与活动预算占比建议不低于 45%。']),
    require_subscribe: 1
  })
  const paidArticleId = addArticle('article-paid', {
    title: '【付费】B2B 增长方法论完整版（含 30 页案例）',
    summary: '系统讲解 B2B 企业从获客到复购的完整增长方法论。',
    category_id: 1,
    label_ids: [6, 1],
    price: 990,
    content: RICH_ARTICLE_HTML([...ARTICLES[0].paragraphs, ...ARTICLES[2].paragraphs])
  })
  articleIds.push(xssId, redirectId, cpGateId, subGateId, paidArticleId)
  return { articleIds, paidArticleId }
}

export interface DemoEvents {
  /** The audited summit in two weeks (speakers, schedule, registration form). */
  upcomingId: number
  /** The open day running around today (check-in open). */
  ongoingId: number
  /** The workshop a month ago. */
  endedId: number
  liveId: number
}

/** Days from the seed to the flagship summit and to the third-party conference. */
const SUMMIT_DAYS = 14
const BAGEVENT_DAYS = 21
/** The flagship summit's name, its year the year it takes place (banners, notices and short links name it too). */
export const summitName = () => `${bjYear(SUMMIT_DAYS)} 数字营销增长峰会`
/** The summit's full title, as its event page shows it. */
export const summitTitle = () => `${summitName()}（上海站）`

/** The five events: upcoming (audited), ongoing (check-in open), ended, live online, and one on a third-party platform. */
export function seedEvents(addEntity: AddEntity): DemoEvents {
  const upcomingId = addEntity({
    entity_type: 'EVENT',
    content_type: 5,
    content_key: 'event-summit',
    title: summitTitle(),
    summary: '20 位行业专家，8 场主题分享，与 300 位营销负责人面对面。',
    cover: cover('event-summit'),
    category_id: 4,
    label_ids: [1],
    recommend: 1,
    content: PARAGRAPHS_HTML([
      '峰会围绕“内容、活动、私域、数据”四大主题展开，现场设有产品体验区与抽奖互动。',
      '报名需审核，审核通过后将以短信通知，并在“我的门票”中生成入场二维码。'
    ]),
    start_time: bj(SUMMIT_DAYS, '09:00'),
    end_time: bj(SUMMIT_DAYS, '17:00'),
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
    content: PARAGRAPHS_HTML(['开放日全天开放，可现场扫码签到，完成互动打卡赢取积分。']),
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
    content: PARAGRAPHS_HTML(['工作坊已圆满结束，感谢参与！讲义可在资料中心下载。']),
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
    content: PARAGRAPHS_HTML(introParagraphs('直播')),
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
    title: `SaaS 创新大会 ${bjYear(BAGEVENT_DAYS)}（第三方平台报名）`,
    summary: '本活动通过第三方活动平台报名，点击后前往活动平台完成报名。',
    cover: cover('event-bagevent'),
    category_id: 4,
    label_ids: [1],
    content: '<p>SaaS 创新大会由合作伙伴主办，报名与签到在第三方活动平台完成。</p>',
    start_time: bj(BAGEVENT_DAYS, '09:00'),
    end_time: bj(BAGEVENT_DAYS + 1, '17:30'),
    address: '杭州国际博览中心',
    city: '杭州',
    capacity: 2000,
    bagevent_url: 'https://www.bagevent.com/event/8123456'
  })
  return { upcomingId, ongoingId, endedId, liveId }
}

const VIDEOS: ContentRow[] = videosJson

/** The eight demo videos of data/videos.json (generated 6-second clips, titled and described as the short previews they are); returns their ids. */
export function seedVideos(addEntity: AddEntity): number[] {
  return VIDEOS.map((video, i) => {
    const key = `video-${i + 1}`
    return addEntity({
      entity_type: 'VIDEO',
      content_type: 2,
      content_key: key,
      cover: cover(key),
      ...video,
      content: `<p>${video.summary}</p><p>这里播放的是 6 秒预览片段，完整视频请联系顾问获取。</p>`,
      video_url: `/media/video/${key}.webm`,
      video_poster: cover(key),
      duration: 6
    })
  })
}

/** Links content to an event as its related content (the ended workshop's contentEntityId filter). */
export function relateToEvent(db: Db, eventId: number, ids: number[]): void {
  db.prepare(`UPDATE entity_data SET related_entity_id = ? WHERE id IN (${ids.map(() => '?').join(', ')})`).run(eventId, ...ids)
}
