import type { AiAssistant, AiMessage } from '../../types/contract'
import type { AiMessageRow } from '../db/rows'
import { badRequest } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { assistantRepo } from '../repositories/assistant'
import { cardsOf } from './assistant-cards'
import type { Ctx } from './context'
import { inTransaction } from '../repositories/unit-of-work'

/** The assistant as GET ai/assistant/info answers every visitor (and the painted chat page ships it); null: not set up. */
export function assistantInfo(db: Ctx['db']): AiAssistant | null {
  const a = assistantRepo(db).assistant()
  return a ? { id: a.id, name: a.name, avatar: a.avatar, welcome: a.welcome, suggestions: JSON.parse(a.suggestions) } : null
}

/** A stored message as the API answers it; with `assistantCards`, an answer carries its content as cards too. */
export function messageOut(ctx: Pick<Ctx, 'db' | 'extensions' | 'now'>, m: AiMessageRow): AiMessage {
  const out: AiMessage = { id: m.id, role: m.role, content: m.content, createdAt: m.created_at, links: JSON.parse(m.links) }
  if (ctx.extensions.has('assistantCards') && m.role === 'assistant') out.cards = cardsOf(ctx.db, out.links, ctx.now(), m.account_id)
  return out
}

/**
 * Answers a question and stores both; returns the stored answer. The answer is built in the worker pool
 * (services/assistant.ts over a read-only connection): scoring every item of content is CPU that would
 * otherwise hold up every other request. BusyError (503) when the pool is full.
 */
export async function converse(ctx: Ctx, accountId: number, message: string): Promise<AiMessage> {
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
