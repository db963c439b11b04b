import type { FormField, NavItem, SiteModule, ThemeConfig } from '../../types/contract'
import type { Db } from '../db'
import { token } from '../lib/random'
import { ARTICLES, RICH_ARTICLE_HTML, XSS_HTML } from './text'

const DAY = 86400000
const iso = (offsetMs: number, base = Date.now()) => new Date(base + offsetMs).toISOString()
const at = (days: number, hours = 0) => iso(days * DAY + hours * 3600000)
/** The demo events happen in Beijing (UTC+8, no daylight saving): the date `days` from today there, YYYY-MM-DD. */
const bjDay = (days: number) => new Date(Date.now() + 8 * 3600000 + days * DAY).toISOString().slice(0, 10)
/** An instant given on the Beijing wall clock: `days` from today there, at HH:mm. */
const bj = (days: number, hhmm: string) => new Date(`${bjDay(days)}T${hhmm}:00+08:00`).toISOString()
const cover = (key: string) => `/media/cover/${key}.svg`
const avatar = (name: string) => `/media/avatar/${encodeURIComponent(name)}.svg`
const icon = (name: string) => `/media/icon/${encodeURIComponent(name)}.svg`
const img = (key: string, title: string, label = '') =>
  `/media/cover/${key}.svg?t=${encodeURIComponent(title)}${label ? `&label=${encodeURIComponent(label)}` : ''}`

/** The demo people (documented in docs/server.md). */
export const DEMO = {
  member: '13800000000',
  promoter: '13800000001',
  colleague: '13800000002',
  promoterScid: 'sc1001'
} as const

/** Seeds the demo company when the database has none. */
export function seedIfEmpty(db: Db): boolean {
  if (db.prepare('SELECT COUNT(*) FROM company').pluck().get()) return false
  db.transaction(() => seed(db))()
  return true
}

function insert(db: Db, table: string, row: Record<string, unknown>): number {
  const keys = Object.keys(row)
  const values = keys.map(k => {
    const v = row[k]
    if (v !== null && typeof v === 'object') return JSON.stringify(v)
    if (typeof v === 'boolean') return v ? 1 : 0
    return v
  })
  const info = db.prepare(`INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`).run(...values)
  return Number(info.lastInsertRowid)
}

function seed(db: Db): void {
  const I = (table: string, row: Record<string, unknown>) => insert(db, table, row)

  // ---------------------------------------------------------------- company, labels, categories
  I('company', {
    id: 1,
    name: '云图科技',
    domain: 'localhost',
    mini_app_website_id: 1,
    theme_color: '#2f6bff',
    gradient_color: ['#2f6bff', '#7a4dff'],
    square_logo: '/media/logo/yuntu.svg',
    product_name: 'Marketing',
    service_phone: '400-820-1234'
  })
  for (const [id, name] of [
    [1, '热门'],
    [2, '新品'],
    [3, '干货'],
    [4, '行业报告'],
    [5, '入门'],
    [6, '进阶']
  ] as const)
    I('labels', { id, name })
  const cats: [number, string, string][] = [
    [1, '行业洞察', 'ARTICLE'],
    [2, '产品动态', 'ARTICLE'],
    [3, '客户故事', 'ARTICLE'],
    [4, '线下沙龙', 'EVENT'],
    [5, '线上直播', 'EVENT'],
    [6, '入门课程', 'COURSE'],
    [7, '进阶课程', 'COURSE'],
    [8, '产品演示', 'VIDEO'],
    [9, '客户访谈', 'VIDEO'],
    [10, '白皮书', 'FILEDOWNLOAD'],
    [11, '产品手册', 'FILEDOWNLOAD'],
    [12, '零售消费', 'CUSTOMER_CASE'],
    [13, '先进制造', 'CUSTOMER_CASE'],
    [14, '营销云', 'PRODUCT_INTRODUCTION'],
    [15, '数据平台', 'PRODUCT_INTRODUCTION'],
    [16, '华东区', '101'],
    [17, '华南区', '101'],
    [18, '技术类', '102'],
    [19, '市场类', '102']
  ]
  cats.forEach(([id, name, entity_type], i) => I('categories', { id, name, entity_type, sort: i }))

  I('custom_entities', {
    id: 101,
    name: '合作伙伴',
    fields: [
      { key: 'region', label: '所在区域' },
      { key: 'level', label: '伙伴级别' },
      { key: 'services', label: '服务范围' }
    ]
  })
  I('custom_entities', {
    id: 102,
    name: '招聘职位',
    fields: [
      { key: 'city', label: '工作城市' },
      { key: 'salary', label: '薪资范围' },
      { key: 'experience', label: '经验要求' }
    ]
  })

  // ---------------------------------------------------------------- speakers
  const speakers = [
    ['林晓峰', '首席执行官', '云图科技', '15 年企业软件从业经验，曾任多家上市公司营销副总裁。'],
    ['陈静', '市场副总裁', '云图科技', '专注 B2B 内容营销与品牌建设，著有《增长的内容》。'],
    ['王磊', '数字化转型负责人', '华联零售集团', '主导集团私域项目，三个月沉淀 20 万会员。'],
    ['赵敏', '营销总监', '远航智能制造', '负责制造业线索培育体系建设。'],
    ['刘洋', '产品总监', '云图科技', '营销云产品负责人，负责活动中心与数据看板。'],
    ['孙悦', '合伙人', '知行咨询', '为 50 余家企业提供营销数字化咨询。']
  ]
  const speakerIds = speakers.map(([name, title, company, intro]) => I('speakers', { name, title, company, avatar: avatar(name), intro }))

  // ---------------------------------------------------------------- articles (ids 1..29)
  const base = Date.now()
  let n = 0
  const entity = (row: Record<string, unknown>) => {
    n++
    return I('entity_data', {
      publish_time: iso(-n * 0.7 * DAY, base),
      view_count: 50 + ((n * 137) % 900),
      ...row
    })
  }
  const articleIds: number[] = []
  ARTICLES.forEach((a, i) => {
    const key = `article-${i + 1}`
    articleIds.push(
      entity({
        entity_type: 'ARTICLE',
        content_type: 1,
        content_key: key,
        title: a.title,
        summary: a.summary,
        cover: cover(key),
        category_id: [1, 2, 3][a.category],
        label_ids: a.labels,
        recommend: i < 4,
        content: RICH_ARTICLE_HTML(a.paragraphs, a.title),
        metadata: [
          { key: 'author', label: '作者', value: ['陈静', '刘洋', '林晓峰'][i % 3] },
          { key: 'readTime', label: '阅读时长', value: `${4 + (i % 5)} 分钟` }
        ]
      })
    )
  })
  const xssId = entity({
    entity_type: 'ARTICLE',
    content_type: 1,
    content_key: 'article-xss',
    title: '富文本安全测试：这篇文章里的脚本不应执行',
    summary: '包含 script、onerror、javascript: 链接、iframe 与 svg onload，用于检验净化。',
    cover: cover('article-xss'),
    category_id: 1,
    label_ids: [3],
    content: XSS_HTML
  })
  const redirectId = entity({
    entity_type: 'ARTICLE',
    content_type: 1,
    content_key: 'article-redirect',
    title: '外部阅读：中国营销科技生态图谱（原文链接）',
    summary: '本文发布在合作媒体，点击后跳转到原文。',
    cover: cover('article-redirect'),
    category_id: 1,
    label_ids: [4],
    content: '<p>本文发布在合作媒体，正在为你跳转到原文……</p>',
    redirect_type: 'URL',
    redirect_url: 'https://example.com/martech-landscape-2025'
  })
  const cpGateId = entity({
    entity_type: 'ARTICLE',
    content_type: 1,
    content_key: 'article-cp-gate',
    title: '【会员专享】私域 SOP 模板合集',
    summary: '添加企业微信顾问后即可查看完整 SOP 模板。',
    cover: cover('article-cp-gate'),
    category_id: 1,
    label_ids: [3, 6],
    content: RICH_ARTICLE_HTML(['这里是完整的私域运营 SOP：从加好友欢迎语到分层运营话术，一共 36 个模板。'], '私域 SOP 模板合集'),
    require_cp_contact: 1
  })
  const subGateId = entity({
    entity_type: 'ARTICLE',
    content_type: 1,
    content_key: 'article-subscribe-gate',
    title: '【关注可读】2025 营销预算分配参考',
    summary: '关注公众号后即可阅读：不同规模企业的营销预算如何分配。',
    cover: cover('article-subscribe-gate'),
    category_id: 2,
    label_ids: [4],
    content: RICH_ARTICLE_HTML(['年营收 1 亿以下的企业，内容与活动预算占比建议不低于 45%。'], '2025 营销预算分配参考'),
    require_subscribe: 1
  })
  const paidArticleId = entity({
    entity_type: 'ARTICLE',
    content_type: 1,
    content_key: 'article-paid',
    title: '【付费】B2B 增长方法论完整版（含 30 页案例）',
    summary: '系统讲解 B2B 企业从获客到复购的完整增长方法论。',
    cover: cover('article-paid'),
    category_id: 1,
    label_ids: [6, 1],
    price: 990,
    content: RICH_ARTICLE_HTML([...ARTICLES[0].paragraphs, ...ARTICLES[2].paragraphs], 'B2B 增长方法论完整版')
  })
  articleIds.push(xssId, redirectId, cpGateId, subGateId, paidArticleId)

  // ---------------------------------------------------------------- events
  const upcomingId = entity({
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
  const ongoingId = entity({
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
  const endedId = entity({
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
  const liveId = entity({
    entity_type: 'EVENT',
    content_type: 5,
    content_key: 'event-live',
    title: '线上直播：营销自动化 30 分钟上手',
    summary: '产品总监现场演示：从建立线索评分到自动培育旅程。',
    cover: cover('event-live'),
    category_id: 5,
    label_ids: [5],
    content: RICH_ARTICLE_HTML(P2('直播'), '直播介绍'),
    start_time: bj(3, '19:30'),
    end_time: bj(3, '20:30'),
    address: '线上直播',
    city: '线上',
    capacity: 1000
  })
  entity({
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
  speakerIds.forEach((s, i) => I('entity_speakers', { entity_data_id: upcomingId, speaker_id: s, sort: i }))
  I('entity_speakers', { entity_data_id: liveId, speaker_id: speakerIds[4], sort: 0 })
  I('entity_speakers', { entity_data_id: endedId, speaker_id: speakerIds[2], sort: 0 })
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
    I('schedule_items', { event_id: upcomingId, day, start_time: s, end_time: e, title, track, location, speaker_ids: ids })
  }

  // ---------------------------------------------------------------- courses
  const courseFree = entity({
    entity_type: 'COURSE',
    content_type: 3,
    content_key: 'course-automation',
    title: '营销自动化入门（免费）',
    summary: '4 节课掌握线索评分、培育旅程与销售协同。',
    cover: cover('course-automation'),
    category_id: 6,
    label_ids: [5, 1],
    recommend: 1,
    content: RICH_ARTICLE_HTML(P2('课程'), '课程介绍')
  })
  const coursePaid = entity({
    entity_type: 'COURSE',
    content_type: 3,
    content_key: 'course-private',
    title: '私域增长进阶课',
    summary: '5 节进阶课，系统掌握企业微信私域运营方法，首节免费试听。',
    cover: cover('course-private'),
    category_id: 7,
    label_ids: [6],
    price: 9900,
    content: RICH_ARTICLE_HTML(ARTICLES[1].paragraphs, '课程介绍')
  })
  const courseForm = entity({
    entity_type: 'COURSE',
    content_type: 3,
    content_key: 'course-data',
    title: '数据分析实战训练营',
    summary: '报名后即可学习：用数据看板找到最值得跟进的线索。',
    cover: cover('course-data'),
    category_id: 7,
    label_ids: [6, 3],
    content: RICH_ARTICLE_HTML(ARTICLES[4].paragraphs, '训练营介绍')
  })
  const lessons: [number, string, 'VIDEO' | 'ARTICLE', number, boolean][] = [
    [courseFree, '第 1 课：什么是营销自动化', 'VIDEO', 6, true],
    [courseFree, '第 2 课：线索评分模型', 'ARTICLE', 300, true],
    [courseFree, '第 3 课：设计你的第一条培育旅程', 'VIDEO', 6, true],
    [courseFree, '第 4 课：与销售协同的 SLA', 'ARTICLE', 240, true],
    [coursePaid, '第 1 课：私域运营全景图（试听）', 'VIDEO', 6, true],
    [coursePaid, '第 2 课：企业微信加粉策略', 'VIDEO', 6, false],
    [coursePaid, '第 3 课：分层运营与标签体系', 'ARTICLE', 420, false],
    [coursePaid, '第 4 课：社群活动策划', 'VIDEO', 6, false],
    [coursePaid, '第 5 课：复购与转介绍', 'ARTICLE', 360, false],
    [courseForm, '第 1 课：认识数据看板', 'VIDEO', 6, true],
    [courseForm, '第 2 课：漏斗分析', 'ARTICLE', 300, true],
    [courseForm, '第 3 课：找到高意向线索', 'VIDEO', 6, true]
  ]
  const lessonIds = lessons.map(([course_id, title, type, duration, free], i) =>
    I('course_items', {
      course_id,
      sort: i,
      title,
      type,
      duration,
      video_url: type === 'VIDEO' ? `/media/video/lesson-${i + 1}.webm` : null,
      poster: type === 'VIDEO' ? img(`lesson-${i + 1}`, title, '课程') : null,
      content: type === 'ARTICLE' ? RICH_ARTICLE_HTML(P2('课时'), title) : null,
      free
    })
  )

  // ---------------------------------------------------------------- videos
  const videoTitles = [
    ['云图营销云 3 分钟产品介绍', 8],
    ['活动中心功能演示：报名、审核与签到', 8],
    ['AI 助手演示：让官网自己回答问题', 8],
    ['客户访谈：华联零售的私域之路', 9],
    ['客户访谈：远航制造的线索培育', 9],
    ['数据看板演示：一眼看清营销漏斗', 8],
    ['电子名片与推广海报演示', 8],
    ['年度峰会精彩回顾', 9]
  ] as const
  const videoIds = videoTitles.map(([title, category_id], i) => {
    const key = `video-${i + 1}`
    return entity({
      entity_type: 'VIDEO',
      content_type: 2,
      content_key: key,
      title,
      summary: `${title}，时长约 6 秒的演示片段（本地生成）。`,
      cover: cover(key),
      category_id,
      label_ids: i < 2 ? [1] : [2],
      recommend: i === 0,
      content: `<p>${title}。</p>`,
      video_url: `/media/video/${key}.webm`,
      video_poster: cover(key),
      duration: 6
    })
  })

  // ---------------------------------------------------------------- materials (files of several sizes; one size unknown)
  const materials: [string, number, [string, number | null, string][]][] = [
    ['2025 B2B 营销趋势白皮书', 10, [['2025 B2B 营销趋势白皮书.pdf', 2_411_724, 'pdf']]],
    [
      '私域运营 SOP 手册',
      10,
      [
        ['私域运营 SOP 手册.pdf', 1_258_291, 'pdf'],
        ['SOP 模板.xlsx', 48_128, 'xlsx']
      ]
    ],
    ['营销自动化实施指南', 10, [['营销自动化实施指南.pdf', 5_872_025, 'pdf']]],
    ['活动策划清单', 10, [['活动策划清单.docx', 35_840, 'docx']]],
    ['客户画像模板', 10, [['客户画像模板.xlsx', 22_528, 'xlsx']]],
    ['云图营销云产品手册', 11, [['云图营销云产品手册.pdf', 3_355_443, 'pdf']]],
    ['数据平台技术白皮书', 11, [['数据平台技术白皮书.pdf', 9_122_611, 'pdf']]],
    ['产品报价单（2025 版）', 11, [['产品报价单.pdf', 364_544, 'pdf']]],
    [
      '峰会讲义合集',
      10,
      [
        ['开幕演讲.pptx', 7_340_032, 'pptx'],
        ['圆桌纪要.docx', null, 'docx']
      ]
    ],
    ['行业案例集', 10, [['行业案例集.pdf', 901_120, 'pdf']]],
    ['ROI 测算表', 11, [['ROI 测算表.xlsx', 15_360, 'xlsx']]],
    ['品牌视觉规范', 11, [['品牌视觉规范.pdf', 12_582_912, 'pdf']]]
  ]
  const materialIds = materials.map(([title, category_id, files], i) => {
    const key = `material-${i + 1}`
    const mid = entity({
      entity_type: 'FILEDOWNLOAD',
      content_type: 6,
      content_key: key,
      title,
      summary: `${title}，共 ${files.length} 个文件，登录后即可下载。`,
      cover: cover(key),
      category_id,
      label_ids: i % 3 === 0 ? [1, 4] : [3],
      content: `<p>${title}：${files.map(f => f[0]).join('、')}。</p>`,
      related_entity_id: i === 8 ? endedId : null
    })
    files.forEach(([name, size, ext], j) => {
      const fileKey = `${key}-${j + 1}`
      I('files', { entity_data_id: mid, name, url: `/media/file/${fileKey}.${ext}`, size, ext })
    })
    return mid
  })

  // ---------------------------------------------------------------- cases, products, custom records
  const cases = [
    ['华联零售：私域复购率提升 106%', 12],
    ['优选生鲜：社群团购的精细化运营', 12],
    ['远航制造：9 个月销售周期的线索培育', 13],
    ['恒力装备：经销商渠道的数字化协同', 13],
    ['知行教育：活动获客到场率 75%', 12],
    ['康泰医疗：合规学术推广平台', 13]
  ] as const
  const caseIds = cases.map(([title, category_id], i) =>
    entity({
      entity_type: 'CUSTOMER_CASE',
      content_type: 10,
      content_key: `case-${i + 1}`,
      title,
      summary: `${title.split('：')[1]}。了解他们的做法与成果。`,
      cover: cover(`case-${i + 1}`),
      category_id,
      label_ids: [1],
      content: RICH_ARTICLE_HTML([...P2('案例'), `${title.split('：')[0]}在上线云图营销云后，获得了显著成效。`], title),
      metadata: [
        { key: 'industry', label: '行业', value: category_id === 12 ? '零售消费' : '先进制造' },
        { key: 'scale', label: '企业规模', value: ['1000 人以上', '500-1000 人', '100-500 人'][i % 3] }
      ]
    })
  )
  const products = [
    ['营销云 · 活动中心', 14, '报名、审核、签到、签退与数据统计一站式完成。'],
    ['营销云 · 内容中心', 14, '文章、视频、课程、资料统一管理与分发。'],
    ['营销云 · 推广中心', 14, '渠道伙伴专属链接、海报、排行榜与任务。'],
    ['数据平台 · 客户画像', 15, '统一客户档案，行为数据实时更新。'],
    ['数据平台 · 线索评分', 15, '按兴趣、意向、购买信号自动评分。'],
    ['AI 助手', 15, '基于站内内容回答访客问题。']
  ] as const
  const productIds = products.map(([title, category_id, summary], i) =>
    entity({
      entity_type: 'PRODUCT_INTRODUCTION',
      content_type: 11,
      content_key: `product-${i + 1}`,
      title,
      summary,
      cover: cover(`product-${i + 1}`),
      category_id,
      label_ids: i < 3 ? [2] : [1],
      content: RICH_ARTICLE_HTML([summary, '支持私有化部署与开放 API，可与 CRM、企业微信无缝集成。'], title)
    })
  )
  const partners = [
    ['上海数联信息技术有限公司', 16, '华东', '金牌伙伴', '实施、培训'],
    ['杭州云帆咨询', 16, '华东', '银牌伙伴', '咨询'],
    ['深圳海纳科技', 17, '华南', '金牌伙伴', '实施、运维'],
    ['广州启明数字', 17, '华南', '认证伙伴', '内容代运营']
  ] as const
  const partnerIds = partners.map(([title, category_id, region, level, services], i) =>
    entity({
      entity_type: '101',
      content_type: 0,
      content_key: `partner-${i + 1}`,
      title,
      summary: `${region} · ${level} · ${services}`,
      cover: cover(`partner-${i + 1}`),
      category_id,
      label_ids: [],
      content: `<p>${title}是云图科技${level}，提供${services}服务。</p>`,
      metadata: [
        { key: 'region', label: '所在区域', value: region },
        { key: 'level', label: '伙伴级别', value: level },
        { key: 'services', label: '服务范围', value: services }
      ]
    })
  )
  const jobs = [
    ['高级前端工程师', 18, '上海', '25-40K', '3-5 年'],
    ['数据工程师', 18, '北京', '30-45K', '3-5 年'],
    ['内容营销经理', 19, '上海', '20-30K', '3 年以上']
  ] as const
  jobs.forEach(([title, category_id, city, salary, experience], i) =>
    entity({
      entity_type: '102',
      content_type: 0,
      content_key: `job-${i + 1}`,
      title,
      summary: `${city} · ${salary} · ${experience}`,
      cover: cover(`job-${i + 1}`),
      category_id,
      label_ids: [],
      content: `<p>岗位职责与任职要求详见面试沟通。工作地点：${city}。</p>`,
      metadata: [
        { key: 'city', label: '工作城市', value: city },
        { key: 'salary', label: '薪资范围', value: salary },
        { key: 'experience', label: '经验要求', value: experience }
      ]
    })
  )
  // Related content of the ended workshop (contentEntityId filter).
  db.prepare('UPDATE entity_data SET related_entity_id = ? WHERE id IN (?, ?)').run(endedId, articleIds[1], videoIds[3])

  // ---------------------------------------------------------------- forms
  const f = (key: string, label: string, type: FormField['type'], required: boolean, extra: Partial<FormField> = {}): FormField => ({
    key,
    label,
    type,
    required,
    placeholder: extra.placeholder ?? (['RADIO', 'CHECKBOX', 'AGREEMENT', 'DATE', 'REGION', 'IMAGE', 'FILE'].includes(type) ? '' : `请输入${label}`),
    options: extra.options ?? [],
    ...extra
  })
  const agreement = '<p>我已阅读并同意《隐私政策》，同意云图科技就本次活动与我联系。</p>'
  const summitForm = I('forms', {
    id: 1,
    title: '峰会报名',
    description: '请填写真实信息，审核通过后将短信通知。',
    fields: [
      f('name', '姓名', 'TEXT', true, { maxLength: 20 }),
      f('cellphone', '手机号', 'PHONE', true),
      f('company', '公司名称', 'COMPANY', true),
      f('title', '职位', 'TEXT', false, { maxLength: 30 }),
      f('email', '邮箱', 'EMAIL', false),
      f('industry', '所属行业', 'RADIO', true, { options: ['零售消费', '先进制造', '教育', '医疗', '其他'] }),
      f('interests', '感兴趣的议题', 'CHECKBOX', false, { options: ['内容营销', '私域运营', '营销自动化', '数据分析'] }),
      f('agree', '隐私政策', 'AGREEMENT', true, { agreement })
    ],
    sms_verify: 0,
    content_entity_id: upcomingId,
    submit_text: '提交报名',
    success_text: '报名成功，请等待审核'
  })
  const trialForm = I('forms', {
    id: 2,
    title: '产品试用申请',
    description: '填写后顾问将在 1 个工作日内联系你（需短信验证手机号）。',
    fields: [
      f('name', '姓名', 'TEXT', true, { maxLength: 20 }),
      f('cellphone', '手机号', 'PHONE', true),
      f('email', '邮箱', 'EMAIL', true),
      f('company', '公司名称', 'COMPANY', true),
      f('employees', '公司人数', 'NUMBER', false, { min: 1, max: 100000 }),
      f('role', '你的角色', 'RADIO', true, { options: ['市场', '销售', '管理层', 'IT'] }),
      f('modules', '想试用的模块', 'CHECKBOX', true, { options: ['活动中心', '内容中心', '推广中心', '数据平台', 'AI 助手'] }),
      f('date', '期望演示日期', 'DATE', false),
      f('region', '所在地区', 'REGION', false),
      f('needs', '需求描述', 'TEXTAREA', false, { maxLength: 500 }),
      f('card', '名片照片', 'IMAGE', false),
      f('attachment', '需求文档', 'FILE', false),
      f('agree', '隐私政策', 'AGREEMENT', true, { agreement })
    ],
    sms_verify: 1,
    content_entity_id: null,
    submit_text: '申请试用',
    success_text: '提交成功，顾问会尽快联系你'
  })
  const surveyForm = I('forms', {
    id: 3,
    title: '活动满意度调查',
    description: '感谢参加，花 1 分钟告诉我们你的感受。',
    fields: [
      f('score', '整体满意度（1-10）', 'NUMBER', true, { min: 1, max: 10 }),
      f('best', '最喜欢的环节', 'RADIO', true, { options: ['主题演讲', '圆桌讨论', '产品体验', '抽奖互动'] }),
      f('topics', '希望下次听到的议题', 'CHECKBOX', false, { options: ['AI 营销', '私域', '数据', '出海'] }),
      f('advice', '其他建议', 'TEXTAREA', false, { maxLength: 300 })
    ],
    sms_verify: 0,
    content_entity_id: null,
    submit_text: '提交',
    success_text: '感谢你的反馈！'
  })
  const courseFormId = I('forms', {
    id: 4,
    title: '训练营报名',
    description: '报名后即可开始学习。',
    fields: [f('name', '姓名', 'TEXT', true, { maxLength: 20 }), f('cellphone', '手机号', 'PHONE', true), f('company', '公司名称', 'COMPANY', false)],
    sms_verify: 0,
    content_entity_id: courseForm,
    submit_text: '立即报名',
    success_text: '报名成功，开始学习吧'
  })
  db.prepare('UPDATE entity_data SET register_form_id = ? WHERE id = ?').run(summitForm, upcomingId)
  db.prepare('UPDATE entity_data SET register_form_id = ? WHERE id = ?').run(courseFormId, courseForm)
  void trialForm
  void surveyForm

  // ---------------------------------------------------------------- people
  const accountRow = (row: Record<string, unknown>) => I('accounts', { account_key: token(), api_key: token(), created_at: at(-60), new_visitor: 0, ...row })
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
  const colleagueAccount = accountRow({
    cellphone: DEMO.colleague,
    name: '周杰',
    nick_name: '周杰',
    avatar: avatar('周杰'),
    gender: 1,
    points: 0,
    company: '云图科技',
    title: '解决方案顾问'
  })
  const visitorNames = ['王芳', '刘强', '陈晨', '杨帆', '黄磊', '吴静', '赵雷', '孙丽']
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
    I('company_users', { id, name, title, department, avatar: avatar(name), cellphone, email, uc_token: token() })
  cu(1, '李娜', '渠道经理', '渠道部', DEMO.promoter, 'lina@yuntu.example.com')
  cu(2, '周杰', '解决方案顾问', '售前部', DEMO.colleague, 'zhoujie@yuntu.example.com')
  cu(3, '吴倩', '客户成功经理', '客户成功部', '13800000003', 'wuqian@yuntu.example.com')
  const promoter1 = I('promoters', { cellphone: DEMO.promoter, name: '李娜', scid: DEMO.promoterScid })
  const promoter2 = I('promoters', { cellphone: '13900000001', name: '刘强', scid: 'sc1002' })
  const promoter3 = I('promoters', { cellphone: '13900000002', name: '陈晨', scid: 'sc1003' })
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
    I('business_cards', {
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
      I('card_browses', { business_card_id: card1, visitor_name: name, visitor_avatar: avatar(name), time: at(-i, -i), times: 1 + (i % 3) })
    )

  // ---------------------------------------------------------------- attendees and tickets
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
    const aid = I('attendees', {
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
    I('tickets', { attendee_id: aid, code: `YT${String(100000 + ticketSeq * 7919).slice(-6)}` })
    return aid
  }
  attend(upcomingId, memberId, '张伟', DEMO.member, '华联零售集团', 'APPROVED')
  attend(ongoingId, memberId, '张伟', DEMO.member, '华联零售集团', 'APPROVED')
  attend(endedId, memberId, '张伟', DEMO.member, '华联零售集团', 'APPROVED', {
    checkin_status: 'SIGNED_OUT',
    checkin_time: bj(-30, '09:12'),
    signout_time: bj(-30, '16:00')
  })
  I('form_submissions', { form_id: summitForm, account_id: memberId, form_values: { name: '张伟', cellphone: DEMO.member }, created_at: at(-3), ticket_id: 1 })
  visitorNames.forEach((name, i) => {
    const status = i < 4 ? 'PENDING' : i < 7 ? 'APPROVED' : 'REJECTED'
    attend(upcomingId, others[i], name, `1390000000${i}`, ['华联零售', '远航制造', '知行教育', '康泰医疗'][i % 4], status, {
      promoter_id: i < 5 ? promoter1 : i < 7 ? promoter2 : null
    })
  })
  visitorNames
    .slice(0, 5)
    .forEach((name, i) =>
      attend(
        ongoingId,
        others[i],
        name,
        `1390000000${i}`,
        '华联零售',
        'APPROVED',
        i < 3 ? { checkin_status: 'CHECKED_IN', checkin_time: at(0, -1.5 + i * 0.4) } : {}
      )
    )
  attend(endedId, others[0], '王芳', '13900000000', '华联零售', 'APPROVED', { checkin_status: 'CHECKED_IN', checkin_time: bj(-30, '09:06') })

  // ---------------------------------------------------------------- member activity
  for (const id of [articleIds[0], articleIds[2], videoIds[0]]) I('stars', { account_id: memberId, entity_data_id: id, created_at: at(-5) })
  I('stars', { account_id: others[0], entity_data_id: articleIds[0], created_at: at(-4) })
  I('course_collections', { account_id: memberId, course_id: courseFree, created_at: at(-6) })
  I('course_records', { account_id: memberId, course_item_id: lessonIds[0], progress_time: 6, percent: 100, watched: 6, learned: 1, updated_at: at(-6) })
  I('course_records', { account_id: memberId, course_item_id: lessonIds[1], progress_time: 300, percent: 100, watched: 300, learned: 1, updated_at: at(-5) })
  I('course_records', { account_id: memberId, course_item_id: lessonIds[2], progress_time: 3, percent: 50, watched: 3, learned: 0, updated_at: at(-5) })
  const order = (account_id: number, entityId: number, title: string, key: string, type: string, amount: number, status: string, days: number) =>
    I('orders', {
      order_no: `D2025${String(1000000 + days * 37 + amount).slice(-7)}${account_id}`,
      account_id,
      title,
      cover: cover(key),
      content_entity_data_id: entityId,
      order_type: type,
      amount,
      pay_status: status,
      created_at: at(-days),
      paid_at: status === 'COMPLETE_PAY' ? at(-days, 0.1) : null
    })
  order(memberId, paidArticleId, '【付费】B2B 增长方法论完整版（含 30 页案例）', 'article-paid', 'CONTENT', 990, 'COMPLETE_PAY', 10)
  order(memberId, coursePaid, '私域增长进阶课', 'course-private', 'COURSE', 9900, 'WAIT_PAY', 1)
  const firstFiles = db.prepare('SELECT id FROM files ORDER BY id LIMIT 2').pluck().all() as number[]
  firstFiles.forEach((fid, i) => I('resources', { account_id: memberId, file_id: fid, obtained_at: at(-8 + i) }))
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
    I('point_history', { account_id: memberId, change, reason, balance, created_at: at(d) })
  }
  I('point_history', { account_id: promoterAccount, change: 120, reason: '推广任务奖励', balance: 120, created_at: at(-3) })

  // ---------------------------------------------------------------- lottery, gifts
  I('lotteries', {
    id: 1,
    title: '峰会幸运大抽奖',
    description: '每位会员 3 次抽奖机会，访客 1 次，100% 有惊喜。',
    rules: '<p>1. 绑定手机号的会员每人 3 次机会，访客 1 次。</p><p>2. 实物奖品请在中奖后 7 天内填写收货信息。</p><p>3. 积分奖品自动到账。</p>',
    start_time: at(-10),
    end_time: at(60),
    visitor_chances: 1,
    member_chances: 3
  })
  const prize = (name: string, kind: string, stock: number, probability: number, points = 0) =>
    I('prizes', { lottery_id: 1, name, image: img(`prize-${name}`, name, '奖品'), kind, stock, probability, points })
  prize('智能音箱', 'THING', 5, 0.05)
  const pointsPrize = prize('50 积分', 'POINTS', 1000, 0.3, 50)
  prize('课程 8 折券', 'COUPON', 200, 0.15)
  prize('谢谢参与', 'NONE', 0, 0.5)
  I('lottery_records', { lottery_id: 1, account_id: others[1], prize_id: pointsPrize, win: 1, credential_id: 'DEMOWIN001', created_at: at(-2) })
  I('lottery_records', {
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
    I('gifts', { name, image: img(`gift-${name}`, name, '礼品'), description, points, stock, kind })
  const cheapGift = gift('品牌帆布袋', 100, 50, 'THING', '云图定制帆布袋，结实耐用。')
  gift('会员月卡', 200, 999, 'VIRTUAL', '兑换后获得 1 个月会员权益（虚拟商品，即时到账）。')
  gift('电子书《增长的内容》', 50, 999, 'VIRTUAL', '营销畅销书电子版。')
  gift('定制保温杯', 800, 20, 'THING', '316 不锈钢保温杯，激光刻字。')
  gift('无线降噪耳机', 3000, 3, 'THING', '高端无线降噪耳机。')
  gift('限量周边礼盒', 150, 0, 'THING', '已兑完，敬请期待补货。')
  I('gift_redemptions', {
    account_id: memberId,
    gift_id: cheapGift,
    points: 100,
    status: 'SHIPPED',
    name: '张伟',
    cellphone: DEMO.member,
    address: '上海市黄浦区南京东路 100 号',
    created_at: at(-15)
  })

  // ---------------------------------------------------------------- interaction, notices, popups, short links
  I('interactions', { id: 1, title: '开放日现场打卡', description: '完成 3 个展区打卡，每个展区可获得积分奖励。', event_id: ongoingId })
  I('interaction_points', { interaction_id: 1, name: '产品体验区', description: '体验活动中心与数据看板', reward: 50 })
  I('interaction_points', { interaction_id: 1, name: 'AI 助手体验区', description: '向 AI 助手提一个问题', reward: 30 })
  I('interaction_points', { interaction_id: 1, name: '客户案例墙', description: '了解 6 个行业标杆案例', reward: 20 })
  db.prepare('INSERT INTO interaction_verifications (account_id, point_id, created_at) VALUES (?, 1, ?)').run(memberId, at(-7))
  I('notices', {
    title: '峰会报名审核通过',
    content: '你报名的「2025 数字营销增长峰会（上海站）」已审核通过，请按时参加。',
    created_at: at(-2),
    account_id: memberId
  })
  I('notices', {
    title: '积分商城上新啦',
    content:
      '<h3>积分商城上新</h3><p>新增<strong>定制保温杯</strong>与<strong>会员月卡</strong>，快来兑换！</p><ul><li>签到得积分</li><li>打卡得积分</li></ul><p><a href="/web/h/pages/account/gifts/index">立即前往</a></p>',
    created_at: at(-4)
  })
  I('notices', { title: '系统维护通知', content: '本周六 02:00-04:00 系统维护，期间部分功能可能无法使用。', created_at: at(-9) })
  const navTo = (nav: Partial<NavItem> & { type: NavItem['type']; title: string }, id = 900): NavItem => ({ id, icon: icon(nav.title), ...nav }) as NavItem
  I('popups', {
    placement: 'PUSH',
    image: img('popup-summit', '峰会报名中', '活动'),
    title: '2025 数字营销增长峰会报名中',
    nav: navTo({ type: 5, title: '峰会', contentType: 'EVENT', contentId: upcomingId }),
    rule: 'ONCE'
  })
  I('popups', {
    placement: 'SALE',
    image: img('popup-course', '进阶课限时优惠', '课程'),
    title: '私域增长进阶课限时优惠',
    nav: navTo({ type: 5, title: '进阶课', contentType: 'COURSE', contentId: coursePaid }),
    rule: 'DAILY'
  })
  I('popups', {
    placement: 'MINIPROGRAM',
    image: img('popup-lottery', '幸运大抽奖', '抽奖'),
    title: '峰会幸运大抽奖',
    nav: navTo({ type: 1, title: '抽奖', templateId: 2 }),
    rule: 'EVERY'
  })
  I('short_links', {
    keyword: 'summit',
    content_id: upcomingId,
    target: `/pages/event/index?id=${upcomingId}`,
    title: '2025 数字营销增长峰会',
    content: '峰会报名进行中'
  })
  I('short_links', {
    keyword: 'report',
    content_id: articleIds[0],
    target: `/pages/article/index?id=${articleIds[0]}`,
    title: ARTICLES[0].title,
    content: ARTICLES[0].summary
  })
  I('short_links', { keyword: 'partner', content_id: null, target: 'https://example.com/yuntu-partner-program', title: '伙伴计划介绍', content: null })
  // The privacy policy the forms' 《隐私政策》 links to (pages/link-content/index?keyword=privacy).
  I('short_links', {
    keyword: 'privacy',
    content_id: null,
    target: '/pages/link-content/index?keyword=privacy',
    title: '隐私政策',
    content:
      '<p>云图科技（以下简称“我们”）重视你的个人信息保护。本政策说明我们在活动报名、表单提交和内容浏览中如何收集、使用和保护你的信息。</p><h3>一、我们收集的信息</h3><p>你主动填写的姓名、手机号、公司、职位、邮箱等报名信息；为保障账号安全所需的登录记录；你浏览内容时产生的访问记录。</p><h3>二、我们如何使用</h3><p>用于活动报名审核、签到入场、发送活动通知、提供你订阅的内容与服务，以及在你同意的范围内与你联系。我们不会将你的信息出售给任何第三方。</p><h3>三、信息的保存与保护</h3><p>信息保存在中国境内的服务器上，仅保存实现上述目的所需的期限，并采取加密传输、访问控制等措施防止泄露。</p><h3>四、你的权利</h3><p>你可以在“我的”中查看和修改个人资料、取消活动报名；如需删除账号或撤回同意，请联系客服 400-800-1234。</p>'
  })

  // ---------------------------------------------------------------- assets, posters, campaign
  const dir = (id: number, name: string, parent_id: number | null) => I('asset_dirs', { id, name, parent_id })
  dir(1, '品牌素材', null)
  dir(2, '活动海报', 1)
  dir(3, '宣传视频', 1)
  dir(4, '产品资料', null)
  const asset = (name: string, kind: string, dir_id: number, size: number, url: string) =>
    I('assets', { name, kind, url, cover: kind === 'IMAGE' ? url : img(`asset-${name}`, name, '素材'), size, dir_id })
  asset('品牌主视觉', 'IMAGE', 1, 245_760, img('asset-brand', '云图科技 品牌主视觉'))
  asset('品牌 Logo', 'IMAGE', 1, 12_288, '/media/logo/yuntu.svg')
  asset('峰会主海报', 'IMAGE', 2, 512_000, img('asset-summit', '2025 数字营销增长峰会', '海报'))
  asset('开放日海报', 'IMAGE', 2, 430_080, img('asset-openday', '云图产品开放日', '海报'))
  asset('直播预告海报', 'IMAGE', 2, 389_120, img('asset-live', '营销自动化 30 分钟上手', '直播'))
  asset('产品介绍视频', 'VIDEO', 3, 18_874_368, '/media/video/video-1.webm')
  asset('峰会回顾视频', 'VIDEO', 3, 25_165_824, '/media/video/video-8.webm')
  asset('产品手册', 'FILE', 4, 3_355_443, '/media/file/material-6-1.pdf')
  asset('报价单', 'FILE', 4, 364_544, '/media/file/material-8-1.pdf')
  asset('ROI 测算表', 'FILE', 4, 15_360, '/media/file/material-11-1.xlsx')
  const tpl = (scope: string, name: string, background: string, color: string) =>
    I('poster_templates', { scope, name, preview: img(`poster-${name}`, name, '海报模板'), background, color })
  tpl('SHARE', '简约白', '#ffffff', '#1f2329')
  tpl('SHARE', '科技蓝', '#eaf1ff', '#1d2b4f')
  tpl('SHARE', '活力橙', '#fff4e8', '#4a2a0a')
  tpl('BUSINESS', '商务名片海报', '#ffffff', '#1f2329')
  tpl('BUSINESS', '深色名片海报', '#1d2b4f', '#ffffff')
  tpl('CARD', '默认名片', 'linear-gradient(135deg,#2f6bff,#7a4dff)', '#ffffff')
  const campaign = I('promotion_campaigns', { title: '峰会推广计划', cover: cover('event-summit'), event_id: upcomingId, start_time: at(-7), end_time: at(14) })
  I('promotion_tasks', {
    campaign_id: campaign,
    title: '带来 10 次访问',
    description: '分享你的推广链接，累计 10 次访问',
    metric: 'VIEWS',
    target: 10,
    reward: 50
  })
  I('promotion_tasks', {
    campaign_id: campaign,
    title: '邀请 5 人报名',
    description: '通过你的链接完成 5 个报名',
    metric: 'APPLICANTS',
    target: 5,
    reward: 200
  })
  I('promotion_tasks', { campaign_id: campaign, title: '触达 20 位访客', description: '累计 20 位不同访客', metric: 'VISITORS', target: 20, reward: 100 })
  const page = `/pages/event/index?id=${upcomingId}`
  for (let i = 0; i < 14; i++) {
    const visitor = i % 4 === 0 ? `account:${others[i % others.length]}` : `anon:seed-${i}`
    I('promotion_views', {
      promoter_id: promoter1,
      visitor_key: visitor,
      account_id: i % 4 === 0 ? others[i % others.length] : null,
      page,
      created_at: at(-(i % 6), -i)
    })
  }
  for (let i = 0; i < 6; i++) I('promotion_views', { promoter_id: promoter2, visitor_key: `anon:seed2-${i}`, account_id: null, page, created_at: at(-(i % 3)) })
  void promoter3

  // ---------------------------------------------------------------- AI, lookups
  I('ai_assistant', {
    id: 1,
    name: '小云',
    avatar: avatar('小云'),
    welcome: '你好，我是云图科技的 AI 助手小云。可以问我关于产品、活动、课程和行业实践的问题。',
    suggestions: ['最近有什么活动？', '私域运营怎么做？', '营销自动化入门课程', '有哪些零售行业案例？']
  })
  const enterprises: [string, string, string][] = [
    ['云图科技有限公司', '91310000MA1FL0001X', '林晓峰'],
    ['上海云图信息技术有限公司', '91310115MA1HB0002Y', '林晓峰'],
    ['华联零售集团股份有限公司', '91310000132200003A', '王建国'],
    ['远航智能制造有限公司', '91320500MA1MN0004B', '赵志强'],
    ['知行教育科技有限公司', '91110108MA01C0005C', '孙悦'],
    ['康泰医疗器械有限公司', '91440300MA5D00006D', '陈康'],
    ['优选生鲜电子商务有限公司', '91330100MA2H00007E', '周敏'],
    ['恒力装备制造股份有限公司', '91370200MA3C00008F', '郑恒']
  ]
  for (const [name, credit_code, legal_person] of enterprises) I('enterprises', { name, credit_code, legal_person })
  const regions: [string, string, string | null][] = [
    ['310000', '上海市', null],
    ['310100', '上海市', '310000'],
    ['310101', '黄浦区', '310100'],
    ['310104', '徐汇区', '310100'],
    ['310115', '浦东新区', '310100'],
    ['110000', '北京市', null],
    ['110100', '北京市', '110000'],
    ['110105', '朝阳区', '110100'],
    ['110108', '海淀区', '110100'],
    ['440000', '广东省', null],
    ['440100', '广州市', '440000'],
    ['440106', '天河区', '440100'],
    ['440300', '深圳市', '440000'],
    ['440305', '南山区', '440300'],
    ['330000', '浙江省', null],
    ['330100', '杭州市', '330000'],
    ['330106', '西湖区', '330100']
  ]
  for (const [code, name, parent_code] of regions) I('addresses', { code, name, parent_code })
  for (const [key, label, type] of [
    ['industry', '行业', 'TEXT'],
    ['scale', '企业规模', 'TEXT'],
    ['author', '作者', 'TEXT'],
    ['readTime', '阅读时长', 'TEXT'],
    ['region', '所在区域', 'TEXT'],
    ['level', '伙伴级别', 'TEXT']
  ])
    I('metadata_defs', { key, label, type })
  for (const [param_name, param_value] of [
    ['utm_source', 'website'],
    ['utm_scid', ''],
    ['utm_uid', ''],
    ['utm_entity_data_id', '']
  ])
    I('track_params', { param_name, param_value })

  // ---------------------------------------------------------------- website, modules, menu, custom pages
  // Drawn icons (server/lib/svg.ts ICON_GLYPHS) per quick link.
  const NAV_ICONS: Record<string, string> = {
    官方博客: 'blog',
    行业洞察: 'insight',
    关于我们: 'about',
    申请试用: 'trial',
    品牌素材: 'asset',
    小程序: 'miniapp',
    趋势报告: 'report',
    现场打卡: 'checkin',
    合作伙伴: 'partner',
    视频号: 'video',
    客服热线: 'phone'
  }
  const everyNav = (prefix: number): NavItem[] =>
    [
      { type: 0, title: '官方博客', outUrl: 'https://example.com/yuntu-blog', link: 'https://example.com/yuntu-blog' },
      { type: 1, title: '行业洞察', templateId: -4, extra: '1', tip: '1' },
      { type: 1, title: '关于我们', templateId: 2 },
      { type: 2, title: '申请试用', websiteFormId: 2 },
      { type: 3, title: '品牌素材', assetId: 1 },
      { type: 4, title: '小程序', appId: 'wx8a1b2c3d4e5f6a7b', path: 'pages/index/index' },
      { type: 5, title: '趋势报告', contentType: 'ARTICLE', contentId: articleIds[0] },
      { type: 6, title: '现场打卡', interactionId: 1 },
      { type: 7, title: '合作伙伴', entityId: 101 },
      { type: 8, title: '视频号', feedId: 'export/UzFfAgtgekIEAQAAAAAAb4MZQyUAAAAAstQy6ubaLX4KHWvLEZgBPE' },
      { type: 9, title: '客服热线', link: 'callNumber', phoneNumber: '400-820-1234' }
    ].map((item, i) => ({ id: prefix + i, icon: icon(NAV_ICONS[item.title] || item.title), ...item }) as NavItem)

  const more = (title: string, templateId: number): NavItem => ({ id: 800 + Math.abs(templateId), title, icon: icon(title), type: 1, templateId })
  const contentModule = (
    id: number,
    title: string,
    subtitle: string,
    entityType: string,
    layout: 'list' | 'grid' | 'scroll',
    size: number,
    moreNav: NavItem | null,
    filter = {}
  ) => {
    I('site_modules', { id, entity_type: entityType, size, filter })
    return { id, kind: 'CONTENT', title, subtitle, more: moreNav, entityType: /^\d+$/.test(entityType) ? Number(entityType) : entityType, layout, size }
  }
  const home: SiteModule[] = [
    {
      id: 1,
      kind: 'BANNER',
      title: '',
      subtitle: '',
      more: null,
      slides: [
        {
          image: img('banner-summit', '2025 数字营销增长峰会 · 上海', '报名中'),
          title: '2025 数字营销增长峰会',
          nav: { id: 11, title: '峰会', icon: '', type: 5, contentType: 'EVENT', contentId: upcomingId }
        },
        {
          image: img('banner-course', '营销自动化入门 · 免费课程', '课程'),
          title: '营销自动化入门',
          nav: { id: 12, title: '课程', icon: '', type: 5, contentType: 'COURSE', contentId: courseFree }
        },
        { image: img('banner-ai', '问问 AI 助手小云', 'AI'), title: 'AI 助手', nav: { id: 13, title: 'AI', icon: '', type: 0, link: '/pages/ai/index' } }
      ]
    },
    { id: 2, kind: 'NAV', title: '快捷入口', subtitle: '', more: null, columns: 4, items: everyNav(100) },
    contentModule(3, '近期活动', '线上线下，与同行面对面', 'EVENT', 'scroll', 5, more('全部活动', -2)) as SiteModule,
    contentModule(4, '精选文章', '行业洞察与实践', 'ARTICLE', 'list', 5, more('更多文章', -4), { recommend: true }) as SiteModule,
    contentModule(5, '热门课程', '系统学习营销数字化', 'COURSE', 'grid', 4, more('全部课程', -3)) as SiteModule,
    {
      id: 6,
      kind: 'RICH_TEXT',
      title: '关于云图',
      subtitle: '',
      more: null,
      html: '<p><strong>云图科技</strong>专注营销数字化 10 年，服务 2000+ 企业客户。我们相信：好的营销，是让客户在需要的时候找到你。</p><p>服务热线：400-820-1234</p>'
    },
    {
      id: 7,
      kind: 'IMAGE',
      title: '',
      subtitle: '',
      more: null,
      image: img('image-lottery', '峰会幸运大抽奖 · 100% 有礼', '抽奖'),
      nav: { id: 14, title: '抽奖', icon: '', type: 0, link: '/pages/lottery/index?id=1' }
    },
    contentModule(8, '客户案例', '他们都在用云图', 'CUSTOMER_CASE', 'scroll', 6, more('全部案例', -6)) as SiteModule,
    { id: 9, kind: 'TITLE', title: '联系我们', subtitle: '你的专属顾问', more: null },
    { id: 10, kind: 'CARD', title: '我的名片', subtitle: '', more: null, companyUserId: 1 }
  ]
  const theme: ThemeConfig = {
    themeColor: '#2f6bff',
    backgroundType: 'color',
    backgroundColor: '#f4f5f9',
    backgroundSrc: '',
    moduleTheme: 'theme2',
    moduleThemeSettings: {
      boxShadow: true,
      verticalMargin: 12,
      horizontalMargin: 12,
      borderRadius: 12,
      titleHeight: 44,
      titleBackground: '#ffffff',
      titleDecoration: 'bar',
      titlePosition: 'left',
      titleText: '#1f2329',
      subtitleText: '#8f959e',
      contentPaddings: 12,
      contentBackground: '#ffffff',
      moreAtBottom: false
    }
  }
  I('websites', {
    id: 1,
    name: '云图科技官网',
    logo: '/media/logo/yuntu.svg',
    theme_code: 'style_b',
    theme_config: JSON.stringify(theme),
    share_title: '云图科技 · 营销数字化服务商',
    share_image: img('share-home', '云图科技 · 营销数字化服务商'),
    modules: home,
    // 我的 (the personal centre, type 1 templateId -1) first in the menu: tickets, orders, favourites.
    menu: [{ id: 299, title: '我的', icon: icon('我的'), type: 1, templateId: -1 } as NavItem, ...everyNav(200)]
  })
  const aboutPage: SiteModule[] = [
    { id: 101, kind: 'IMAGE', title: '', subtitle: '', more: null, image: img('about-hero', '关于云图科技'), nav: null },
    {
      id: 102,
      kind: 'RICH_TEXT',
      title: '公司简介',
      subtitle: '',
      more: null,
      html: '<p>云图科技成立于 2015 年，总部位于上海，在北京、深圳、杭州设有分支机构。</p><p>我们的使命是：让每一家企业都能用好数据和内容，与客户建立长期信任。</p>'
    },
    contentModule(103, '合作伙伴', '遍布全国的服务网络', '101', 'list', 10, { id: 899, title: '全部伙伴', icon: '', type: 7, entityId: 101 }) as SiteModule,
    contentModule(104, '加入我们', '开放职位', '102', 'list', 10, null) as SiteModule,
    { id: 105, kind: 'CARD', title: '联系顾问', subtitle: '', more: null, companyUserId: 2 }
  ]
  const productPage: SiteModule[] = [
    { id: 111, kind: 'BANNER', title: '', subtitle: '', more: null, slides: [{ image: img('product-hero', '产品中心'), title: '产品中心', nav: null }] },
    contentModule(112, '营销云', '', 'PRODUCT_INTRODUCTION', 'grid', 6, more('全部产品', -9)) as SiteModule,
    contentModule(113, '产品演示视频', '', 'VIDEO', 'scroll', 8, more('全部视频', -10)) as SiteModule,
    contentModule(114, '资料下载', '', 'FILEDOWNLOAD', 'list', 5, more('全部资料', -5)) as SiteModule,
    { id: 115, kind: 'NAV', title: '更多', subtitle: '', more: null, columns: 3, items: everyNav(300).slice(0, 6) }
  ]
  I('custom_pages', { id: 2, title: '关于我们', modules: aboutPage })
  I('custom_pages', { id: 3, title: '产品中心', modules: productPage })

  void caseIds
  void productIds
  void partnerIds
  void materialIds
  void colleagueAccount
}

function P2(kind: string): string[] {
  return [
    `本${kind}由云图科技出品，内容覆盖营销数字化的核心方法与实践。`,
    '营销自动化、私域运营与数据驱动是贯穿始终的三条主线，每个知识点都配有真实客户案例。',
    '适合市场负责人、运营经理和销售负责人。'
  ]
}
