import type { Db } from '../db'
import { sameSignature, secretOf, sign } from '../lib/secret'
import { contentRepo } from '../repositories/content'
import type { AccountRow } from './accounts'

/** How long a signed address works: a download starts at once; a paid lesson is watched (and seeked) for a while. */
export const SIGNED_FILE_MS = 30 * 60_000
export const SIGNED_VIDEO_MS = 3 * 60 * 60_000

/**
 * Who may fetch a generated media file: anyone; any signed-in account (a material's files, "登录后即可下载");
 * or the buyers of the paid content that shows it (a paid lesson's clip, a paid material's files).
 */
export type MediaRule = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'buyers'; entityIds: number[] }

/** The rule of a /media/video/… or /media/file/… address (null: no such file); other media are public. */
export function mediaRule(db: Db, url: string): MediaRule | null {
  const content = contentRepo(db)
  if (url.startsWith('/media/video/')) {
    if (!content.mediaKnown(url)) return null
    const locks = content.videoLocks(url)
    return locks.length ? { kind: 'buyers', entityIds: locks } : { kind: 'public' }
  }
  if (url.startsWith('/media/file/')) {
    const file = content.fileByUrl(url)
    if (!file) return null
    return content.entityPrice(file.entity_data_id)?.price ? { kind: 'buyers', entityIds: [file.entity_data_id] } : { kind: 'signed-in' }
  }
  return { kind: 'public' }
}

/** True when the account (null: nobody signed in) may fetch media under the rule. */
export function mayFetch(db: Db, rule: MediaRule, account: AccountRow | null): boolean {
  if (rule.kind === 'public') return true
  if (!account) return false
  return rule.kind === 'signed-in' || contentRepo(db).boughtAny(account.id, rule.entityIds)
}

const payload = (url: string, exp: number) => `media:${url}:${exp}`

/** The address with `exp` (seconds) and `sig` (HMAC under the server's key): it works for anyone until then. */
export function signedMediaUrl(db: Db, url: string, now = Date.now()): string {
  const exp = Math.floor((now + (url.startsWith('/media/video/') ? SIGNED_VIDEO_MS : SIGNED_FILE_MS)) / 1000)
  return `${url}?exp=${exp}&sig=${sign(secretOf(db), payload(url, exp))}`
}

/** True when `exp`/`sig` (from the query) sign `url` and have not expired. */
export function validMediaSignature(db: Db, url: string, exp: unknown, sig: unknown, now = Date.now()): boolean {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return false
  if (Number(exp) * 1000 <= now) return false
  return sameSignature(sign(secretOf(db), payload(url, Number(exp))), sig)
}

/**
 * The address of a media file as an answer gives it to this viewer: signed when the file needs rights the
 * viewer has (so players and mini-program downloads, which send no cookie, can fetch it); as it is otherwise
 * (free media; or the server refuses it when fetched without rights).
 */
export function mediaUrlFor(db: Db, url: string, account: AccountRow | null, now = Date.now()): string {
  if (!url.startsWith('/media/video/') && !url.startsWith('/media/file/')) return url
  const rule = mediaRule(db, url)
  if (!rule || rule.kind === 'public' || !mayFetch(db, rule, account)) return url
  return signedMediaUrl(db, url, now)
}
