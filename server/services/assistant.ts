import type { AiMessage, EntityTypeName } from '../../types/contract'
import type { Db } from '../db'
import { detailPath, entityTypeOut, type EntityRow } from './content'

/** Question → tokens: CJK character bigrams (and single characters of 1-char runs) plus ASCII words. */
export function tokenize(text: string): string[] {
  const tokens = new Set<string>()
  const lower = text.toLowerCase()
  for (const word of lower.match(/[a-z0-9][a-z0-9.+#-]*/g) ?? []) if (word.length > 1) tokens.add(word)
  for (const run of lower.match(/[\u4e00-\u9fff]+/g) ?? []) {
    const chars = Array.from(run)
    if (chars.length === 1) continue
    for (let i = 0; i < chars.length - 1; i++) tokens.add(chars[i] + chars[i + 1])
  }
  for (const stop of STOP) tokens.delete(stop)
  return [...tokens]
}

const STOP = new Set(['什么', '怎么', '如何', '可以', '一下', '请问', '我们', '你们', '有没', '没有', '哪些', '是否', '一个', '这个', '那个', '吗？'])
const SEARCHED = ['ARTICLE', 'EVENT', 'COURSE', 'VIDEO', 'CUSTOMER_CASE', 'PRODUCT_INTRODUCTION', 'FILEDOWNLOAD']
const TYPE_NAMES: Record<string, string> = {
  ARTICLE: '文章',
  EVENT: '活动',
  COURSE: '课程',
  VIDEO: '视频',
  CUSTOMER_CASE: '案例',
  PRODUCT_INTRODUCTION: '产品',
  FILEDOWNLOAD: '资料'
}

/** Words that say which kind of content the visitor wants. */
const INTENT: [RegExp, string][] = [
  [/活动|峰会|报名|沙龙|直播|开放日|会议/, 'EVENT'],
  [/课程|学习|课|训练营|教程/, 'COURSE'],
  [/视频|演示|回放/, 'VIDEO'],
  [/案例|客户故事|标杆/, 'CUSTOMER_CASE'],
  [/资料|下载|白皮书|手册|模板/, 'FILEDOWNLOAD'],
  [/产品|功能|价格|报价/, 'PRODUCT_INTRODUCTION']
]

const strip = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;/g, ' ')
const count = (hay: string, needle: string) => {
  let n = 0
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + needle.length)) n++
  return n
}

export interface Answer {
  content: string
  links: AiMessage['links']
}

/** Answers from the site's own content: the 1-3 best matches by title/summary/content, as markdown links. Deterministic. */
export function answer(db: Db, question: string): Answer {
  const tokens = tokenize(question)
  const wanted = new Set(INTENT.filter(([re]) => re.test(question)).map(([, type]) => type))
  const rows = db
    .prepare(`SELECT id, entity_type, title, summary, content FROM entity_data WHERE entity_type IN (${SEARCHED.map(() => '?').join(',')})`)
    .all(...SEARCHED) as { id: number; entity_type: string; title: string; summary: string; content: string }[]
  const scored = rows
    .map(r => {
      const title = r.title.toLowerCase()
      const summary = r.summary.toLowerCase()
      const body = strip(r.content).toLowerCase()
      let score = 0
      for (const t of tokens) score += (title.includes(t) ? 6 : 0) + (summary.includes(t) ? 3 : 0) + Math.min(3, count(body, t))
      if (score > 0 && wanted.has(r.entity_type)) score += 10
      return { r, score }
    })
    .filter(x => x.score > 0)
    .sort((a, b) => b.score - a.score || a.r.id - b.r.id)
  const best = scored.length ? scored.filter(x => x.score >= scored[0].score * 0.35).slice(0, 3) : []
  if (!best.length) {
    const hot = db.prepare("SELECT id, entity_type, title FROM entity_data WHERE entity_type IN ('ARTICLE','EVENT','COURSE') ORDER BY view_count DESC, id LIMIT 3").all() as Pick<EntityRow, 'id' | 'entity_type' | 'title'>[]
    return {
      content:
        `抱歉，站内暂时没有找到与「${question.slice(0, 40)}」直接相关的内容。你可以换个说法，或者看看这些热门内容：\n\n` +
        hot.map(h => `- [${h.title}](${detailPath(h)})`).join('\n'),
      links: hot.map(h => ({ entityType: entityTypeOut(h.entity_type) as EntityTypeName | number, id: h.id, title: h.title }))
    }
  }
  const lines = best.map(({ r }, i) => `${i + 1}. **[${r.title}](${detailPath(r)})**（${TYPE_NAMES[r.entity_type] ?? '内容'}）\n   ${r.summary}`)
  return {
    content: `根据站内内容，以下${best.length > 1 ? ` ${best.length} 条` : ''}可能对你有帮助：\n\n${lines.join('\n')}\n\n点击标题查看详情；如需人工咨询，可在「我的」页面联系我们。`,
    links: best.map(({ r }) => ({ entityType: entityTypeOut(r.entity_type), id: r.id, title: r.title }))
  }
}
