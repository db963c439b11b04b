import type { LeadCategory, LeadList, LeadScorePoint, LeadSheet, LeadSubscribeBody, LeadTimelineItem } from '../../../types/contract'
import { http } from '@/services/http'
import type { Query } from '@/shared/query'
import { formatDate } from '@/shared/format'
import { LEAD_CATEGORY_LABELS } from '@/shared/lead-score'

/** The radar's filters: whose leads, one interest (its score sorts the list), and only those first seen this week. */
export interface LeadFilters {
  scope?: 'mine' | 'all'
  category?: LeadCategory
  fresh?: boolean
}

const P = '/ca-open/v1/promote/leads'

/** The query of the list and of its CSV: only what is set. */
const leadQuery = (f: LeadFilters): Query => ({ scope: f.scope, category: f.category, fresh: f.fresh ? 'true' : undefined })

/** GET /api/ca-open/v1/promote/leads?scope&category&fresh (ours; leadRadar) */
export const getLeads = (f: LeadFilters) => http.get<LeadList>(P, leadQuery(f))
/** GET /api/ca-open/v1/promote/leads/{leadId} (ours; leadRadar) */
export const getLeadSheet = (leadId: number) => http.get<LeadSheet>(`${P}/${leadId}`)
/** POST /api/ca-open/v1/promote/leads/subscribe (ours; leadRadar): the hot-lead template accepted in a mini-program tap */
export const subscribeHotLeads = (body: LeadSubscribeBody) => http.post<{ left: number }>(`${P}/subscribe`, body)
/** The CSV's address (GET /api/ca-open/v1/promote/leads/export, staff only). */
export const leadsCsvUrl = (f: LeadFilters) => http.url(`${P}/export`, leadQuery(f))
/** Where no file can be saved (a mini-program, WeChat's browser): the way to a browser that can. */
export const EXPORT_IN_BROWSER = '请在浏览器中打开线索雷达导出表格'

/** The interest chips: every lead, then one interest. */
export const CATEGORY_TABS: { key: LeadCategory | 'any'; text: string }[] = [
  { key: 'any', text: '全部' },
  ...(Object.keys(LEAD_CATEGORY_LABELS) as LeadCategory[]).map(key => ({ key, text: LEAD_CATEGORY_LABELS[key] }))
]

/** Time on a page as 45 秒 / 3 分 20 秒; '' for none. */
function formatSeconds(seconds: number | null | undefined): string {
  if (!seconds || seconds <= 0) return ''
  const m = Math.floor(seconds / 60)
  const s = Math.round(seconds % 60)
  return m ? `${m} 分${s ? ` ${s} 秒` : ''}` : `${s} 秒`
}

/** One line under a timeline entry: what it concerns, how long, and what the rules gave it. */
export function timelineMeta(item: LeadTimelineItem): string {
  const parts = [formatDate(item.at, 'MM-DD HH:mm')]
  const spent = formatSeconds(item.seconds)
  if (spent) parts.push(`停留 ${spent}`)
  if (item.detail) parts.push(item.detail)
  return parts.join(' · ')
}

const dayLabel = (date: string) => `${Number(date.slice(5, 7))}/${date.slice(8)}`

/** The score history as bars: each day's height against the highest (at least the hot line), and a spoken summary. */
export function historyBars(
  history: LeadScorePoint[],
  hotThreshold: number
): { bars: (LeadScorePoint & { height: number; label: string })[]; summary: string } {
  const top = Math.max(hotThreshold, ...history.map(h => h.score))
  const bars = history.map(h => ({ ...h, height: Math.round((h.score / top) * 100), label: dayLabel(h.date) }))
  if (!history.length) return { bars, summary: '' }
  const peak = history.reduce((a, b) => (b.score > a.score ? b : a))
  const summary = `近 ${history.length} 天分值：从 ${history[0].score} 到 ${history[history.length - 1].score}，最高 ${peak.score}（${dayLabel(peak.date)}）`
  return { bars, summary }
}
