import { Type } from 'typebox'
import type { Gift, GiftRedemption } from '../../types/contract'
import type { GiftRow, PointHistoryRow } from '../db/rows'
import { ok } from '../lib/envelope'
import { id, obj, pageQuery, phone, str } from '../lib/schema'
import { defineRoutes } from './plugin'
import { giftsRepo, type RedemptionRow } from '../repositories/gifts'
import { getGift as getGiftOf, mayTake, redeemGift } from '../services/gifts'

const giftOut = (g: GiftRow): Gift => ({ id: g.id, name: g.name, image: g.image, description: g.description, points: g.points, stock: g.stock, kind: g.kind })

/** Points, gifts and redemptions (services/gifts.ts checks and deducts points in one transaction). */
export const giftRoutes = defineRoutes({ only: 'account' }, ({ db, signedIn }) => {
  const gifts = giftsRepo(db)
  const getGift = (giftId: number) => getGiftOf(db, giftId)
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

  signedIn.get('/api/ca/v1/community/gift/list', { schema: { summary: 'Page<Gift>', description: '?page&size [auth]', querystring: pageQuery() } }, req =>
    ok(gifts.giftPage(req.query, giftOut))
  )

  signedIn.get('/api/ca/v1/community/gift/detail/:id', { schema: { summary: 'Gift', description: '[auth]', params: obj({ id: id() }, ['id']) } }, req =>
    ok(giftOut(getGift(req.params.id)))
  )

  signedIn.get(
    '/api/ca/v1/community/gift/redeemList',
    { schema: { summary: 'Page<GiftRedemption>', description: '?page&size [auth]', querystring: pageQuery() } },
    (req, account) => ok(gifts.redemptionPage(account.id, req.query, redemptionOut))
  )

  signedIn.post(
    '/api/ca/v1/community/gift/confirmGift/:id',
    {
      schema: {
        summary: 'GiftConfirm; code 400 for a physical (`THING`) gift when the account has no verified phone',
        description: '[auth]',
        params: obj({ id: id() }, ['id'])
      }
    },
    (req, account) => {
      const gift = getGift(req.params.id)
      mayTake(gift, account)
      return ok({ gift: giftOut(gift), balance: account.points, enough: account.points >= gift.points })
    }
  )

  signedIn.post(
    '/api/ca/v1/community/gift/redeemGift',
    {
      schema: {
        summary: 'GiftRedemption; code 400 "积分不足" and nothing changed when points are short; a physical gift needs a verified phone (code 400)',
        description: 'RedeemGiftBody [auth]',
        body: obj({ giftId: id(), name: str(40), cellphone: Type.Union([phone(), str(0)]), address: str(200) }, ['giftId'])
      }
    },
    (req, account) => {
      const b = req.body
      const redemptionId = redeemGift(db, account, b)
      return ok(redemptionOut(gifts.redemption(redemptionId)!))
    }
  )

  signedIn.get(
    '/api/ca/v1/community/pointHistory/list',
    { schema: { summary: 'Page<PointRecord>', description: '?page&size=1000 [auth]', querystring: pageQuery() } },
    (req, account) =>
      ok(
        gifts.pointHistoryPage(account.id, req.query, (r: PointHistoryRow) => ({
          id: r.id,
          change: r.change,
          reason: r.reason,
          balance: r.balance,
          createdAt: r.created_at
        }))
      )
  )
})
