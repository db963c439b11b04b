/**
 * The lead radar's scoring rules (extension `leadRadar`), in one declarative table, and the pure arithmetic that
 * applies them: the server scores with it, the app shows the same table as 评分规则. Type imports only: the server
 * loads it as plain TypeScript.
 */
import type { FormField, FormValue, LeadActionKind, LeadCategory } from '../../types/contract'
import { isCellphone } from './phone'

export const LEAD_CATEGORIES: readonly LeadCategory[] = ['events', 'products', 'courses', 'content']

export const LEAD_CATEGORY_LABELS: Record<LeadCategory, string> = { events: '活动', products: '产品', courses: '课程', content: '内容' }

/** What one kind of action is worth. */
interface LeadActionRule {
  label: string
  /** Points of one such action when it happens. */
  points: number
  /** Views: one more point per this many active seconds on the page… */
  bonusEverySeconds?: number
  /** …up to this many points for one view. */
  maxPoints?: number
  /** At most this many points from this kind of action per lead and Beijing day (a loop of views adds no more). */
  dailyCap?: number
  /** The category when the action concerns no content (a form without an event, a question, a lottery…). */
  category: LeadCategory
}

const DAY_MS = 86_400_000

/**
 * The rules. Points decay: an action's points halve every `halfLifeDays` of its category (interest in an event
 * cools faster than interest in a product). A lead whose score reaches `hotThreshold` is hot: the promoter who
 * brought them (company staff for a direct visitor) gets a notice, at most once a day per lead.
 */
export const LEAD_SCORING = {
  hotThreshold: 30,
  halfLifeDays: { events: 14, products: 30, courses: 30, content: 7 } satisfies Record<LeadCategory, number>,
  actions: {
    view: { label: '浏览', points: 3, bonusEverySeconds: 30, maxPoints: 6, dailyCap: 20, category: 'content' },
    download: { label: '下载资料', points: 10, dailyCap: 20, category: 'content' },
    form: { label: '提交表单', points: 15, category: 'products' },
    register: { label: '报名活动', points: 20, category: 'events' },
    checkin: { label: '到场签到', points: 25, category: 'events' },
    ask: { label: '咨询智能助手', points: 4, dailyCap: 12, category: 'content' },
    learn: { label: '学习课程', points: 5, dailyCap: 15, category: 'courses' },
    favorite: { label: '收藏', points: 4, dailyCap: 12, category: 'content' },
    lottery: { label: '参与抽奖', points: 2, dailyCap: 4, category: 'content' },
    points: { label: '获得积分', points: 1, dailyCap: 3, category: 'content' },
    card: { label: '查看名片', points: 5, dailyCap: 5, category: 'products' }
  } satisfies Record<LeadActionKind, LeadActionRule>
} as const

/** A lead first seen this recently is 本周新增. */
export const LEAD_NEW_DAYS = 7

/** The category of a content type (entity_type): events, products (with customer cases), courses, else content. */
export function categoryOfEntity(entityType: string | null | undefined): LeadCategory | null {
  if (!entityType) return null
  if (entityType === 'EVENT' || entityType === 'BAGEVENT') return 'events'
  if (entityType === 'PRODUCT_INTRODUCTION' || entityType === 'CUSTOMER_CASE') return 'products'
  if (entityType === 'COURSE') return 'courses'
  return 'content'
}

/** One thing a lead did, before scoring; `category` null: shown on the timeline, not scored (a list or the home page). */
export interface LeadAction {
  kind: LeadActionKind
  /** ms since 1970 */
  at: number
  category: LeadCategory | null
  title: string
  /** Active seconds on the page (views). */
  seconds?: number | null
}

/** An action with the points the rules gave it when it happened (after the daily caps, before decay). */
export type ScoredAction<A extends LeadAction = LeadAction> = A & { points: number }

const bjDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)

/** The points of one action by its rule, before any cap. */
function rulePoints(a: LeadAction): number {
  const rule: LeadActionRule = LEAD_SCORING.actions[a.kind]
  if (!rule.bonusEverySeconds) return rule.points
  const bonus = Math.floor(Math.max(0, a.seconds ?? 0) / rule.bonusEverySeconds)
  return Math.min(rule.maxPoints ?? Infinity, rule.points + bonus)
}

/**
 * The points of each action when it happened: its rule, then its kind's daily cap (per Beijing day, in the order the
 * actions happened: the first ones of a day count). Answers the actions in the order given.
 */
export function pointsOf<A extends LeadAction>(actions: readonly A[]): ScoredAction<A>[] {
  const used = new Map<string, number>()
  const points = new Map<A, number>()
  for (const a of [...actions].sort((x, y) => x.at - y.at)) {
    if (!a.category) {
      points.set(a, 0)
      continue
    }
    const cap: number = (LEAD_SCORING.actions[a.kind] as LeadActionRule).dailyCap ?? Infinity
    const key = `${a.kind}:${bjDay(a.at)}`
    const so = used.get(key) ?? 0
    const p = Math.max(0, Math.min(rulePoints(a), cap - so))
    used.set(key, so + p)
    points.set(a, p)
  }
  return actions.map(a => ({ ...a, points: points.get(a) ?? 0 }))
}

/** What `ms` of time leaves of a point of `category` (halved every half-life; nothing decays before it happened). */
export function decayOf(category: LeadCategory, ms: number): number {
  return 0.5 ** (Math.max(0, ms) / (LEAD_SCORING.halfLifeDays[category] * DAY_MS))
}

const zeroScores = (): Record<LeadCategory, number> => ({ events: 0, products: 0, courses: 0, content: 0 })

/** A lead's score at one instant: per category, in total, and each scored action's share then. */
interface LeadScore<A extends LeadAction = LeadAction> {
  scores: Record<LeadCategory, number>
  total: number
  /** Scored actions by what they weigh at that instant, most first. */
  weights: (ScoredAction<A> & { weight: number })[]
}

/** The score at `now` of actions already given their points (pointsOf). */
export function scoreAt<A extends LeadAction>(scored: readonly ScoredAction<A>[], now: number): LeadScore<A> {
  const scores = zeroScores()
  const weights: (ScoredAction<A> & { weight: number })[] = []
  for (const a of scored) {
    if (!a.category || a.points <= 0) continue
    const weight = a.points * decayOf(a.category, now - a.at)
    scores[a.category] += weight
    weights.push({ ...a, weight })
  }
  weights.sort((x, y) => y.weight - x.weight || y.at - x.at)
  return { scores, total: LEAD_CATEGORIES.reduce((n, c) => n + scores[c], 0), weights }
}

/** Scores kept as of `from` seen at `to`: each category decayed by its own half-life (exact, since caps come before decay). */
export function scoresSeenAt(scores: Record<LeadCategory, number>, from: number, to: number): Record<LeadCategory, number> {
  const out = zeroScores()
  for (const c of LEAD_CATEGORIES) out[c] = scores[c] * decayOf(c, to - from)
  return out
}

export const totalOf = (scores: Record<LeadCategory, number>): number => LEAD_CATEGORIES.reduce((n, c) => n + scores[c], 0)

/** The category that weighs most, or null when nothing does. */
export function topCategoryOf(scores: Record<LeadCategory, number>): LeadCategory | null {
  let top: LeadCategory | null = null
  for (const c of LEAD_CATEGORIES) if (scores[c] >= 0.5 && (!top || scores[c] > scores[top])) top = c
  return top
}

/**
 * The phone a form submission gave with consent to be contacted: the form has an accepted agreement that speaks of
 * contact (…同意…与我联系) and a phone field answered with a cellphone. Null otherwise: the radar then masks the phone.
 */
export function consentedPhone(fields: readonly FormField[], values: Record<string, FormValue | undefined>): string | null {
  const agreed = fields.some(f => f.type === 'AGREEMENT' && values[f.key] === true && (f.agreement ?? '').includes('联系'))
  if (!agreed) return null
  const field = fields.find(f => f.type === 'PHONE' && isCellphone(values[f.key]))
  return field ? String(values[field.key]).trim() : null
}
