import type { FastifyInstance } from 'fastify'
import type { Gift, GiftRedemption, RedeemGiftBody } from '../../types/contract'
import { paged } from '../db/paged'
import type { GiftRedemptionRow, GiftRow, PointHistoryRow } from '../db/rows'
import { badRequest, notFound, ok } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { id, obj, pageQuery, phone, str } from '../lib/schema'
import { changePoints, getAccount, requireAccount } from '../services/accounts'
import type { Ctx } from '../services/context'

const giftOut = (g: GiftRow): Gift => ({ id: g.id, name: g.name, image: g.image, description: g.description, points: g.points, stock: g.stock, kind: g.kind })

type RedemptionRow = GiftRedemptionRow & { gift_name: string; gift_image: string }

/** Points, gifts and redemptions (points are checked and deducted in one transaction). */
export function registerGifts(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx
  const getGift = (giftId: number) => {
    const g = db.prepare('SELECT * FROM gifts WHERE id = ?').get(giftId) as GiftRow | undefined
    if (!g) throw notFound('礼品不存在')
    return g
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
  const redemptionSql = 'SELECT r.*, g.name AS gift_name, g.image AS gift_image FROM gift_redemptions r JOIN gifts g ON g.id = r.gift_id'

  app.get<{ Querystring: { page?: number; size?: number } }>('/api/ca/v1/community/gift/list', { schema: { querystring: pageQuery() } }, req => {
    requireAccount(db, req)
    return ok(paged(db, 'SELECT * FROM gifts ORDER BY points, id', [], req.query, giftOut))
  })

  app.get<{ Params: { id: number } }>('/api/ca/v1/community/gift/detail/:id', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
    requireAccount(db, req)
    return ok(giftOut(getGift(req.params.id)))
  })

  app.get<{ Querystring: { page?: number; size?: number } }>('/api/ca/v1/community/gift/redeemList', { schema: { querystring: pageQuery() } }, req => {
    const account = requireAccount(db, req)
    return ok(paged(db, `${redemptionSql} WHERE r.account_id = ? ORDER BY r.created_at DESC, r.id DESC`, [account.id], req.query, redemptionOut))
  })

  app.post<{ Params: { id: number } }>('/api/ca/v1/community/gift/confirmGift/:id', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
    const account = requireAccount(db, req)
    const gift = getGift(req.params.id)
    return ok({ gift: giftOut(gift), balance: account.points, enough: account.points >= gift.points })
  })

  app.post<{ Body: RedeemGiftBody }>(
    '/api/ca/v1/community/gift/redeemGift',
    {
      schema: { body: obj({ giftId: id(), name: str(40), cellphone: { anyOf: [phone(), { type: 'string', maxLength: 0 }] }, address: str(200) }, ['giftId']) }
    },
    req => {
      const account = requireAccount(db, req)
      const b = req.body
      const redemptionId = db.transaction(() => {
        const gift = getGift(b.giftId)
        const points = getAccount(db, account.id)!.points
        if (gift.stock <= 0) throw badRequest('礼品已兑完')
        if (points < gift.points) throw badRequest('积分不足')
        if (gift.kind === 'THING' && (!b.name?.trim() || !b.cellphone || !b.address?.trim())) throw badRequest('请填写收货人、手机号和地址')
        db.prepare('UPDATE gifts SET stock = stock - 1 WHERE id = ? AND stock > 0').run(gift.id)
        changePoints(db, account.id, -gift.points, `兑换礼品：${gift.name}`)
        const info = db
          .prepare('INSERT INTO gift_redemptions (account_id, gift_id, points, status, name, cellphone, address, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
          .run(
            account.id,
            gift.id,
            gift.points,
            gift.kind === 'THING' ? 'PENDING' : 'DONE',
            b.name?.trim() || null,
            b.cellphone || null,
            b.address?.trim() || null,
            nowIso()
          )
        return Number(info.lastInsertRowid)
      })()
      return ok(redemptionOut(db.prepare(`${redemptionSql} WHERE r.id = ?`).get(redemptionId) as RedemptionRow))
    }
  )

  app.get<{ Querystring: { page?: number; size?: number } }>('/api/ca/v1/community/pointHistory/list', { schema: { querystring: pageQuery() } }, req => {
    const account = requireAccount(db, req)
    return ok(
      paged(
        db,
        'SELECT * FROM point_history WHERE account_id = ? ORDER BY created_at DESC, id DESC',
        [account.id],
        req.query,
        (r: PointHistoryRow) => ({ id: r.id, change: r.change, reason: r.reason, balance: r.balance, createdAt: r.created_at }),
        1000
      )
    )
  })
}
