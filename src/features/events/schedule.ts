import type { ScheduleItem, Speaker } from '../../../types/contract'
import { formatZoned } from '@/shared/format'

/** The agenda's days in order (YYYY-MM-DD). */
export function scheduleDays(items: ScheduleItem[]): string[] {
  return Array.from(new Set(items.map(i => i.day).filter(Boolean))).sort()
}

/** The tracks running on a day, in first-seen order by start time. */
export function scheduleTracks(items: ScheduleItem[], day: string): string[] {
  const tracks: string[] = []
  for (const item of sortByStart(items.filter(i => i.day === day))) if (item.track && !tracks.includes(item.track)) tracks.push(item.track)
  return tracks
}

function sortByStart(items: ScheduleItem[]): ScheduleItem[] {
  return [...items].sort((a, b) => (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : a.id - b.id))
}

/** A day's sessions by start time, optionally one track only (null = all tracks). */
export function sessionsOf(items: ScheduleItem[], day: string, track: string | null): ScheduleItem[] {
  return sortByStart(items.filter(i => i.day === day && (!track || i.track === track)))
}

/** The speakers of a session, in the session's order; unknown ids are skipped. */
export function sessionSpeakers(item: ScheduleItem, speakers: Speaker[]): Speaker[] {
  return item.speakerIds.map(id => speakers.find(s => s.id === id)).filter((s): s is Speaker => !!s)
}

/** "09:30" from an HH:mm(:ss) string (the event's own wall clock) or an ISO time (read in Beijing time). */
export function clock(value: string): string {
  if (/^\d{2}:\d{2}/.test(value)) return value.slice(0, 5)
  const text = formatZoned(value, 'HH:mm')
  return text === '-' ? value : text
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']

/** "3月5日 周四" for a day tab. */
export function dayLabel(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!m) return day
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return `${Number(m[2])}月${Number(m[3])}日 ${WEEKDAYS[date.getDay()]}`
}
