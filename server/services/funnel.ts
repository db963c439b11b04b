import type { AiCardAction, FunnelDay, FunnelLink, FunnelSource, PromotionFunnel } from '../../types/contract'
import type { Db } from '../db'
import { funnelRepo, type StageCounts } from '../repositories/funnel'

/** The source a sign-up that began on an assistant card carries (utm_source; docs/server.md "Promoter funnel"). */
export const ASSISTANT_SOURCE = 'ai_assistant'

/** How the reports name a source; any other utm_source is shown as the campaign named it. */
const SOURCE_LABELS: Record<string, string> = {
  [ASSISTANT_SOURCE]: '智能助手',
  promotion: '推广链接',
  behalf: '代报名',
  behalf_unconfirmed: '代报名·待确认',
  direct: '直接访问'
}

/** Links listed at most (most registrations first). */
const FUNNEL_LINKS = 20

const DAY_MS = 86400000
const BEIJING_MS = 8 * 3600000

/** The utm_source of a Track header (letters, digits, `_ . -`, at most 40), or null. */
export function sourceOfTrack(track: string | null): string | null {
  if (!track) return null
  const source = new URLSearchParams(track).get('utm_source')
  return source && /^[\w.-]{1,40}$/.test(source) ? source : null
}

/** The Beijing days of a trend ending today, oldest first, and the instant the first one began. */
export function trendDays(days: number, now: number): { dates: string[]; since: string } {
  const dates: string[] = []
  for (let i = days - 1; i >= 0; i--) dates.push(new Date(now + BEIJING_MS - i * DAY_MS).toISOString().slice(0, 10))
  return { dates, since: new Date(Date.parse(`${dates[0]}T00:00:00+08:00`)).toISOString() }
}

const stagesOut = (s: StageCounts) => ({ registrations: s.registrations, approved: s.approved, checkedIn: s.checked_in })

/**
 * The funnel of one promoter's links (null: every promoter's, the company's report): all-time stages, per link
 * (a link is one event's link of one promoter: visits of the event's page through it, and the event's registrations
 * that promoter brought), the last `days` days (each stage on the Beijing day it happened, and the period's numbers:
 * visitors counted once in it) and the sources.
 * Registrations made on someone's behalf count in the stages only once the person confirmed them; until then they
 * are counted apart (`unconfirmedBehalf`, and the source 代报名·待确认).
 */
export function funnelOf(db: Db, promoterId: number | null, days: number, now: number): Omit<PromotionFunnel, 'scope' | 'canSeeAll'> {
  const repo = funnelRepo(db)
  const links = new Map<string, Omit<FunnelLink, 'title' | 'promoterName'> & { promoterId: number }>()
  const link = (promoter: number, eventId: number) => {
    const key = `${promoter}:${eventId}`
    let row = links.get(key)
    if (!row) {
      row = { promoterId: promoter, eventId, visits: 0, registrations: 0, approved: 0, checkedIn: 0 }
      links.set(key, row)
    }
    return row
  }
  for (const v of repo.linkVisits(promoterId)) if (v.event_id) link(v.promoter_id, v.event_id).visits = v.visits
  for (const s of repo.linkStages(promoterId)) Object.assign(link(s.promoter_id, s.event_id), stagesOut(s))
  const titles = new Map(repo.eventTitles([...new Set([...links.values()].map(l => l.eventId))]).map(e => [e.id, e.title]))
  const names = new Map(repo.promoterNames().map(p => [p.id, p.name]))
  const linkList: FunnelLink[] = [...links.values()]
    .filter(l => titles.has(l.eventId))
    .sort((a, b) => b.registrations - a.registrations || b.visits - a.visits || a.eventId - b.eventId || a.promoterId - b.promoterId)
    .slice(0, FUNNEL_LINKS)
    .map(({ promoterId: owner, ...l }) => ({ ...l, title: titles.get(l.eventId)!, promoterName: names.get(owner) ?? '' }))

  const { dates, since } = trendDays(days, now)
  const byDate = (rows: { date: string; n: number }[]) => new Map(rows.map(r => [r.date, r.n]))
  const visits = byDate(repo.visitsByDay(promoterId, since))
  const registrations = byDate(repo.registrationsByDay(promoterId, since))
  const checkins = byDate(repo.checkinsByDay(promoterId, since))
  const daily: FunnelDay[] = dates.map(date => ({
    date,
    visits: visits.get(date) ?? 0,
    registrations: registrations.get(date) ?? 0,
    checkedIn: checkins.get(date) ?? 0
  }))

  const sum = (key: 'registrations' | 'checkedIn') => daily.reduce((n, d) => n + d[key], 0)
  const period = { visits: repo.visitorsSince(promoterId, since), registrations: sum('registrations'), checkedIn: sum('checkedIn') }

  const sources: FunnelSource[] = repo.sources(promoterId).map(s => ({ source: s.source, label: SOURCE_LABELS[s.source] ?? s.source, ...stagesOut(s) }))
  let assistantActions: Record<AiCardAction, number> | null = null
  if (promoterId === null) {
    assistantActions = { signup: 0, download: 0, favorite: 0 }
    for (const a of repo.cardActions(since)) if (a.action in assistantActions) assistantActions[a.action as AiCardAction] = a.n
  }
  return {
    totals: { visits: repo.visitors(promoterId), ...stagesOut(repo.stages(promoterId)) },
    unconfirmedBehalf: repo.unconfirmedBehalf(promoterId),
    links: linkList,
    days,
    daily,
    period,
    sources,
    assistantActions
  }
}
