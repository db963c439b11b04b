import type { FastifyInstance, FastifyRequest } from 'fastify'
import { RetryLaterError } from '../lib/envelope'
import { addressKey, limiter } from '../lib/rate-limit'
import { currentAccount } from './accounts'
import type { Ctx } from './context'

const TOO_MANY_WRITES = '操作过于频繁，请稍后再试'
const MINUTE = 60_000

/**
 * Writes with limits of their own, left out of the shared budget: analytics posts (per address), AI questions and
 * posters (per account and address), uploads (a daily quota), SMS sign-in (codes per phone and address), the view
 * ping (counted at most a few times per address, never refused), and the scheduler's tick.
 */
const OWN_LIMITS = new Set([
  '/api/open/v1/analytics',
  '/api/ca-open/v1/ai/assistant/chat',
  '/api/ca-open/v1/ai/assistant/beforeStreamChat',
  '/api/ca-open/v1/share/genPoster',
  '/api/open/ca/v1/businessCard/posterDownload',
  '/api/open/file/upload',
  '/api/open/v1/entityData/view/:id',
  '/scheduler/tick'
])

/** A request that changes stored state: any POST, PUT, PATCH or DELETE of the API. */
const isWrite = (req: FastifyRequest) => req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS'

/**
 * Every write a client can reach shares one budget per account and one per client address a minute
 * (WRITES_PER_MINUTE, WRITES_PER_IP_PER_MINUTE): signing up and cancelling, editing a registration, joining and
 * leaving a waitlist, stars, favourites, reminders, notices, forms, orders… A loop of any of them stops at the
 * budget with 429 and `Retry-After`, before its handler writes anything; a route added later is inside it too.
 * The address budget is counted first, so a flood of made-up accounts from one address stops there as well.
 */
export function limitWrites(app: FastifyInstance, ctx: Pick<Ctx, 'db' | 'limits'>): void {
  const { db } = ctx
  app.addHook('preHandler', async req => {
    if (!isWrite(req) || OWN_LIMITS.has(req.routeOptions.url ?? '')) return
    const { writesPerMinute, writesPerIpPerMinute } = ctx.limits
    const address = limiter(db, 'writes-ip', writesPerIpPerMinute, MINUTE)
    if (!address.take(addressKey(req.ip))) throw new RetryLaterError(429, TOO_MANY_WRITES, Math.ceil(address.retryAfterMs(addressKey(req.ip)) / 1000) || 60)
    const account = currentAccount(db, req)
    if (!account) return
    const own = limiter(db, 'writes-account', writesPerMinute, MINUTE)
    if (!own.take(String(account.id))) throw new RetryLaterError(429, TOO_MANY_WRITES, Math.ceil(own.retryAfterMs(String(account.id)) / 1000) || 60)
  })
}

/**
 * A write that does the work of several (a group registration: one registration per member) costs `extra` more
 * from both budgets than the one its request already took, so a group costs what its members would cost one by one.
 * When either budget cannot afford all of it, nothing more is taken and the answer is its 429.
 */
export function takeExtraWrites(ctx: Pick<Ctx, 'db' | 'limits'>, req: Pick<FastifyRequest, 'ip'>, accountId: number, extra: number): void {
  if (extra <= 0) return
  const { db } = ctx
  const budgets = [
    { budget: limiter(db, 'writes-ip', ctx.limits.writesPerIpPerMinute, MINUTE), key: addressKey(req.ip) },
    { budget: limiter(db, 'writes-account', ctx.limits.writesPerMinute, MINUTE), key: String(accountId) }
  ]
  for (const { budget, key } of budgets) {
    if (budget.limit > 0 && budget.count(key) + extra > budget.limit) {
      throw new RetryLaterError(429, TOO_MANY_WRITES, Math.ceil(budget.retryAfterMs(key) / 1000) || 60)
    }
  }
  for (const { budget, key } of budgets) for (let i = 0; i < extra; i++) budget.take(key)
}
