import crypto from 'node:crypto'
import type { Db } from '../db'
import { signingKey } from './signing'

/**
 * The key signed media links and on-site codes are made with: the database's one signing key (server_secrets,
 * server/lib/signing.ts), so every server process on the data folder shares it and a reset voids it.
 */
export const secretOf = (db: Db): Buffer => signingKey(db)

/** HMAC-SHA256 of `text` under the server's key, hex. */
export const sign = (key: Buffer, text: string): string => crypto.createHmac('sha256', key).update(text).digest('hex')

/** Constant-time comparison of two hex signatures. */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8')
  const y = Buffer.from(b, 'utf8')
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}
