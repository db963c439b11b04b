import type { Gift, GiftConfirm, GiftRedemption, PointRecord } from '../../types/contract'
import type { Db } from '../db'
import type { GiftRow, PointHistoryRow } from '../db/rows'
import { badRequest, found } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { giftsRepo, type RedemptionRow } from '../repositories/gifts'
import { changePoints, getAccount, type AccountRow } from './accounts'
import { inTransaction } from '../repositories/unit-of-work'

export const giftOut = (g: GiftRow): Gift => ({
  id: g.id,
  name: g.name,
  image: g.image,
  description: g.description,
  points: g.points,
  stock: g.stock,
  kind: g.kind
})

export const redemptionOut = (r: RedemptionRow): GiftRedemption => ({
  id: r.id,
  giftId: r.gift_id,
  giftName: r.gift_name,
  giftImage: r.gift_image,
  points: r.points,
  status: r.status,
  address: r.address,
  createdAt: r.created_at
})

export const pointOut = (r: PointHistoryRow): PointRecord => ({ id: r.id, change: r.change, reason: r.reason, balance: r.balance, createdAt: r.created_at })

export const getGift = (db: Db, giftId: number): GiftRow => found(giftsRepo(db).gift(giftId), '礼品不存在')

/** Physical gifts are shipped to members: an account without a verified phone (a throwaway visitor) may not take one, as in the lottery. */
function mayTake(gift: GiftRow, account: AccountRow): void {
  if (gift.kind === 'THING' && !account.cellphone) throw badRequest('兑换实物礼品需要先绑定手机号：请在「我的 › 个人资料」验证手机号后再兑换')
}

/** What the redeem screen shows before the account confirms: the gift, the balance and whether it is enough. */
export function confirmGift(db: Db, account: AccountRow, giftId: number): GiftConfirm {
  const gift = getGift(db, giftId)
  mayTake(gift, account)
  return { gift: giftOut(gift), balance: account.points, enough: account.points >= gift.points }
}

interface Redemption {
  giftId: number
  name?: string
  cellphone?: string
  address?: string
}

/** Redeems a gift: stock and points are checked and taken in one transaction. */
export function redeemGift(db: Db, account: AccountRow, b: Redemption): GiftRedemption {
  const gifts = giftsRepo(db)
  const redemptionId = inTransaction(db, () => {
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
  return redemptionOut(gifts.redemption(redemptionId)!)
}
