import type { Db } from '../db'
import { digits } from '../lib/random'

const TTL_MS = 5 * 60 * 1000
export const RETRY_AFTER = 60

/** Issues a code for the cellphone and prints it in the log (the demo has no SMS gateway). */
export function sendSmsCode(db: Db, print: (line: string) => void, cellphone: string, fixed: string | null): void {
  const code = fixed ?? digits(6)
  db.prepare('INSERT INTO sms_codes (cellphone, code, expires_at) VALUES (?, ?, ?)').run(cellphone, code, Date.now() + TTL_MS)
  print(`[sms] code for ${cellphone}: ${code}`)
}

/** True when `code` is the fixed code or an unexpired, unused stored code (which is then used up). */
export function checkSmsCode(db: Db, cellphone: string, code: string, fixed: string | null): boolean {
  if (!code) return false
  if (fixed && code === fixed) return true
  const row = db
    .prepare('SELECT id FROM sms_codes WHERE cellphone = ? AND code = ? AND used = 0 AND expires_at > ? ORDER BY id DESC LIMIT 1')
    .get(cellphone, code, Date.now()) as { id: number } | undefined
  if (!row) return false
  db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?').run(row.id)
  return true
}
