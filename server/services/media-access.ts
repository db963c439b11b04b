import fs from 'node:fs'
import path from 'node:path'
import type { Db } from '../db'
import type { FileRow } from '../db/rows'
import { demoFile } from '../lib/demo-file'
import { sameSignature, secretOf, sign } from '../lib/secret'
import { contentRepo } from '../repositories/content'
import { accountsRepo } from '../repositories/accounts'
import { usersRepo } from '../repositories/users'
import type { AccountRow } from './accounts'
import type { Ctx } from './context'

/** How long a signed address works: a download starts at once; a paid lesson is watched (and seeked) for a while. */
const SIGNED_FILE_MS = 30 * 60_000
const SIGNED_VIDEO_MS = 3 * 60 * 60_000

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

/** What a signature covers: the file, its expiry and the viewer's current key (replaced at logout: the address dies). */
const payload = (url: string, exp: number, viewer: Pick<AccountRow, 'id' | 'account_key'>) => `media:${url}:${exp}:${viewer.id}:${viewer.account_key}`

/**
 * The address with `exp` (seconds), `by` (the viewer's account id) and `sig` (HMAC under the server's key): it works
 * for anyone holding it until `exp`, or until the viewer logs out (their credentials are replaced).
 */
export function signedMediaUrl(db: Db, url: string, viewer: Pick<AccountRow, 'id' | 'account_key'>, now = Date.now()): string {
  const exp = Math.floor((now + (url.startsWith('/media/video/') ? SIGNED_VIDEO_MS : SIGNED_FILE_MS)) / 1000)
  return `${url}?exp=${exp}&by=${viewer.id}&sig=${sign(secretOf(db), payload(url, exp, viewer))}`
}

/**
 * The seconds a valid signature (`exp`/`by`/`sig` from the query) has left for `url`; 0 when it is absent, altered,
 * expired or its viewer has logged out since.
 */
export function mediaSignatureLife(db: Db, url: string, query: { exp?: unknown; by?: unknown; sig?: unknown }, now = Date.now()): number {
  const { exp, by, sig } = query
  if (typeof exp !== 'string' || typeof by !== 'string' || typeof sig !== 'string') return 0
  if (!/^\d{1,12}$/.test(exp) || !/^\d{1,12}$/.test(by) || !/^[0-9a-f]{64}$/.test(sig)) return 0
  const left = Math.floor(Number(exp) - now / 1000)
  if (left <= 0) return 0
  const viewer = accountsRepo(db).activeById(Number(by))
  if (!viewer || !sameSignature(sign(secretOf(db), payload(url, Number(exp), viewer)), sig)) return 0
  return left
}

/**
 * The address of a media file as an answer gives it to this viewer: signed when the file needs rights the
 * viewer has (so players and mini-program downloads, which send no cookie, can fetch it); as it is otherwise
 * (free media; or the server refuses it when fetched without rights).
 */
export function mediaUrlFor(db: Db, url: string, account: AccountRow | null, now = Date.now()): string {
  if (!url.startsWith('/media/video/') && !url.startsWith('/media/file/')) return url
  const rule = mediaRule(db, url)
  if (!rule || rule.kind === 'public' || !account || !mayFetch(db, rule, account)) return url
  return signedMediaUrl(db, url, account, now)
}

/**
 * A material file as it is downloaded: obtained by its viewer (我的资料, the lead radar) when there is one, and
 * written from its demo content the first time. Answers the file's path on disk.
 */
export function materialDownload(ctx: Pick<Ctx, 'db' | 'dataDir' | 'now'>, row: FileRow, name: string, viewerId: number | undefined): string {
  if (viewerId) usersRepo(ctx.db).obtainFile(viewerId, row.id, new Date(ctx.now()).toISOString())
  const dir = path.join(ctx.dataDir, 'media')
  const file = path.join(dir, name)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(file, demoFile(row.name, row.ext, row.size))
  }
  return file
}
