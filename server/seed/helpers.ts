import type { Db } from '../db'
import { coverQuery } from '../lib/signing'

/** Small shared pieces of the demo seed: time, media addresses, the row writer. */

export const DAY = 86400000
const iso = (offsetMs: number, base = Date.now()) => new Date(base + offsetMs).toISOString()
/** Now plus `days` days and `hours` hours, as ISO text. */
export const at = (days: number, hours = 0) => iso(days * DAY + hours * 3600000)
/** The demo events happen in Beijing (UTC+8, no daylight saving): the date `days` from today there, YYYY-MM-DD. */
export const bjDay = (days: number) => new Date(Date.now() + 8 * 3600000 + days * DAY).toISOString().slice(0, 10)
/** An instant given on the Beijing wall clock: `days` from today there, at HH:mm. */
/** The year (Beijing time) of a day `days` from now: titles that name a year take it from their content's date. */
export const bjYear = (days: number) => bjDay(days).slice(0, 4)
export const bj = (days: number, hhmm: string) => new Date(`${bjDay(days)}T${hhmm}:00+08:00`).toISOString()
export const cover = (key: string) => `/media/cover/${key}.png`
export const avatar = (name: string) => `/media/avatar/${encodeURIComponent(name)}.png`
export const icon = (name: string) => `/media/icon/${encodeURIComponent(name)}.png`
/** A drawn cover with a caption; `insert` signs it as the row is written (the cover route draws only signed captions). */
export const img = (key: string, title: string, label = '') =>
  `/media/cover/${key}.png?t=${encodeURIComponent(title)}${label ? `&label=${encodeURIComponent(label)}` : ''}`

/** Captioned cover addresses made by `img` (unsigned): key, title and label as they are in the address. */
const CAPTIONED = /\/media\/cover\/([^"?\s]+)\.png\?t=([^"&\s]*)(?:&label=([^"&\s]*))?/g

/** Signs every captioned cover address in a value about to be stored (server/lib/signing.ts). */
function signCovers(db: Db, text: string): string {
  return text.replace(CAPTIONED, (all: string, key: string, t: string, label: string | undefined, at: number) => {
    if (text.startsWith('&s=', at + all.length)) return all
    const decode = (v: string) => decodeURIComponent(v)
    return `/media/cover/${key}.png${coverQuery(db, decode(key), decode(t), decode(label ?? ''))}`
  })
}

/** Inserts one row (objects and arrays stored as JSON, booleans as 0/1) and returns its id. */
export function insert(db: Db, table: string, row: Record<string, unknown>): number {
  const keys = Object.keys(row)
  const values = keys.map(k => {
    const v = row[k]
    if (v !== null && typeof v === 'object') return signCovers(db, JSON.stringify(v))
    if (typeof v === 'boolean') return v ? 1 : 0
    return typeof v === 'string' ? signCovers(db, v) : v
  })
  const info = db.prepare(`INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`).run(...values)
  return Number(info.lastInsertRowid)
}

/** A content row of data/*.json: fields of its entity_data row as they are stored (the seed adds key, cover and body). */
export interface ContentRow {
  title: string
  summary: string
  category_id: number
  label_ids: number[]
  recommend?: boolean
}

/** Writes one entity_data row; each call is published 0.7 day before the previous one and gets its own view count. */
export type AddEntity = (row: Record<string, unknown>) => number

/** The entity_data writer every content builder shares, so publish times and view counts follow insertion order. */
export function entityWriter(db: Db): AddEntity {
  const base = Date.now()
  let n = 0
  return row => {
    n++
    return insert(db, 'entity_data', {
      publish_time: iso(-n * 0.7 * DAY, base),
      view_count: 50 + ((n * 137) % 900),
      ...row
    })
  }
}

/** The three-paragraph introduction shared by lives, courses, lessons and cases: “本{kind}由云图科技出品……”. */
export function introParagraphs(kind: string): string[] {
  return [
    `本${kind}由云图科技出品，内容覆盖营销数字化的核心方法与实践。`,
    '营销自动化、私域运营与数据驱动是贯穿始终的三条主线，每个知识点都配有真实客户案例。',
    '适合市场负责人、运营经理和销售负责人。'
  ]
}
