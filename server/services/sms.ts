import type { FastifyRequest } from 'fastify'
import { securityConfig } from '../config'
import type { Db } from '../db'
import { BizError } from '../lib/envelope'
import { digits } from '../lib/random'
import { limiter } from '../lib/rate-limit'
import { smsRepo } from '../repositories/sms'
import type { Ctx } from './context'

const TTL_MS = 5 * 60 * 1000
export const RETRY_AFTER = 60
const HOUR = 3600 * 1000
const DAY = 24 * HOUR

type SmsCtx = Pick<Ctx, 'db' | 'print' | 'smsFixedCode'>

/** Wrong guesses per cellphone and the lock they lead to (per server instance, in memory). */
const failures = new WeakMap<Db, Map<string, { count: number; lockedUntil: number }>>()
const failuresOf = (db: Db) => {
  let m = failures.get(db)
  if (!m) failures.set(db, (m = new Map()))
  return m
}

const tooMany = (message: string) => new BizError(429, message, 429)

/** True when the fixed demo code may sign in this cellphone (the fixed code is on and the number is a demo person's). */
export function fixedCodeApplies(fixed: string | null, cellphone: string): boolean {
  return !!fixed && securityConfig().smsFixedPhones.includes(cellphone)
}

/**
 * Issues a code for the cellphone and prints it in the log (the demo has no SMS gateway). The new code
 * replaces any earlier one. Throws code 429 (Chinese message) past the per-cellphone and per-address limits.
 */
export function sendSmsCode(ctx: SmsCtx, req: Pick<FastifyRequest, 'ip'>, cellphone: string): void {
  const { db } = ctx
  const s = securityConfig()
  const now = Date.now()
  const codes = smsRepo(db)
  // A code expires TTL after it was made, so "made after `since`" is "expires after since + TTL".
  const created = (since: number) => codes.countExpiringAfter(cellphone, since + TTL_MS)
  if (created(now - s.smsIntervalSeconds * 1000) > 0) throw tooMany(`验证码已发送，请${s.smsIntervalSeconds}秒后再试`)
  if (created(now - DAY) >= s.smsPerPhonePerDay) throw tooMany('该手机号今天获取验证码的次数已达上限，请明天再试')
  if (!limiter(db, 'sms-ip', s.smsPerIpPerHour, HOUR).take(req.ip || 'unknown')) throw tooMany('获取验证码过于频繁，请稍后再试')
  const code = digits(6)
  db.transaction(() => {
    codes.useAll(cellphone)
    codes.insert(cellphone, code, now + TTL_MS)
  })()
  ctx.print(`[sms] code for ${cellphone}: ${code}`)
}

/**
 * The one SMS code check: null when `code` is the cellphone's live code (then used up) or the fixed demo
 * code for a demo cellphone; else the Chinese reason. Wrong guesses are counted per cellphone: the
 * configured number of them locks the cellphone (even the right code is refused) for the lock time.
 */
export function smsCodeProblem(ctx: SmsCtx, cellphone: string, code: string): { message: string; locked: boolean } | null {
  const { db } = ctx
  const s = securityConfig()
  const now = Date.now()
  const state = failuresOf(db)
  const entry = state.get(cellphone)
  const lockMessage = (until: number) => ({ message: `验证码错误次数过多，请${Math.max(1, Math.ceil((until - now) / 60000))}分钟后再试`, locked: true })
  if (entry && entry.lockedUntil > now) return lockMessage(entry.lockedUntil)
  if (!code) return { message: '请输入验证码', locked: false }
  if (fixedCodeApplies(ctx.smsFixedCode, cellphone) && code === ctx.smsFixedCode) {
    state.delete(cellphone)
    return null
  }
  const codes = smsRepo(db)
  const live = codes.live(cellphone, now)
  if (live && live.code === code) {
    codes.use(live.id)
    state.delete(cellphone)
    return null
  }
  const count = (entry && entry.lockedUntil <= now && entry.count < s.smsMaxFailures ? entry.count : 0) + 1
  if (count >= s.smsMaxFailures) {
    const until = now + s.smsLockMinutes * 60000
    state.set(cellphone, { count: 0, lockedUntil: until })
    codes.useAll(cellphone)
    return lockMessage(until)
  }
  state.set(cellphone, { count, lockedUntil: 0 })
  return { message: `验证码错误或已过期，还可再试${s.smsMaxFailures - count}次`, locked: false }
}

/** smsCodeProblem as an error: code 400 for a wrong code, 429 while the cellphone is locked. */
export function requireSmsCode(ctx: SmsCtx, cellphone: string, code: string): void {
  const problem = smsCodeProblem(ctx, cellphone, code)
  if (problem) throw problem.locked ? tooMany(problem.message) : new BizError(400, problem.message)
}
