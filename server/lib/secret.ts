import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Db } from '../db'

const FILE = 'server-secret.key'
const made = new Map<string, Buffer>()

/**
 * The server's signing key, `DATA_DIR/server-secret.key`: 32 random bytes written on first use (owner-only
 * file), kept across restarts so signed media links and on-site codes stay valid. Deleting it voids them.
 */
export function serverSecret(dataDir: string): Buffer {
  const dir = path.resolve(dataDir)
  const known = made.get(dir)
  if (known) return known
  const file = path.join(dir, FILE)
  let key: Buffer
  try {
    key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex')
  } catch {
    key = crypto.randomBytes(32)
    try {
      // 'wx': two servers starting on one folder at once both keep the key the first one wrote.
      fs.writeFileSync(file, key.toString('hex'), { flag: 'wx', mode: 0o600 })
    } catch {
      key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex')
    }
  }
  if (key.length < 32) throw new Error(`${file} must hold 32 random bytes as hex; delete it to make a new one`)
  made.set(dir, key)
  return key
}

/** The key of the data folder holding this database (app.sqlite lives in DATA_DIR). */
export const secretOf = (db: Db): Buffer => serverSecret(path.dirname(db.name))

/** HMAC-SHA256 of `text` under the server's key, hex. */
export const sign = (key: Buffer, text: string): string => crypto.createHmac('sha256', key).update(text).digest('hex')

/** Constant-time comparison of two hex signatures. */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8')
  const y = Buffer.from(b, 'utf8')
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}
