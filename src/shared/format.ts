import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import utc from 'dayjs/plugin/utc'

dayjs.locale('zh-cn')
dayjs.extend(utc)

const DATE_FORMAT = 'YYYY-MM-DD HH:mm'
const SIZE_UNITS = ['B', 'KB', 'MB', 'GB']

/** Bytes as B/KB/MB/GB (step 1024); "未知" for missing, non-numeric or negative values. */
export function formatSize(value: unknown): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return '未知'
  let size = n
  let unit = 0
  while (size >= 1024 && unit < SIZE_UNITS.length - 1) {
    size /= 1024
    unit += 1
  }
  const text = unit === 0 ? String(Math.round(size)) : size.toFixed(size >= 100 ? 0 : 1).replace(/\.0$/, '')
  return `${text}${SIZE_UNITS[unit]}`
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Seconds as mm:ss (two-digit minutes, as Taro's video player shows a video's length), or h:mm:ss from one
 * hour; bad input reads 00:00.
 */
export function formatDuration(seconds: unknown): string {
  const n = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const h = Math.floor(n / 3600)
  const m = Math.floor((n % 3600) / 60)
  const s = n % 60
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`
}

/** A fixed-offset time zone (no daylight saving): enough for the zones events here happen in. */
interface EventZone {
  /** IANA name, for calendars. */
  name: string
  /** What the visitor reads after a time. */
  label: string
  /** Minutes east of UTC. */
  offsetMinutes: number
}

/** Events happen in China Standard Time (UTC+8 all year) unless the event says otherwise. */
export const BEIJING_ZONE: EventZone = { name: 'Asia/Shanghai', label: '北京时间', offsetMinutes: 480 }

/** Date-time text without an offset ("2026-03-05 14:07", "2026-03-05T14:07:00"): a wall-clock time. */
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)?$/

/** The instant as milliseconds since 1970; text without an offset is the wall clock of `zone` (never the device's). */
function instant(value: unknown, zone: EventZone): number | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'string' && WALL_CLOCK.test(value.trim())) {
    const d = dayjs.utc(value.trim().replace(' ', 'T'))
    return d.isValid() ? d.valueOf() - zone.offsetMinutes * 60000 : null
  }
  const d = dayjs(value as string | number | Date)
  return d.isValid() ? d.valueOf() : null
}

/** The instant as a dayjs whose fields (and format) read the wall clock of `zone`; null when invalid. */
export function inZone(value: unknown, zone: EventZone = BEIJING_ZONE): dayjs.Dayjs | null {
  const ms = instant(value, zone)
  return ms === null ? null : dayjs.utc(ms + zone.offsetMinutes * 60000).locale('zh-cn')
}

/** A date in the event's zone (Beijing by default) whatever the device's; "-" when empty or invalid. */
export function formatZoned(value: unknown, format = DATE_FORMAT, zone: EventZone = BEIJING_ZONE): string {
  const d = inZone(value, zone)
  return d ? d.format(format) : '-'
}

/**
 * Every date the app shows, in YYYY-MM-DD HH:mm (or the given format) on the Beijing wall clock, whatever the
 * device's zone or the server's: the painted page (server, UTC) and the app (the phone's zone) then show the same
 * text. "-" when empty or invalid.
 */
export function formatDate(value: unknown, format = DATE_FORMAT): string {
  return formatZoned(value, format, BEIJING_ZONE)
}

/**
 * A moment of an event, ticket, check-in or campaign followed by the zone's name, for a visitor who may be
 * elsewhere: "2026-03-05 09:00（北京时间）"; "-" when empty or invalid.
 */
export function formatLabelled(value: unknown, format = DATE_FORMAT, zone: EventZone = BEIJING_ZONE): string {
  const text = formatZoned(value, format, zone)
  return text === '-' ? text : `${text}（${zone.label}）`
}

/**
 * An event's span on the wall clock of its zone (Beijing by default, whatever the device's):
 * "2026-03-05 09:00 - 17:00" on one day, else two full dates ("2026-03-05 18:00 - 2026-03-06 01:00");
 * the start alone without a valid end; "-" without a valid start.
 */
export function formatRange(start: unknown, end: unknown, zone: EventZone = BEIJING_ZONE): string {
  const a = inZone(start, zone)
  const b = inZone(end, zone)
  if (!a) return '-'
  if (!b) return a.format(DATE_FORMAT)
  if (a.format('YYYY-MM-DD') === b.format('YYYY-MM-DD')) return `${a.format(DATE_FORMAT)} - ${b.format('HH:mm')}`
  return `${a.format(DATE_FORMAT)} - ${b.format(DATE_FORMAT)}`
}

/** formatRange followed by the zone's name: "2026-03-05 09:00 - 17:00（北京时间）". */
export function formatEventTime(start: unknown, end: unknown, zone: EventZone = BEIJING_ZONE): string {
  const range = formatRange(start, end, zone)
  return range === '-' ? range : `${range}（${zone.label}）`
}

/** Price in fen as "¥12.50"; 0 or missing reads 免费. */
export function formatPrice(fen: unknown): string {
  if (typeof fen !== 'number' || !Number.isFinite(fen) || fen <= 0) return '免费'
  return `¥${(fen / 100).toFixed(2)}`
}

const PLACEHOLDER_NAMES = ['微信用户', '小程序用户', '游客', '访客']

/** Nicknames starting with 微信用户, 小程序用户, 游客 or 访客 are not real names (spec §5). */
export function isRealName(nickname: unknown): boolean {
  if (typeof nickname !== 'string' || !nickname.trim()) return false
  const name = nickname.trim()
  return !PLACEHOLDER_NAMES.some(prefix => name.startsWith(prefix))
}

/** Compact counts: 12345 → 1.2万. */
export function formatCount(value: unknown): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0
  if (n >= 10000) return `${(n / 10000).toFixed(1).replace(/\.0$/, '')}万`
  return String(Math.max(0, Math.floor(n)))
}

const TAG = /<\/?[a-z][\w-]*(\s[^<>]*)?\/?>/i

/** True when server text holds markup (a tag): it goes through SafeRichText, not a plain Text. */
export function hasMarkup(text: unknown): boolean {
  return typeof text === 'string' && TAG.test(text)
}

const ENTITIES = new Map([
  ['nbsp', ' '],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['amp', '&']
])
/** Elements whose text is not words of the page (code, styles, embedded documents): dropped with their content (to the
 * end when one is not closed, as a browser's parser reads it). */
const NOT_WORDS = /<(script|style|template|noscript|iframe|object|svg|math|title)\b[^]*?(<\/\1\s*>|$)/gi
/** Tags that start a line of their own (opening or closing), and a line break. */
const LINE_TAG = /<\/?(p|div|li|h[1-6]|tr|blockquote|section|article|pre|ul|ol|table|figure|figcaption|header|footer|hr|br)\b[^<>]*>/gi
const ANY_TAG = /<!--[^]*?-->|<\/?[a-z][\w-]*(\s[^<>]*)?\/?>/gi

/** A character reference's text: the six common names and any number (&#39; &#x4e2d;); other names are left as they are. */
function decodeEntity(all: string, name: string): string {
  const code = name[0] === '#' ? (name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)) : NaN
  if (Number.isFinite(code)) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all
  return ENTITIES.get(name) ?? all
}

/**
 * Server text for a plain-text field, or rich text's words when it cannot be shown as markup: one line per block
 * (paragraphs, list items, headings, line breaks; shown with `white-space: pre-line`), whitespace collapsed as a browser
 * would, no script or style text, character references decoded. Text without a tag is returned as it is. No DOM: it runs
 * in the mini-programs too.
 */
export function plainText(text: unknown): string {
  if (typeof text !== 'string') return ''
  if (!hasMarkup(text)) return text
  return text
    .replace(NOT_WORDS, '')
    .replace(/\s+/g, ' ')
    .replace(LINE_TAG, '\n')
    .replace(ANY_TAG, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/ *\n\s*/g, '\n')
    .trim()
}
