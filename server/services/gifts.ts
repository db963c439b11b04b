import type { Db } from '../db'
import type { GiftRow } from '../db/rows'
import { badRequest, notFound } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { giftsRepo } from '../repositories/gifts'
import { changePoints, getAccount, type AccountRow } from './accounts'
import { inTransaction } from '../repositories/unit-of-work'

export function getGift(db: Db, giftId: number): GiftRow {
  const g = giftsRepo(db).gift(giftId)
  if (!g) throw notFound('礼品不存在')
  return g
}

/** Physical gifts are shipped to members: an account without a verified phone (a throwaway visitor) may not take one, as in the lottery. */
export function mayTake(gift: GiftRow, account: AccountRow): void {
  if (gift.kind === 'THING' && !account.cellphone) throw badRequest('兑换实物礼品需要先绑定手机号：请在「我的 › 个人资料」验证手机号后再兑换')
}

interface Redemption {
  giftId: number
  name?: string
  cellphone?: string
  address?: string
}

/** Redeems a gift: stock and points are checked and taken in one transaction; returns the redemption's id. */
export function redeemGift(db: Db, account: AccountRow, b: Redemption): number {
  const gifts = giftsRepo(db)
  return inTransaction(db, () => {
    const gift = getGift(db, b.giftId)
    mayTake(gift, account)
    const points = getAccount(db, account.id)!.points
    if (gift.stock <= 0) throw badRequest('礼品已兑完')
    if (points < gift.points) throw badRequest('积分不足')
    if (gift.kind === 'THING' && (!b.name?.trim() || !b.cellphone || !b.address?.trim())) throw badRequest('请填写收货人、手机号和地址')
    gifts.takeOne(gift.id)
    changePoints(db, account.id, -gift.points, `兑换礼品：${gift.name}`)
    return gifts.insertRedemption({
      accountId: account.id,
      giftId: gift.id,
      points: gift.points,
      status: gift.kind === 'THING' ? 'PENDING' : 'DONE',
      name: b.name?.trim() || null,
      cellphone: b.cellphone || null,
      address: b.address?.trim() || null,
      createdAt: nowIso()
    })
  })
}
