import type { FastifyRequest } from 'fastify'
import { BizError } from '../lib/envelope'
import { digits } from '../lib/random'
import { addressKey, limiter } from '../lib/rate-limit'
import { smsRepo } from '../repositories/sms'
import type { Ctx } from './context'
import { inTransaction } from '../repositories/unit-of-work'

const TTL_MS = 5 * 60 * 1000
export const RETRY_AFTER = 60
const HOUR = 3600 * 1000
const DAY = 24 * HOUR

export type SmsCtx = Pick<Ctx, 'db' | 'print' | 'smsFixedCode' | 'security'>
/** Who asks: only the client address is read (`req.ip`, which follows TRUST_PROXY). */
type Client = Pick<FastifyRequest, 'ip'>

const tooMany = (message: string) => new BizError(429, message, 429)
const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60000))

/** True when the fixed demo code may sign in this cellphone (the fixed code is on and the number is a demo person's). */
function fixedCodeApplies(ctx: SmsCtx, cellphone: string): boolean {
  return !!ctx.smsFixedCode && ctx.security.smsFixedPhones.includes(cellphone)
}

/**
 * Issues a code for the cellphone and prints it in the log (the demo has no SMS gateway). The new code
 * replaces any earlier one. Throws code 429 (Chinese message) past the per-cellphone and per-address limits.
 * One IMMEDIATE transaction, so two processes cannot both pass the 60-second check.
 */
export function sendSmsCode(ctx: SmsCtx, req: Client, cellphone: string): void {
  const { db, security: s } = ctx
  const now = Date.now()
  const codes = smsRepo(db)
  // A code expires TTL after it was made, so "made after `since`" is "expires after since + TTL".
  const created = (since: number) => codes.countExpiringAfter(cellphone, since + TTL_MS)
  const code = digits(6)
  inTransaction(
    db,
    () => {
      // Codes past the daily count's reach are of no use: the table holds about a day of codes.
      codes.pruneExpiredBy(now - DAY)
      if (created(now - s.smsIntervalSeconds * 1000) > 0) throw tooMany(`验证码已发送，请${s.smsIntervalSeconds}秒后再试`)
      if (created(now - DAY) >= s.smsPerPhonePerDay) throw tooMany('该手机号今天获取验证码的次数已达上限，请明天再试')
      if (!limiter(db, 'sms-ip', s.smsPerIpPerHour, HOUR).take(addressKey(req.ip), now)) throw tooMany('获取验证码过于频繁，请稍后再试')
      codes.useAll(cellphone)
      codes.insert(cellphone, code, now + TTL_MS)
    },
    'immediate'
  )
  ctx.print(`[sms] code for ${cellphone}: ${code}`)
}

interface SmsProblem {
  message: string
  /** True for a lock (HTTP 429): the code was not even looked at. */
  locked: boolean
}

/**
 * The one SMS code check: null when `code` is the cellphone's live code (then used up) or the fixed demo
 * code for a demo cellphone; else the Chinese reason. Wrong guesses are counted, in the database, three ways:
 * - per cellphone and client address (5 in a sliding 15 minutes lock that pair, even for the right code), so a
 *   stranger locks only themselves, never the owner at another address;
 * - per client address over all cellphones (SMS_FAILURES_PER_IP_PER_HOUR), so one address cannot try many phones;
 * - per code from any address (10), then the code is void: many addresses together get 10 guesses per code,
 *   and the owner asks for a new one rather than waiting out a lock.
 * A right code clears its pair's count. Runs in its own IMMEDIATE transaction (so processes sharing the
 * database count every guess), never inside a caller's: a rolled-back refusal would forget its guess.
 */
export function smsCodeProblem(ctx: SmsCtx, req: Client, cellphone: string, code: string): SmsProblem | null {
  const { db } = ctx
  if (db.inTransaction) throw new Error('smsCodeProblem must run outside a transaction, or a refusal would roll back its count')
  return inTransaction(db, () => checkCode(ctx, req, cellphone, code), 'immediate')
}

function checkCode(ctx: SmsCtx, req: Client, cellphone: string, code: string): SmsProblem | null {
  const { db, security: s } = ctx
  const now = Date.now()
  const address = addressKey(req.ip)
  const pairKey = `${cellphone}@${address}`
  const pair = limiter(db, 'sms-guess', s.smsMaxFailures, s.smsLockMinutes * 60000)
  const fromAddress = limiter(db, 'sms-guess-ip', s.smsFailuresPerIpPerHour, HOUR)
  const pairLock = () => ({ message: `验证码错误次数过多，请${minutes(pair.retryAfterMs(pairKey, now))}分钟后再试`, locked: true })
  if (!pair.allows(pairKey, now)) return pairLock()
  if (!fromAddress.allows(address, now)) {
    return { message: `当前网络验证码错误次数过多，请${minutes(fromAddress.retryAfterMs(address, now))}分钟后再试`, locked: true }
  }
  if (!code) return { message: '请输入验证码', locked: false }
  const codes = smsRepo(db)
  const live = codes.live(cellphone, now)
  if ((fixedCodeApplies(ctx, cellphone) && code === ctx.smsFixedCode) || (live && live.code === code)) {
    if (live && live.code === code) codes.use(live.id)
    pair.reset(pairKey)
    return null
  }
  pair.take(pairKey, now)
  fromAddress.take(address, now)
  if (live && codes.addFailure(live.id) >= s.smsFailuresPerCode) {
    codes.use(live.id)
    return { message: '验证码错误次数过多，已失效，请重新获取验证码', locked: false }
  }
  const left = s.smsMaxFailures - pair.count(pairKey, now)
  if (left <= 0) return pairLock()
  return { message: `验证码错误或已过期，还可再试${left}次`, locked: false }
}

/** smsCodeProblem as an error: code 400 for a wrong code, 429 while the cellphone is locked for this address. */
export function requireSmsCode(ctx: SmsCtx, req: Client, cellphone: string, code: string): void {
  const problem = smsCodeProblem(ctx, req, cellphone, code)
  if (problem) throw problem.locked ? tooMany(problem.message) : new BizError(400, problem.message)
}
