import crypto from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { DrawResult, Lottery, LotteryChance, LotteryRecord, LotteryWinner, Page, Prize } from '../../types/contract'
import type { Db } from '../db'
import type { PageQuery } from '../db/paged'
import type { LotteryRecordRow, LotteryRow, PrizeRow } from '../db/rows'
import { badRequest, found, notFound } from '../lib/envelope'
import { code as randomCode } from '../lib/random'
import { lotteryRepo } from '../repositories/lottery'
import { changePoints, type AccountRow } from './accounts'
import type { Ctx } from './context'
import { requireSmsCode, type SmsCtx } from './sms'
import { atomically } from '../repositories/unit-of-work'

const prizeOut = (p: PrizeRow): Prize => ({ id: p.id, name: p.name, image: p.image, kind: p.kind, stock: p.stock })

export const getLottery = (db: Db, id: number): LotteryRow => found(lotteryRepo(db).lottery(id), '抽奖活动不存在')

/** A lottery as the API answers it (and the painter paints it): title, times, description, rules and prizes; public. */
export function lotteryOut(db: Db, id: number): Lottery {
  const l = getLottery(db, id)
  const prizes = lotteryRepo(db).prizes(l.id).map(prizeOut)
  return { id: l.id, title: l.title, description: l.description, rules: l.rules, startTime: l.start_time, endTime: l.end_time, prizes }
}

/** The latest winners (of one lottery, or of all), names masked (张** / 访客**): public. */
export function winnersOf(db: Db, lotteryId: number | null, size: number): LotteryWinner[] {
  const mask = (n: string) => (Array.from(n).length <= 1 ? n + '*' : Array.from(n)[0] + '**')
  return lotteryRepo(db)
    .winners(lotteryId, size)
    .map(r => ({ name: mask(r.name || r.nick_name), prizeName: r.prize_name, time: r.created_at }))
}

/** Chances: members (bound cellphone) get member_chances, visitors visitor_chances; each draw uses one. */
export function chanceOf(db: Db, lottery: LotteryRow, account: AccountRow): LotteryChance {
  const total = account.cellphone ? lottery.member_chances : lottery.visitor_chances
  const used = lotteryRepo(db).used(lottery.id, account.id)
  const remaining = Math.max(0, total - used)
  return { canUse: remaining > 0, remaining }
}

/** One draw: the window (by the server's clock), the chances, the pick, the stock and the points, in one unit of work. */
export function draw(ctx: Ctx, account: AccountRow, lotteryId: number): DrawResult {
  const { db } = ctx
  const lotteries = lotteryRepo(db)
  return atomically(ctx, (now): DrawResult => {
    const l = getLottery(db, lotteryId)
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
      createdAt: new Date(now).toISOString()
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
  })
}

/** A draw as the winner's history shows it: the lottery's title and the prize with it. */
function recordOut(db: Db, r: LotteryRecordRow): LotteryRecord {
  const lotteries = lotteryRepo(db)
  const prize = r.prize_id ? lotteries.prize(r.prize_id) : null
  return {
    recordId: r.id,
    lotteryId: r.lottery_id,
    lotteryTitle: lotteries.title(r.lottery_id) ?? '',
    prize: prize ? prizeOut(prize) : null,
    win: !!r.win,
    credentialId: r.credential_id,
    infoCompleted: !!r.info_completed,
    verified: !!r.verified,
    time: r.created_at
  }
}

/** The account's draws, newest first. */
export function historyOf(db: Db, accountId: number, query: PageQuery): Page<LotteryRecord> {
  return lotteryRepo(db).historyPage(accountId, query, r => recordOut(db, r))
}

interface Claim {
  credentialId: string
  name: string
  cellphone: string
  address?: string
  smsCode?: string
}

/**
 * The winner's details for a prize: only a prize that ships takes an address, and it must have one; the claim
 * phone is the winner's (the account's verified phone, or one proven by the SMS code sent to it).
 */
export function claimPrize(ctx: SmsCtx, req: FastifyRequest, account: AccountRow, b: Claim): LotteryRecord {
  const lotteries = lotteryRepo(ctx.db)
  const r = lotteries.byCredential(b.credentialId)
  if (!r || r.account_id !== account.id || !r.win) throw notFound('中奖记录不存在')
  if (r.verified) throw badRequest('奖品已核销，不能修改领奖信息')
  const ships = (r.prize_id ? lotteries.prize(r.prize_id)?.kind : null) === 'THING'
  const address = b.address?.trim() ?? ''
  if (ships && address.length < 2) throw badRequest('请填写收货地址')
  if (!ships && address) throw badRequest('该奖品无需邮寄，请不要填写收货地址')
  if (b.cellphone !== account.cellphone) {
    if (!b.smsCode) throw badRequest('领奖手机号须为你账号已验证的手机号；使用其他手机号请先获取并填写短信验证码')
    requireSmsCode(ctx, req, b.cellphone, b.smsCode)
  }
  lotteries.claim(r.id, { name: b.name.trim(), cellphone: b.cellphone, address: ships ? address : null })
  return recordOut(ctx.db, lotteries.record(r.id)!)
}

/** Door staff hand a prize over: its credential is marked verified, once. */
export function verifyPrize(db: Db, credentialId: string): LotteryRecord {
  const lotteries = lotteryRepo(db)
  const r = lotteries.byCredential(credentialId.trim().toUpperCase())
  if (!r || !r.win) throw notFound('核销码无效')
  if (r.verified) throw badRequest('该奖品已核销')
  lotteries.verify(r.id)
  return recordOut(db, lotteries.record(r.id)!)
}
