import type { Interaction, InteractionPoint, InteractionPointCode } from '../../types/contract'
import type { Db } from '../db'
import { BizError, badRequest, forbidden, found } from '../lib/envelope'
import { limiter } from '../lib/rate-limit'
import { miscRepo } from '../repositories/misc'
import type { AccountRow } from './accounts'
import { isDoorStaff } from './events'
import { creditPoint, currentPointCode, isPointCode } from './on-site-codes'

const getInteraction = (db: Db, id: number) => found(miscRepo(db).interaction(id), '互动不存在')

/** An interaction and its points, each marked verified where this account (when there is one) checked in. */
export function interactionOf(db: Db, id: number, account: AccountRow | null): Interaction {
  const misc = miscRepo(db)
  const i = getInteraction(db, id)
  const points = misc.points(i.id).map(p => ({
    pointId: p.id,
    name: p.name,
    description: p.description,
    reward: p.reward,
    verified: account ? misc.verified(account.id, p.id) : false
  }))
  return { id: i.id, title: i.title, description: i.description, eventId: i.event_id, points }
}

/**
 * A check-in at a point gives its points only with the code shown at that point right now (door staff display
 * it, rotating every 5 minutes): calling this from home, without having been there, gives nothing.
 */
export function checkInAtPoint(db: Db, account: AccountRow, pointId: number, typed: string | undefined): InteractionPoint {
  const p = found(miscRepo(db).point(pointId), '互动点位不存在')
  const code = typed?.trim()
  if (!code) throw badRequest('请扫描展区现场的二维码，或输入展区屏幕上的 6 位核销码')
  // Codes are 6 digits: wrong guesses are limited per account.
  if (!limiter(db, 'on-site-code', 20, 10 * 60_000).take(String(account.id))) throw new BizError(429, '核销尝试过于频繁，请稍后再试', 429)
  if (!isPointCode(db, p.id, code)) throw badRequest('核销码无效或已过期，请以展区现场显示的为准')
  creditPoint(db, account.id, p)
  return { pointId: p.id, name: p.name, description: p.description, reward: p.reward, verified: true }
}

/** The codes to show on site, for door staff (promoters and company users) only. */
export function pointCodesOf(db: Db, account: AccountRow, interactionId: number): InteractionPointCode[] {
  if (!isDoorStaff(db, account)) throw forbidden('仅现场工作人员可查看核销码')
  const i = getInteraction(db, interactionId)
  return miscRepo(db)
    .points(i.id)
    .map(p => {
      const { code, validUntil } = currentPointCode(db, p.id)
      const scanText = `pointId=${p.id}&code=${code}`
      return { pointId: p.id, name: p.name, code, scanText, qrCode: `/api/open/qrCode/gen?content=${encodeURIComponent(scanText)}`, validUntil }
    })
}
