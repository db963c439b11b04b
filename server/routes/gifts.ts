import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { Gift, GiftRedemption } from '../../types/contract'
import type { GiftRow, PointHistoryRow } from '../db/rows'
import { badRequest, notFound, ok } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { id, obj, pageQuery, phone, str, typed } from '../lib/schema'
import { changePoints, getAccount, requireAccount, type AccountRow } from '../services/accounts'
import type { Ctx } from '../services/context'
import { giftsRepo, type RedemptionRow } from '../repositories/gifts'

const giftOut = (g: GiftRow): Gift => ({ id: g.id, name: g.name, image: g.image, description: g.description, points: g.points, stock: g.stock, kind: g.kind })

/** Points, gifts and redemptions (points are checked and deducted in one transaction). */
export function registerGifts(fastify: FastifyInstance, ctx: Ctx): void {
  const app = typed(fastify)
  const { db } = ctx
  const gifts = giftsRepo(db)
  const getGift = (giftId: number) => {
    const g = gifts.gift(giftId)
    if (!g) throw notFound('礼品不存在')
    return g
  }
  /** Physical gifts are shipped to members: an account without a verified phone (a throwaway visitor) may not take one, as in the lottery. */
  const mayTake = (gift: GiftRow, account: AccountRow) => {
    if (gift.kind === 'THING' && !account.cellphone) throw badRequest('兑换实物礼品需要先绑定手机号：请在「我的 › 个人资料」验证手机号后再兑换')
  }
  const redemptionOut = (r: RedemptionRow): GiftRedemption => ({
    id: r.id,
    giftId: r.gift_id,
    giftName: r.gift_name,
    giftImage: r.gift_image,
    points: r.points,
    status: r.status,
    address: r.address,
    createdAt: r.created_at
  })

  app.get('/api/ca/v1/community/gift/list', { schema: { querystring: pageQuery() } }, req => {
    requireAccount(db, req)
    return ok(gifts.giftPage(req.query, giftOut))
  })

  app.get('/api/ca/v1/community/gift/detail/:id', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
    requireAccount(db, req)
    return ok(giftOut(getGift(req.params.id)))
  })

  app.get('/api/ca/v1/community/gift/redeemList', { schema: { querystring: pageQuery() } }, req => {
    const account = requireAccount(db, req)
    return ok(gifts.redemptionPage(account.id, req.query, redemptionOut))
  })

  app.post('/api/ca/v1/community/gift/confirmGift/:id', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
    const account = requireAccount(db, req)
    const gift = getGift(req.params.id)
    mayTake(gift, account)
    return ok({ gift: giftOut(gift), balance: account.points, enough: account.points >= gift.points })
  })

  app.post(
    '/api/ca/v1/community/gift/redeemGift',
    {
      schema: { body: obj({ giftId: id(), name: str(40), cellphone: Type.Union([phone(), str(0)]), address: str(200) }, ['giftId']) }
    },
    req => {
      const account = requireAccount(db, req)
      const b = req.body
      const redemptionId = db.transaction(() => {
        const gift = getGift(b.giftId)
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
      })()
      return ok(redemptionOut(gifts.redemption(redemptionId)!))
    }
  )

  app.get('/api/ca/v1/community/pointHistory/list', { schema: { querystring: pageQuery() } }, req => {
    const account = requireAccount(db, req)
    return ok(
      gifts.pointHistoryPage(account.id, req.query, (r: PointHistoryRow) => ({
        id: r.id,
        change: r.change,
        reason: r.reason,
        balance: r.balance,
        createdAt: r.created_at
      }))
    )
  })
}
