import { ok } from '../lib/envelope'
import { id, idParams, int, obj, phone, str } from '../lib/schema'
import { defineRoutes } from './plugin'
import { chanceOf, claimPrize, draw, getLottery, historyOf, lotteryOut, verifyPrize, winnersOf } from '../services/lottery'
import { WINNERS_SIZE } from '../../src/shared/lottery'

/** Lottery: info, winners, chances, the draw (one transaction), history and prize claims. */
export const lotteryRoutes = defineRoutes(({ app, ctx, db, signedIn, asPromoter }) => {
  app.get(
    '/api/ca-open/v1/lottery/winners',
    {
      schema: { summary: 'LotteryWinner[]', description: '?lotteryId&size=20', querystring: obj({ lotteryId: id(), size: int({ minimum: 1, maximum: 100 }) }) }
    },
    req => ok(winnersOf(db, req.query.lotteryId ?? null, req.query.size ?? WINNERS_SIZE))
  )

  signedIn.page('/api/ca-open/v1/lottery/history', { summary: 'Page<LotteryRecord>', description: '?page&size=1000 [auth]' }, (account, query) =>
    historyOf(db, account.id, query)
  )

  signedIn.post(
    '/api/ca-open/v1/lottery/completeInfo',
    {
      schema: {
        summary:
          "LotteryRecord; code 400 when `cellphone` is not the account's verified phone and no valid `smsCode` comes with it, when a prize that ships has no address, or when one that does not ship gets an address",
        description: 'LotteryCompleteBody [auth]',
        body: obj({ credentialId: str(40, { minLength: 1 }), name: str(40, { minLength: 1 }), cellphone: phone(), address: str(200), smsCode: str(10) }, [
          'credentialId',
          'name',
          'cellphone'
        ])
      }
    },
    (req, account) => ok(claimPrize(ctx, req, account, req.body))
  )

  asPromoter.post(
    '/api/ca-open/v1/lottery/verify',
    {
      schema: {
        summary: 'LotteryRecord (verified)',
        description: '{credentialId} (ours) [promoter]',
        body: obj({ credentialId: str(40, { minLength: 1 }) }, ['credentialId'])
      }
    },
    req => ok(verifyPrize(db, req.body.credentialId))
  )

  app.get('/api/ca-open/v1/lottery/:id', { schema: { summary: 'Lottery', params: idParams() } }, req => ok(lotteryOut(db, req.params.id)))

  signedIn.get('/api/ca-open/v1/lottery/:id/chance', { schema: { summary: 'LotteryChance', description: '[auth]', params: idParams() } }, (req, account) =>
    ok(chanceOf(db, getLottery(db, req.params.id), account))
  )

  signedIn.post(
    '/api/ca-open/v1/lottery/:id',
    { schema: { summary: 'DrawResult; code 400 "抽奖机会已用完" without a chance', description: '[auth]', params: idParams() } },
    (req, account) => ok(draw(ctx, account, req.params.id))
  )
})
