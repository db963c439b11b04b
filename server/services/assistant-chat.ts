import type { FastifyRequest } from 'fastify'
import type { AiAssistant, AiMessage } from '../../types/contract'
import type { AiMessageRow } from '../db/rows'
import { badRequest, RetryLaterError } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { addressKey, limiter } from '../lib/rate-limit'
import { assistantRepo } from '../repositories/assistant'
import { requireAccount, type AccountRow } from './accounts'
import { cardsOf } from './assistant-cards'
import { recordCardsShown } from './attribution'
import type { Ctx } from './context'
import { inTransaction } from '../repositories/unit-of-work'

/** The assistant as GET ai/assistant/info answers every visitor (and the painted chat page ships it); null: not set up. */
export function assistantInfo(db: Ctx['db']): AiAssistant | null {
  const a = assistantRepo(db).assistant()
  return a ? { id: a.id, name: a.name, avatar: a.avatar, welcome: a.welcome, suggestions: JSON.parse(a.suggestions) } : null
}

/** A stored message as the API answers it; with `assistantCards`, an answer carries its content as cards too. */
function messageOut(ctx: Pick<Ctx, 'db' | 'extensions' | 'now'>, m: AiMessageRow): AiMessage {
  const out: AiMessage = { id: m.id, role: m.role, content: m.content, createdAt: m.created_at, links: JSON.parse(m.links) }
  if (ctx.extensions.has('assistantCards') && m.role === 'assistant') out.cards = cardsOf(ctx.db, out.links, ctx.now(), m.account_id)
  return out
}

/**
 * Answers a question and stores both; returns the stored answer. The answer is built in the worker pool
 * (services/assistant.ts over a read-only connection): scoring every item of content is CPU that would
 * otherwise hold up every other request. BusyError (503) when the pool is full.
 */
async function converse(ctx: Ctx, accountId: number, message: string): Promise<AiMessage> {
  const { db } = ctx
  const text = message.trim()
  if (!text) throw badRequest('请输入问题')
  // What the conversation last listed, for a question about 它 / 这个活动.
  const context = (JSON.parse(assistantRepo(db).lastListed(accountId)) as AiMessage['links']).map(l => l.id)
  const reply = await ctx.pool.run('answer', { dbFile: db.name, question: text, now: new Date().toISOString(), context })
  // With cards the content is on the cards: the text says what they are instead of listing it again.
  const content = ctx.extensions.has('assistantCards') && reply.brief ? reply.brief : reply.content
  return inTransaction(db, () => {
    const messages = assistantRepo(db)
    messages.add(accountId, 'user', text, '[]', nowIso())
    return messageOut(ctx, messages.add(accountId, 'assistant', content, JSON.stringify(reply.links), nowIso()))
  })
}

const TOO_MANY_QUESTIONS = '提问过于频繁，请稍后再试'

/** The account that asks, within the per-address and per-account limits on questions (HTTP 429 past them). */
function asker(ctx: Ctx, req: FastifyRequest): AccountRow {
  const account = requireAccount(ctx.db, req)
  const { aiPerMinute, aiPerIpPerMinute } = ctx.limits
  if (!limiter(ctx.db, 'ai-ip', aiPerIpPerMinute, 60_000).take(addressKey(req.ip))) throw new RetryLaterError(429, TOO_MANY_QUESTIONS, 60)
  if (!limiter(ctx.db, 'ai-account', aiPerMinute, 60_000).take(String(account.id))) throw new RetryLaterError(429, TOO_MANY_QUESTIONS, 60)
  return account
}

/**
 * Asks within the limits and answers; the cards the answer shows are recorded for its account, as what can later
 * make a registration the assistant's (services/attribution.ts).
 */
export async function ask(ctx: Ctx, req: FastifyRequest, message: string): Promise<AiMessage> {
  const account = asker(ctx, req)
  const answer = await converse(ctx, account.id, message)
  const shown = answer.cards?.map(c => c.id) ?? []
  recordCardsShown(ctx.db, account.id, shown, ctx.now())
  return answer
}

/** The account's conversation, oldest first: `size` messages before `beforeId`, or without it the `page` counted back from the newest. */
export function historyOf(ctx: Pick<Ctx, 'db' | 'extensions' | 'now'>, accountId: number, q: { page?: number; size?: number; beforeId?: number }): AiMessage[] {
  const size = q.size ?? 10
  const offset = q.beforeId ? 0 : ((q.page ?? 1) - 1) * size
  const rows = assistantRepo(ctx.db).history(accountId, q.beforeId ?? null, size, offset)
  return rows.reverse().map(m => messageOut(ctx, m))
}
