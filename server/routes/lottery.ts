import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { DrawResult, LotteryChance, LotteryRecord, Prize } from '../../types/contract'
import type { Db } from '../db'
import type { LotteryRecordRow, LotteryRow, PrizeRow } from '../db/rows'
import { badRequest, notFound, ok } from '../lib/envelope'
import { code as randomCode, nowIso } from '../lib/random'
import { id, int, obj, pageQuery, phone, str, typed } from '../lib/schema'
import { changePoints, requireAccount, requirePromoter, type AccountRow } from '../services/accounts'
import type { Ctx } from '../services/context'
import { lotteryRepo } from '../repositories/lottery'
import { requireSmsCode } from '../services/sms'

const prizeOut = (p: PrizeRow): Prize => ({ id: p.id, name: p.name, image: p.image, kind: p.kind, stock: p.stock })

function getLottery(db: Db, id: number): LotteryRow {
  const l = lotteryRepo(db).lottery(id)
  if (!l) throw notFound('抽奖活动不存在')
  return l
}

/** Chances: members (bound cellphone) get member_chances, visitors visitor_chances; each draw uses one. */
export function chanceOf(db: Db, lottery: LotteryRow, account: AccountRow): LotteryChance {
  const total = account.cellphone ? lottery.member_chances : lottery.visitor_chances
  const used = lotteryRepo(db).used(lottery.id, account.id)
  const remaining = Math.max(0, total - used)
  return { canUse: remaining > 0, remaining }
}

/** Lottery: info, winners, chances, the draw (one transaction), history and prize claims. */
export function registerLottery(fastify: FastifyInstance, ctx: Ctx): void {
  const app = typed(fastify)
  const { db } = ctx
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

  app.get('/api/ca-open/v1/lottery/winners', { schema: { querystring: obj({ lotteryId: id(), size: int({ minimum: 1, maximum: 100 }) }) } }, req => {
    const size = req.query.size ?? 20
    const rows = lotteries.winners(req.query.lotteryId ?? null, size)
    // Names are masked: 张** / 访客**.
    const mask = (n: string) => (Array.from(n).length <= 1 ? n + '*' : Array.from(n)[0] + '**')
    return ok(rows.map(r => ({ name: mask(r.name || r.nick_name), prizeName: r.prize_name, time: r.created_at })))
  })

  app.get('/api/ca-open/v1/lottery/history', { schema: { querystring: pageQuery() } }, req => {
    const account = requireAccount(db, req)
    return ok(lotteries.historyPage(account.id, req.query, recordOut))
  })

  app.post(
    '/api/ca-open/v1/lottery/completeInfo',
    {
      schema: {
        body: obj({ credentialId: str(40, { minLength: 1 }), name: str(40, { minLength: 1 }), cellphone: phone(), address: str(200), smsCode: str(10) }, [
          'credentialId',
          'name',
          'cellphone'
        ])
      }
    },
    req => {
      const account = requireAccount(db, req)
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

  app.post('/api/ca-open/v1/lottery/verify', { schema: { body: obj({ credentialId: str(40, { minLength: 1 }) }, ['credentialId']) } }, req => {
    requirePromoter(db, req)
    const r = lotteries.byCredential(req.body.credentialId.trim().toUpperCase())
    if (!r || !r.win) throw notFound('核销码无效')
    if (r.verified) throw badRequest('该奖品已核销')
    lotteries.verify(r.id)
    return ok(recordOut(lotteries.record(r.id)!))
  })

  app.get('/api/ca-open/v1/lottery/:id', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
    const l = getLottery(db, req.params.id)
    const prizes = lotteries.prizes(l.id).map(prizeOut)
    return ok({ id: l.id, title: l.title, description: l.description, rules: l.rules, startTime: l.start_time, endTime: l.end_time, prizes })
  })

  app.get('/api/ca-open/v1/lottery/:id/chance', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
    const account = requireAccount(db, req)
    return ok(chanceOf(db, getLottery(db, req.params.id), account))
  })

  app.post('/api/ca-open/v1/lottery/:id', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
    const account = requireAccount(db, req)
    const result = db.transaction((): DrawResult => {
      const l = getLottery(db, req.params.id)
      const now = Date.now()
      if (now < Date.parse(l.start_time)) throw badRequest('抽奖活动尚未开始')
      if (now > Date.parse(l.end_time)) throw badRequest('抽奖活动已结束')
      if (!chanceOf(db, l, account).canUse) throw badRequest('抽奖机会已用完')
      // Physical prizes are for accounts with a bound cellphone (throwaway visitors cannot drain them):
      // a visitor draws among the other prizes (their weights unchanged relative to each other).
      const prizes = lotteries.drawable(l.id).filter(p => account.cellphone || p.kind !== 'THING')
      const weight = prizes.reduce((s, p) => s + p.probability, 0)
      let pick: PrizeRow | null = null
      if (weight > 0) {
        let x = (crypto.randomInt(0, 1_000_000) / 1_000_000) * weight
        for (const p of prizes) {
          x -= p.probability
          if (x < 0) {
            pick = p
            break
          }
        }
        pick ??= prizes[prizes.length - 1]
      }
      const won = pick && pick.kind !== 'NONE' ? pick : null
      const win = !!won
      if (won) {
        if (!lotteries.takePrize(won.id)) throw badRequest('奖品已抽完')
      }
      const credentialId = win ? randomCode(10) : null
      const recordId = lotteries.insertDraw({
        lotteryId: l.id,
        accountId: account.id,
        prizeId: pick?.id ?? null,
        win: win ? 1 : 0,
        credentialId,
        createdAt: nowIso()
      })
      if (won && won.kind === 'POINTS' && won.points > 0) changePoints(db, account.id, won.points, `抽奖获得：${won.name}`)
      const fresh = pick ? lotteries.prize(pick.id) : null
      return {
        recordId,
        win,
        prize: fresh ? prizeOut(fresh) : null,
        needInfo: won?.kind === 'THING',
        credentialId
      }
    })()
    return ok(result)
  })
}
