import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'

dayjs.locale('zh-cn')

export const DATE_FORMAT = 'YYYY-MM-DD HH:mm'
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

/** Seconds as m:ss, or h:mm:ss from one hour; bad input reads 0:00. */
export function formatDuration(seconds: unknown): string {
  const n = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const h = Math.floor(n / 3600)
  const m = Math.floor((n % 3600) / 60)
  const s = n % 60
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}

/** A date in YYYY-MM-DD HH:mm (or the given format); "-" when empty or invalid. */
export function formatDate(value: unknown, format = DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return '-'
  const d = dayjs(value as string | number | Date)
  return d.isValid() ? d.format(format) : '-'
}

/** "3月5日 14:00 - 17:00" style range for events on one day, else two full dates. */
export function formatRange(start: unknown, end: unknown): string {
  const a = dayjs(start as string)
  const b = dayjs(end as string)
  if (!a.isValid()) return '-'
  if (!b.isValid()) return a.format(DATE_FORMAT)
  if (a.isSame(b, 'day')) return `${a.format(DATE_FORMAT)} - ${b.format('HH:mm')}`
  return `${a.format(DATE_FORMAT)} - ${b.format(DATE_FORMAT)}`
}

/** Price in fen as "¥12.50"; 0 or missing reads 免费. */
export function formatPrice(fen: unknown): string {
  if (typeof fen !== 'number' || !Number.isFinite(fen) || fen <= 0) return '免费'
  return `¥${(fen / 100).toFixed(2)}`
}

const PLACEHOLDER_NAMES = ['微信用户', '小程序用户', '游客', '访客']

/** Nicknames starting with 微信用户, 小程序用户, 游客 or 访客 are not real names (SPEC §5). */
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
