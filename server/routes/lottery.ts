import type { LotteryRecord } from '../../types/contract'
import type { LotteryRecordRow } from '../db/rows'
import { badRequest, notFound, ok } from '../lib/envelope'
import { id, int, obj, pageQuery, phone, str } from '../lib/schema'
import { defineRoutes } from './plugin'
import { lotteryRepo } from '../repositories/lottery'
import { chanceOf, draw, getLottery, lotteryOut, prizeOut, winnersOf } from '../services/lottery'
import { WINNERS_SIZE } from '../../src/shared/lottery'
import { requireSmsCode } from '../services/sms'

/** Lottery: info, winners, chances, the draw (one transaction), history and prize claims. */
export const lotteryRoutes = defineRoutes(({ app, ctx, db, signedIn, asPromoter }) => {
  const lotteries = lotteryRepo(db)

  const recordOut = (r: LotteryRecordRow): LotteryRecord => {
    const prize = r.prize_id ? lotteries.prize(r.prize_id) : null
    const title = lotteries.title(r.lottery_id) ?? ''
    return {
      recordId: r.id,
      lotteryId: r.lottery_id,
      lotteryTitle: title,
      prize: prize ? prizeOut(prize) : null,
      win: !!r.win,
      credentialId: r.credential_id,
      infoCompleted: !!r.info_completed,
      verified: !!r.verified,
      time: r.created_at
    }
  }

  app.get(
    '/api/ca-open/v1/lottery/winners',
    {
      schema: { summary: 'LotteryWinner[]', description: '?lotteryId&size=20', querystring: obj({ lotteryId: id(), size: int({ minimum: 1, maximum: 100 }) }) }
    },
    req => {
      return ok(winnersOf(db, req.query.lotteryId ?? null, req.query.size ?? WINNERS_SIZE))
    }
  )

  signedIn.get(
    '/api/ca-open/v1/lottery/history',
    { schema: { summary: 'Page<LotteryRecord>', description: '?page&size=1000 [auth]', querystring: pageQuery() } },
    (req, account) => ok(lotteries.historyPage(account.id, req.query, recordOut))
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
    (req, account) => {
      const b = req.body
      const r = lotteries.byCredential(b.credentialId)
      if (!r || r.account_id !== account.id || !r.win) throw notFound('中奖记录不存在')
      if (r.verified) throw badRequest('奖品已核销，不能修改领奖信息')
      // Only a prize that ships takes an address, and it must have one.
      const ships = (r.prize_id ? lotteries.prize(r.prize_id)?.kind : null) === 'THING'
      const address = b.address?.trim() ?? ''
      if (ships && address.length < 2) throw badRequest('请填写收货地址')
      if (!ships && address) throw badRequest('该奖品无需邮寄，请不要填写收货地址')
      // The claim phone is the winner's: the account's verified phone, or one proven by the SMS code sent to it.
      if (b.cellphone !== account.cellphone) {
        if (!b.smsCode) throw badRequest('领奖手机号须为你账号已验证的手机号；使用其他手机号请先获取并填写短信验证码')
        requireSmsCode(ctx, req, b.cellphone, b.smsCode)
      }
      lotteries.claim(r.id, { name: b.name.trim(), cellphone: b.cellphone, address: ships ? address : null })
      return ok(recordOut(lotteries.record(r.id)!))
    }
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
    req => {
      const r = lotteries.byCredential(req.body.credentialId.trim().toUpperCase())
      if (!r || !r.win) throw notFound('核销码无效')
      if (r.verified) throw badRequest('该奖品已核销')
      lotteries.verify(r.id)
      return ok(recordOut(lotteries.record(r.id)!))
    }
  )

  app.get('/api/ca-open/v1/lottery/:id', { schema: { summary: 'Lottery', params: obj({ id: id() }, ['id']) } }, req => ok(lotteryOut(db, req.params.id)))

  signedIn.get(
    '/api/ca-open/v1/lottery/:id/chance',
    { schema: { summary: 'LotteryChance', description: '[auth]', params: obj({ id: id() }, ['id']) } },
    (req, account) => ok(chanceOf(db, getLottery(db, req.params.id), account))
  )

  signedIn.post(
    '/api/ca-open/v1/lottery/:id',
    { schema: { summary: 'DrawResult; code 400 "抽奖机会已用完" without a chance', description: '[auth]', params: obj({ id: id() }, ['id']) } },
    (req, account) => ok(draw(db, account, req.params.id))
  )
})
