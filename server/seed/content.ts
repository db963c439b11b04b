import type { Db } from '../db'
import { type AddEntity, cover } from './helpers'
import { ARTICLES, RICH_ARTICLE_HTML, XSS_HTML } from './text'

export interface DemoArticles {
  /** The 24 demo articles, then the XSS, redirect, CP-gated, subscribe-gated and paid ones. */
  articleIds: number[]
  paidArticleId: number
}

/** Articles: the demo copy of text.ts plus the special cases (unsafe HTML, redirect, gates, paid). */
export function seedArticles(addEntity: AddEntity): DemoArticles {
  const articleIds: number[] = []
  ARTICLES.forEach((a, i) => {
    const key = `article-${i + 1}`
    articleIds.push(
      addEntity({
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
  const xssId = addEntity({
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
  const redirectId = addEntity({
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
  const cpGateId = addEntity({
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
  const subGateId = addEntity({
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
  const paidArticleId = addEntity({
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
  return { articleIds, paidArticleId }
}

/** The eight demo videos (generated 6-second clips); returns their ids. */
export function seedVideos(addEntity: AddEntity): number[] {
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
    return addEntity({
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
  return videoIds
}

/** Links content to an event as its related content (the ended workshop's contentEntityId filter). */
export function relateToEvent(db: Db, eventId: number, ids: number[]): void {
  db.prepare(`UPDATE entity_data SET related_entity_id = ? WHERE id IN (${ids.map(() => '?').join(', ')})`).run(eventId, ...ids)
}
