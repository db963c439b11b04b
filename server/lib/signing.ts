import crypto from 'node:crypto'
import type { Db } from '../db'
import { secretsRepo } from '../repositories/secrets'

/**
 * Signatures for the addresses the server makes for itself (QR codes of its own links and codes, covers with a
 * caption): an HMAC of the parameters under a key kept in the database (table server_secrets, migration 003), so
 * `/api/open/qrCode/gen` and `/media/cover` draw only what this server asked for, never text someone else put in
 * a link under the brand's domain.
 */

const keys = new WeakMap<Db, Buffer>()

/** The server's signing key (table server_secrets): one key for every HMAC the server checks itself. */
export function signingKey(db: Db): Buffer {
  let k = keys.get(db)
  if (!k) {
    const hex = secretsRepo(db).secret('media')
    if (!hex) throw new Error('server_secrets has no media key (migration 003 not applied)')
    keys.set(db, (k = Buffer.from(hex, 'hex')))
  }
  return k
}

/** The signature of `parts` for `purpose` (16 hex characters). */
export function sign(db: Db, purpose: string, ...parts: string[]): string {
  return crypto
    .createHmac('sha256', signingKey(db))
    .update([purpose, ...parts].join('\n'))
    .digest('hex')
    .slice(0, 16)
}

/** True when `signature` is the one `sign` gives for the same purpose and parts. */
export function verify(db: Db, signature: unknown, purpose: string, ...parts: string[]): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{16}$/.test(signature)) return false
  return crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(sign(db, purpose, ...parts)))
}

/** The address of a QR code of `content` that this server vouches for. */
export const qrCodePath = (db: Db, content: string) => `/api/open/qrCode/gen?content=${encodeURIComponent(content)}&s=${sign(db, 'qr', content)}`

/** The caption parameters of a drawn cover, signed: `?t=…[&label=…]&s=…`. */
export function coverQuery(db: Db, key: string, title: string, label = ''): string {
  return `?t=${encodeURIComponent(title)}${label ? `&label=${encodeURIComponent(label)}` : ''}&s=${sign(db, 'cover', key, title, label)}`
}
