import type { Db } from '../db'
import { assistantRepo, type FactRow } from '../repositories/assistant'
import { eventsRepo } from '../repositories/events'
import { EVENT_STATUS_TEXT } from '../../src/shared/event-status'
import { formatEventTime, formatLabelled, formatPrice, formatSize } from '../../src/shared/format'
import { detailPath, entityTypeOut, eventStatus } from './content'

/**
 * Questions about one fact of one item the site has (峰会几点开始？这门课有几节？白皮书多大？), answered from the
 * item's own fields, never from its wording: deterministic, and a fact the item does not hold is not guessed.
 */

/** A fact a visitor asks about. */
type Fact = 'time' | 'venue' | 'price' | 'signup' | 'lessons' | 'size'

/**
 * The words that ask for each fact, each written whole (几节课, not 几节) so that taking them out of the question
 * leaves only what it is about. Order matters only for overlaps: a question about 下载 asks for the files, not a venue.
 */
const FACT_WORDS: [Fact, RegExp][] = [
  ['size', /多大|大小|文件|几个附件|什么格式|格式|下载/g],
  ['lessons', /(有)?(几|多少)节(课(时|程)?)?|(有)?(几|多少)个课(时|程)?|课时|章节|目录|(有)?哪些课|讲(了)?什么|学(些)?什么/g],
  ['signup', /报名截止|截止(时间|日期)?|(还)?(能|可以)报名|报名(了)?(吗|么)|报名状态|(还有)?名额|(报)?满了|报满|(要|需要)?审核/g],
  ['price', /多少钱|价格|价钱|费用|收费|免费|付费|要钱|花钱|票价|贵不贵|贵吗/g],
  ['venue', /地点|在哪(里|儿)?|哪里|地址|场地|哪个城市|哪座城市|举办地|线上还是线下|怎么去/g],
  ['time', /时间|几点|什么时候|何时|哪天|哪一天|几号|几月|日期|开始|结束|多久/g]
]

/** Words that point back at what the conversation last listed. */
const POINTER =
  /它们|它|这些|那些|这个|那个|这场|那场|这门|那门|这份|那份|这次|这节|该|上面的?|刚才的?|刚刚的?|第([一二三四五六七八九十]|\d+)(个|场|门|份|条|项)/g
const ORDINAL = /第([一二三四五六七八九十]|\d+)(个|场|门|份|条|项)/
const CN_DIGITS = '一二三四五六七八九十'

/** Words that name a kind of content only: they narrow the choice to that type and name no item. */
const TYPE_WORDS: [RegExp, string[]][] = [
  [/活动/g, ['EVENT', 'BAGEVENT']],
  [/课程|课/g, ['COURSE']],
  [/资料|文件|文档/g, ['FILEDOWNLOAD']],
  [/视频/g, ['VIDEO']],
  [/文章/g, ['ARTICLE']]
]

/** Words of a title that also say its kind: 峰会 names the event titled …峰会 before the summit's handouts or video. */
const KIND_WORDS: [RegExp, string[]][] = [
  [/峰会|大会|论坛|沙龙|工作坊|开放日|直播|发布会|训练营/, ['EVENT', 'BAGEVENT']],
  [/训练营|进阶课/, ['COURSE']],
  [/白皮书|手册|指南|清单|模板|讲义|合集|报价单|测算表|规范/, ['FILEDOWNLOAD']]
]

/**
 * Words that ask rather than name (as the assistant's FILLER, plus what is left around a fact word, and the verbs
 * of an event: 在哪里举办？ names nothing and asks about what was just listed).
 */
const FILLER =
  /举办|举行|召开|开展|进行|上课|参加|请问|你好|您好|一下|你们|我们|想知道|知道|告诉我|告诉|具体|大概|一共|总共|共|呢|吗|么|吧|啊|呀|的|了|是|有|在|几|要|和|还|都|请|我|你|您/g

/** At most this many items in one answer (a pointer at a long list answers for each of them). */
const MAX_ITEMS = 5
/** An item is named when its title covers at least this share of what the question names. */
const MIN_COVERAGE = 0.5

interface Asked {
  facts: Fact[]
  /** What the question names, with the fact, pointer, type and filler words taken out. */
  phrases: string[]
  words: string[]
  /** Content types the question narrows to (这门课 → COURSE), empty for any. */
  types: string[]
  pointer: boolean
  /** 第二个 → 1. */
  ordinal: number | null
}

function ordinalOf(question: string): number | null {
  const m = question.match(ORDINAL)
  if (!m) return null
  const n = /\d/.test(m[1]) ? Number(m[1]) : CN_DIGITS.indexOf(m[1]) + 1
  return n > 0 ? n - 1 : null
}

/** The facts a question asks for and what it names; null when it asks for no fact. */
function parse(question: string): Asked | null {
  let text = question.toLowerCase()
  const facts: Fact[] = []
  for (const [fact, re] of FACT_WORDS) {
    if (!re.test(text)) continue
    re.lastIndex = 0
    facts.push(fact)
    text = text.replace(re, ' ')
  }
  if (!facts.length) return null
  // 在哪里下载 asks for the files, not a venue; 报名截止到什么时候 for the sign-up's end, which the sign-up line says.
  if (facts.includes('size') && facts.includes('venue')) facts.splice(facts.indexOf('venue'), 1)
  if (/截止/.test(question) && facts.includes('time')) facts.splice(facts.indexOf('time'), 1)
  const pointer = POINTER.test(text)
  POINTER.lastIndex = 0
  const ordinal = ordinalOf(text)
  text = text.replace(POINTER, ' ')
  const types: string[] = []
  for (const [re, t] of TYPE_WORDS) {
    if (!re.test(text)) continue
    re.lastIndex = 0
    types.push(...t)
    text = text.replace(re, ' ')
  }
  text = text.replace(FILLER, ' ')
  const phrases = (text.match(/[\u4e00-\u9fff]+/g) ?? []).filter(p => p.length > 1)
  const words = (text.match(/[a-z0-9][a-z0-9.+#-]*/g) ?? []).filter(w => w.length > 1 && !/^\d+$/.test(w))
  return { facts, phrases, words, types, pointer, ordinal }
}

/** How much of what the question names the title holds, 0–1 (CJK by bigrams, ASCII words whole, a word counting as two). */
function coverage(asked: Asked, title: string): number {
  const head = title.toLowerCase()
  let total = 0
  let covered = 0
  for (const phrase of asked.phrases) {
    const chars = Array.from(phrase)
    total += chars.length
    const hit = new Array<boolean>(chars.length).fill(false)
    for (let i = 0; i < chars.length - 1; i++) if (head.includes(chars[i] + chars[i + 1])) hit[i] = hit[i + 1] = true
    covered += hit.filter(Boolean).length
  }
  for (const word of asked.words) {
    total += 2
    if (head.includes(word)) covered += 2
  }
  return total ? covered / total : 0
}

/** The kinds the question's words name that this title is of (峰会 in the question and the event's title). */
const kindFit = (asked: Asked, row: FactRow) =>
  KIND_WORDS.some(([re, types]) => types.includes(row.entity_type) && asked.phrases.some(p => re.test(p)) && re.test(row.title))

/** The items the question is about: those it names, else (a pointer, or nothing named) what was last listed. */
function subjects(db: Db, asked: Asked, context: number[]): FactRow[] {
  const rows = assistantRepo(db).factRows()
  const ofType = (r: FactRow) => !asked.types.length || asked.types.includes(r.entity_type)
  const named = asked.phrases.length + asked.words.length > 0
  if (named) {
    const scored = rows
      .filter(ofType)
      .map(r => ({ r, fit: coverage(asked, r.title), kind: kindFit(asked, r), listed: context.includes(r.id) }))
      .filter(x => x.fit >= MIN_COVERAGE)
    if (scored.length) {
      // Best cover first; among equals the kind the question names (峰会 → the summit), then what was just listed.
      const rank = (x: (typeof scored)[number]) => x.fit * 4 + (x.kind ? 2 : 0) + (x.listed ? 1 : 0)
      const top = Math.max(...scored.map(rank))
      return scored
        .filter(x => rank(x) === top)
        .map(x => x.r)
        .slice(0, MAX_ITEMS)
    }
    // A name the site does not have is not answered from the last list (它 stays for pointers and bare questions).
    if (!asked.pointer) return []
  }
  const byId = new Map(rows.map(r => [r.id, r]))
  const listed = context.map(id => byId.get(id)).filter((r): r is FactRow => !!r && ofType(r))
  if (asked.ordinal !== null) return listed[asked.ordinal] ? [listed[asked.ordinal]] : []
  return listed.slice(0, MAX_ITEMS)
}

const isEvent = (r: FactRow) => r.entity_type === 'EVENT' || r.entity_type === 'BAGEVENT'
const metadataValue = (r: FactRow, label: string) =>
  (JSON.parse(r.metadata || '[]') as { label?: string; value?: unknown }[]).find(m => m.label === label)?.value as string | undefined

/** One fact of one item as a sentence after its title; null when the item does not hold it. */
function factOf(db: Db, r: FactRow, fact: Fact, now: number): string | null {
  const repo = assistantRepo(db)
  switch (fact) {
    case 'time': {
      if (!isEvent(r) || !r.start_time) return null
      const status = eventStatus(r.start_time, r.end_time, now)
      return `时间：${formatEventTime(r.start_time, r.end_time)}${status === 'UPCOMING' ? '' : `，${EVENT_STATUS_TEXT[status]}`}`
    }
    case 'venue': {
      if (!isEvent(r)) return null
      // The address alone when it names the city (上海市浦东新区…, 线上直播).
      const where = r.city && r.address?.includes(r.city) ? r.address : [r.city, r.address].filter(Boolean).join(' · ')
      return where ? `地点：${where}` : null
    }
    case 'price': {
      // An external platform's event is priced there, not here.
      if (r.entity_type === 'BAGEVENT') return null
      const fee = metadataValue(r, '费用')
      return fee ? `费用：${fee}` : `价格：${formatPrice(r.price)}`
    }
    case 'signup':
      return signupOf(db, r, now)
    case 'lessons': {
      if (r.entity_type !== 'COURSE') return null
      const titles = repo.lessonTitles(r.id)
      return titles.length ? `共 ${titles.length} 节课：${titles.join('；')}` : null
    }
    case 'size': {
      if (r.entity_type !== 'FILEDOWNLOAD') return null
      const files = repo.files(r.id)
      if (!files.length) return null
      const list = files.map(f => `${f.name}（${f.size === null ? '大小未知' : formatSize(f.size)}）`).join('、')
      return `共 ${files.length} 个文件：${list}，登录后在资料页下载`
    }
  }
}

/** Whether and until when one can sign up: the sign-up rules of the event's page (open until it ends, seats, audit). */
function signupOf(db: Db, r: FactRow, now: number): string | null {
  if (r.entity_type === 'COURSE') {
    if (r.register_form_id) return '报名：填写报名表后即可学习'
    return r.price ? `报名：购买后即可学习（${formatPrice(r.price)}）` : '报名：免费课程，无需报名，直接学习'
  }
  if (!isEvent(r) || !r.start_time) return null
  if (eventStatus(r.start_time, r.end_time, now) === 'ENDED') return '报名：活动已结束，报名已关闭'
  if (r.bagevent_url) return '报名：在第三方活动平台报名，活动页点「前往报名」'
  const until = r.end_time ? `，报名截止到活动结束（${formatLabelled(r.end_time)}）` : ''
  const capacity = r.capacity ?? 0
  const taken = capacity > 0 ? eventsRepo(db).activeCount(r.id) : 0
  if (capacity > 0 && taken >= capacity) return `报名：名额已满（${capacity} 人）`
  const seats = capacity > 0 ? `，名额 ${capacity} 人，剩余 ${capacity - taken} 个` : ''
  return `报名：报名中${seats}${r.needs_audit ? '，需审核' : ''}${until}`
}

/** What a fact answer is: its text (the item named and linked) and the items it names. */
interface FactAnswer {
  /** null: the items named do not hold what is asked (the assistant says it does not know). */
  content: string | null
  items: FactRow[]
}

/**
 * The answer to a question asking for facts of content the site has: null when the question asks for no fact
 * or names nothing (the assistant's search answers it); `content: null` when the content named does not hold the
 * fact. `context`: the ids of what the conversation last listed, for 它/这个活动/第二个.
 */
export function factAnswer(db: Db, question: string, context: number[], now: number): FactAnswer | null {
  const asked = parse(question)
  if (!asked) return null
  const items = subjects(db, asked, context)
  if (!items.length) return null
  const lines: string[] = []
  const known: FactRow[] = []
  for (const r of items) {
    const facts = asked.facts.map(f => factOf(db, r, f, now)).filter((t): t is string => t !== null)
    if (!facts.length) continue
    known.push(r)
    lines.push(`**[${r.title}](${detailPath(r)})**\n${facts.map(t => `- ${t}`).join('\n')}`)
  }
  return { content: known.length ? lines.join('\n\n') : null, items: known.length ? known : items }
}

/** The links of a fact answer (the app's cards and links of the items it names). */
export const factLinks = (items: FactRow[]) => items.map(r => ({ entityType: entityTypeOut(r.entity_type), id: r.id, title: r.title }))
