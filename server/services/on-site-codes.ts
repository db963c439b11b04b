import type { Db } from '../db'
import { nowIso } from '../lib/random'
import { miscRepo } from '../repositories/misc'
import { changePoints } from './accounts'
import { sameSignature, secretOf, sign } from '../lib/secret'
import { inTransaction } from '../repositories/unit-of-work'

/** An on-site code changes this often; the one shown just before a change is still accepted for one period. */
export const CODE_PERIOD_MS = 5 * 60 * 1000

const slotOf = (now: number) => Math.floor(now / CODE_PERIOD_MS)

/** The 6-digit code of an interaction point in one period, derived from the server's key (nothing stored). */
function codeIn(db: Db, pointId: number, slot: number): string {
  const mac = sign(secretOf(db), `on-site-point:${pointId}:${slot}`)
  return String(parseInt(mac.slice(0, 12), 16) % 1_000_000).padStart(6, '0')
}

/**
 * The code shown at a point right now (door staff display it on site, as digits and as a QR code) and
 * until when it is shown. A visitor at home never sees it, so only someone on site can check in there.
 */
export function currentPointCode(db: Db, pointId: number, now = Date.now()): { code: string; validUntil: string } {
  const slot = slotOf(now)
  return { code: codeIn(db, pointId, slot), validUntil: new Date((slot + 1) * CODE_PERIOD_MS).toISOString() }
}

/** True when `code` is the point's code of this period or of the one before. */
export function isPointCode(db: Db, pointId: number, code: string, now = Date.now()): boolean {
  const typed = code.trim()
  if (!/^\d{6}$/.test(typed)) return false
  const slot = slotOf(now)
  return [slot, slot - 1].some(s => sameSignature(codeIn(db, pointId, s), typed))
}

/** A verified check-in at a point: recorded once, and its reward given with it (one transaction). */
export function creditPoint(db: Db, accountId: number, point: { id: number; name: string; reward: number }): void {
  const misc = miscRepo(db)
  inTransaction(db, () => {
    if (misc.verify(accountId, point.id, nowIso()) && point.reward > 0) changePoints(db, accountId, point.reward, `互动打卡：${point.name}`)
  })
}
