import type { AiMessage, EntityTypeName } from '../../types/contract'
import type { Db } from '../db'
import { assistantRepo, type EventRow } from '../repositories/assistant'
import { companyRepo } from '../repositories/company'
import { CONTENT_LISTS } from '../../src/shared/content-lists'
import { inZone } from '../../src/shared/format'
import { factAnswer, factLinks } from './assistant-facts'
import { detailPath, entityTypeOut } from './content'

/** Question → tokens: CJK character bigrams (and single characters of 1-char runs) plus ASCII words. */
function tokenize(text: string): string[] {
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

/**
 * Words that ask rather than name (question words, particles, pronouns): they split a question into the
 * phrases it is about and never count as what it is about. Longest first, so 怎么样 goes before 怎么.
 */
const FILLER =
  '怎么样 怎么做 是多少 有没有 是不是 为什么 请问 你好 您好 怎么 如何 什么 多少 哪些 哪个 哪里 是否 可以 能否 一下 你们 我们 您们 我想 想要 了解 介绍 关于 有关 相关 告诉 知道 的 了 吗 呢 吧 啊 呀 么 是 有 和 与 及 在 个 些 请 我 你 您 他 她 它 要 想 会 能 都 也 还 就 把 给 对 从 为'
    .split(' ')
    .sort((a, b) => b.length - a.length)

/** The phrases a question is about: its CJK runs and ASCII words with the FILLER words taken out. */
function questionTerms(question: string): { phrases: string[]; words: string[] } {
  let text = question.toLowerCase()
  for (const f of FILLER) text = text.split(f).join(' ')
  const words = (text.match(/[a-z0-9][a-z0-9.+#-]*/g) ?? []).filter(w => w.length > 1)
  const phrases = text.match(/[\u4e00-\u9fff]+/g) ?? []
  return { phrases, words }
}

/**
 * How much of a question one item answers, 0–1: the share of the question's meaningful characters
 * (FILLER taken out; an ASCII word counts as two) covered by its bigrams and words found in the item's
 * title, summary or type name (fully) or only in its body (half), and how many separate terms of the
 * question its title, summary or type name hold. A question about the weather in Shanghai shares only
 * 上海 with the Shanghai summit: a quarter of it, one term, so the summit is no answer.
 */
function relevance(question: string, item: { head: string; body: string }): { coverage: number; terms: number } {
  const { phrases, words } = questionTerms(question)
  let total = 0
  let covered = 0
  let terms = 0
  for (const phrase of phrases) {
    const chars = Array.from(phrase)
    total += chars.length
    const weight = new Array<number>(chars.length).fill(0)
    let lastHeadEnd = -1
    for (let i = 0; i < chars.length - 1; i++) {
      const bigram = chars[i] + chars[i + 1]
      const w = item.head.includes(bigram) ? 1 : item.body.includes(bigram) ? 0.5 : 0
      if (w === 1 && i >= lastHeadEnd) {
        terms++
        lastHeadEnd = i + 2
      } else if (w === 1) lastHeadEnd = i + 2
      weight[i] = Math.max(weight[i], w)
      weight[i + 1] = Math.max(weight[i + 1], w)
    }
    covered += weight.reduce((a, b) => a + b, 0)
  }
  for (const word of words) {
    total += 2
    const w = item.head.includes(word) ? 1 : item.body.includes(word) ? 0.5 : 0
    if (w === 1) terms++
    covered += 2 * w
  }
  return { coverage: total ? covered / total : 0, terms }
}

/** An item answers a question when it covers at least half of it, or names two separate terms of it. */
const MIN_COVERAGE = 0.5
const MIN_TERMS = 2

/** What one item of a type is called: the noun its list's search box uses (文章, 案例…). */
const TYPE_NAMES: Record<string, string> = Object.fromEntries(Object.values(CONTENT_LISTS).map(l => [l.entityType, l.noun]))

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

/** Questions about what is on: event words with "when/what/recent" words, or a bare 活动/峰会. */
const UPCOMING = /(活动|峰会|沙龙|直播|开放日|会议|大会|工作坊)/
const WHEN = /(最近|近期|即将|接下来|有什么|有哪些|哪些|什么时候|何时|安排|日程|报名)/

/** "12月7日（周一）09:00-17:00", or "12月14日（周一）09:00 至 12月15日 17:30" across days: Beijing time, where the events happen. */
export function beijingSpan(startIso: string, endIso: string | null): string {
  const a = inZone(startIso)
  if (!a) return ''
  const head = a.format('M月D日（ddd）HH:mm')
  const b = endIso ? inZone(endIso) : null
  if (!b) return head
  return a.format('YYYY-MM-DD') === b.format('YYYY-MM-DD') ? `${head}-${b.format('HH:mm')}` : `${head} 至 ${b.format('M月D日 HH:mm')}`
}

/** Events not yet over, soonest first: what "最近有什么活动" asks for. */
function upcomingEvents(db: Db, now = new Date().toISOString(), limit = 5): EventRow[] {
  return assistantRepo(db).upcomingEvents(now, limit)
}

/** Where a visitor can reach a person: the company's service line (a screen the app really has is not needed). */
function humanHelp(db: Db): string {
  const phone = companyRepo(db).company()?.service_phone
  return phone ? `如需人工咨询，请拨打服务热线 ${phone}。` : '如需人工咨询，请联系你的专属顾问。'
}

/** The upcoming events as a list: title (a link to its page, where the visitor signs up), Beijing time and place. */
function eventsAnswer(db: Db, events: EventRow[], now: string): Answer {
  const lines = events.map((e, i) => {
    const on = e.start_time <= now ? '（进行中）' : ''
    const where = [e.city, e.address].filter(Boolean).join(' · ')
    return `${i + 1}. **[${e.title}](${detailPath(e)})**${on}\n   时间：${beijingSpan(e.start_time, e.end_time)}（北京时间）${where ? `\n   地点：${where}` : ''}\n   [查看详情并报名](${detailPath(e)})`
  })
  return {
    content: `近期有 ${events.length} 场活动：\n\n${lines.join('\n')}\n\n点击活动即可查看详情并报名。${humanHelp(db)}`,
    brief: `近期有 ${events.length} 场活动，按时间先后列在下面，点卡片查看详情或直接报名。`,
    links: events.map(e => ({ entityType: entityTypeOut(e.entity_type) as EntityTypeName | number, id: e.id, title: e.title }))
  }
}

/** When nothing on the site answers the question: say so plainly and give the hotline, never unrelated content. */
function unknownAnswer(db: Db): Answer {
  const phone = companyRepo(db).company()?.service_phone
  return {
    content: `这个问题我暂时无法从网站内容中找到答案。${phone ? `如需帮助，请拨打服务热线 ${phone}。` : '如需帮助，请联系你的专属顾问。'}`,
    links: []
  }
}

export interface Answer {
  content: string
  /** The text when the answer's content is shown as cards (extension assistantCards): a line or two, not the list again. */
  brief?: string
  links: AiMessage['links']
}

/**
 * Answers from the site's own content, deterministically: a fact of an item it names or the conversation last
 * listed (`context`: those ids) from the item's fields; else what is on, or the 1-3 best matches by
 * title/summary/content, as markdown links.
 */
export function answer(db: Db, question: string, now = new Date().toISOString(), context: number[] = []): Answer {
  const fact = factAnswer(db, question, context, Date.parse(now))
  if (fact) return fact.content === null ? unknownAnswer(db) : { content: fact.content, links: factLinks(fact.items) }
  if (UPCOMING.test(question) && WHEN.test(question)) {
    const events = upcomingEvents(db, now)
    if (events.length) return eventsAnswer(db, events, now)
  }
  const tokens = tokenize(question)
  const wanted = new Set(INTENT.filter(([re]) => re.test(question)).map(([, type]) => type))
  const rows = assistantRepo(db).searchable()
  const scored = rows
    .map(r => {
      const title = r.title.toLowerCase()
      const summary = r.summary.toLowerCase()
      const body = strip(r.content).toLowerCase()
      let score = 0
      for (const t of tokens) score += (title.includes(t) ? 6 : 0) + (summary.includes(t) ? 3 : 0) + Math.min(3, count(body, t))
      if (score > 0 && wanted.has(r.entity_type)) score += 10
      // Only items that answer the question are offered; sharing one word with it is not enough.
      const fit = relevance(question, { head: `${title} ${summary} ${TYPE_NAMES[r.entity_type] ?? ''}`, body })
      const answers = fit.coverage >= MIN_COVERAGE || fit.terms >= MIN_TERMS
      return { r, score: answers ? score : 0 }
    })
    .filter(x => x.score > 0)
    .sort((a, b) => b.score - a.score || a.r.id - b.r.id)
  const best = scored.length ? scored.filter(x => x.score >= scored[0].score * 0.35).slice(0, 3) : []
  if (!best.length) return unknownAnswer(db)
  const when = (r: { entity_type: string; start_time: string | null; end_time: string | null }) =>
    r.entity_type === 'EVENT' && r.start_time ? `\n   时间：${beijingSpan(r.start_time, r.end_time)}（北京时间）` : ''
  const lines = best.map(({ r }, i) => `${i + 1}. **[${r.title}](${detailPath(r)})**（${TYPE_NAMES[r.entity_type] ?? '内容'}）\n   ${r.summary}${when(r)}`)
  return {
    content: `根据站内内容，以下${best.length > 1 ? ` ${best.length} 条` : ''}可能对你有帮助：\n\n${lines.join('\n')}\n\n点击标题查看详情。${humanHelp(db)}`,
    brief: `根据站内内容，下面${best.length > 1 ? ` ${best.length} 条` : '这条'}可能对你有帮助，点卡片查看详情。`,
    links: best.map(({ r }) => ({ entityType: entityTypeOut(r.entity_type), id: r.id, title: r.title }))
  }
}
