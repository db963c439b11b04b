import { formatEventTime } from './format'
import { BASE_PATH } from './routes'

/** What an .ics calendar entry needs. */
interface CalendarEvent {
  /** Stable per event/ticket, so re-importing updates instead of duplicating. */
  uid: string
  title: string
  start: string | Date
  end?: string | Date | null
  location?: string | null
  description?: string | null
  url?: string | null
}

const DEFAULT_DURATION_MS = 60 * 60 * 1000

/** The calendar's alarms (RFC 5545 durations before DTSTART): 24 hours and 1 hour, as the reminder notices. */
const ICS_ALARMS = ['-PT24H', '-PT1H'] as const

function toDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 2026-03-05T06:00:00.000Z → 20260305T060000Z (RFC 5545 UTC form). */
export function icsDateUtc(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
}

/** Escapes TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma, newline. */
export function icsEscape(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** Folds a content line at 75 octets (continuation lines start with a space), never splitting a character. */
export function foldLine(line: string): string {
  const encoder = typeof TextEncoder !== 'undefined' ? new TextEncoder() : null
  const size = (s: string) => (encoder ? encoder.encode(s).length : unescape(encodeURIComponent(s)).length)
  if (size(line) <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const ch of Array.from(line)) {
    const limit = parts.length === 0 ? 75 : 74
    if (size(current + ch) > limit) {
      parts.push(current)
      current = ch
    } else current += ch
  }
  if (current) parts.push(current)
  return parts.join('\r\n ')
}

/**
 * A one-event VCALENDAR (CRLF lines) for "add to calendar". Times are written in UTC so every
 * calendar shows them in the visitor's own zone; a missing or bad end means one hour.
 */
export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const start = toDate(event.start)
  if (!start) throw new Error('活动时间无效，无法添加到日历')
  const endCandidate = event.end ? toDate(event.end) : null
  const end = endCandidate && endCandidate.getTime() > start.getTime() ? endCandidate : new Date(start.getTime() + DEFAULT_DURATION_MS)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//marketing-site//events//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsEscape(event.uid)}`,
    `DTSTAMP:${icsDateUtc(now)}`,
    `DTSTART:${icsDateUtc(start)}`,
    `DTEND:${icsDateUtc(end)}`,
    `SUMMARY:${icsEscape(event.title || '活动')}`
  ]
  if (event.location) lines.push(`LOCATION:${icsEscape(event.location)}`)
  if (event.description) lines.push(`DESCRIPTION:${icsEscape(event.description)}`)
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`)
  // The same reminders as the server's notices (extension reminders): a day and an hour before the start.
  for (const trigger of ICS_ALARMS)
    lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${icsEscape(event.title || '活动')}`, `TRIGGER:${trigger}`, 'END:VALARM')
  lines.push('END:VEVENT', 'END:VCALENDAR')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

/** A safe file name for the .ics download. */
export function icsFileName(title: string): string {
  const base = (title || 'event')
    .replace(/[\\/:*?"<>|\s]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `${base || 'event'}.ics`
}

/** A ticket's calendar entry: the app's copy on the device, or the server's (server/routes/web/calendar.ts). */
export interface TicketCalendar {
  ticketId: number
  eventId: number
  title: string
  start: string
  end?: string | null
  address?: string | null
  /** The entry code: only the device's copy holds it (the server's answers anyone who has the address). */
  code?: string | null
  /** The ticket page's address (absolute): the server's copy links it in place of the code. */
  ticketUrl?: string | null
}

/**
 * The entry for a ticket's event, one UID per ticket and event (adding it again updates it), the time in Beijing in
 * the notes beside the calendar's own (in UTC: the calendar shows it in the phone's zone).
 */
export function ticketCalendarEvent(t: TicketCalendar): CalendarEvent {
  const notes = [`时间：${formatEventTime(t.start, t.end)}`]
  if (t.code) notes.push(`电子票号：${t.code}`)
  if (t.ticketUrl) notes.push(`电子票：${t.ticketUrl}`)
  return {
    uid: `ticket-${t.ticketId}-event-${t.eventId}@marketing-site`,
    title: t.title,
    start: t.start,
    end: t.end,
    location: t.address,
    description: notes.join('\n'),
    url: t.ticketUrl
  }
}

/** The server's calendar file of a ticket's event: what 添加到日历 opens on the web (a phone hands it to its calendar). */
export const ticketCalendarPath = (eventId: number, ticketId: number): string => `${BASE_PATH}/calendar/event/${eventId}.ics?ticket=${ticketId}`
