import { Type } from 'typebox'
import { ok } from '../lib/envelope'
import { id, idParams, obj, phone, str } from '../lib/schema'
import { defineRoutes } from './plugin'
import { giftsRepo } from '../repositories/gifts'
import { confirmGift, getGift, giftOut, pointOut, redeemGift, redemptionOut } from '../services/gifts'

/** Points, gifts and redemptions (services/gifts.ts checks and deducts points in one transaction). */
export const giftRoutes = defineRoutes({ only: 'account' }, ({ db, signedIn }) => {
  const gifts = giftsRepo(db)

  signedIn.page('/api/ca/v1/community/gift/list', { summary: 'Page<Gift>', description: '?page&size [auth]' }, (_account, query) =>
    gifts.giftPage(query, giftOut)
  )

  signedIn.get('/api/ca/v1/community/gift/detail/:id', { schema: { summary: 'Gift', description: '[auth]', params: idParams() } }, req =>
    ok(giftOut(getGift(db, req.params.id)))
  )

  signedIn.page('/api/ca/v1/community/gift/redeemList', { summary: 'Page<GiftRedemption>', description: '?page&size [auth]' }, (account, query) =>
    gifts.redemptionPage(account.id, query, redemptionOut)
  )

  signedIn.post(
    '/api/ca/v1/community/gift/confirmGift/:id',
    {
      schema: {
        summary: 'GiftConfirm; code 400 for a physical (`THING`) gift when the account has no verified phone',
        description: '[auth]',
        params: idParams()
      }
    },
    (req, account) => ok(confirmGift(db, account, req.params.id))
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
    (req, account) => ok(redeemGift(db, account, req.body))
  )

  signedIn.page('/api/ca/v1/community/pointHistory/list', { summary: 'Page<PointRecord>', description: '?page&size=1000 [auth]' }, (account, query) =>
    gifts.pointHistoryPage(account.id, query, pointOut)
  )
})
