import type { FastifyRequest } from 'fastify'
import { notFound, ok, RetryLaterError } from '../lib/envelope'
import { addressKey, limiter } from '../lib/rate-limit'
import { id, int, obj, str } from '../lib/schema'
import { requireAccount, type AccountRow } from '../services/accounts'
import type { Ctx } from '../services/context'
import { defineRoutes } from './plugin'
import { assistantRepo } from '../repositories/assistant'
import { assistantInfo, converse, messageOut } from '../services/assistant-chat'
import { recordCardsShown } from '../services/attribution'
import type { AiMessage } from '../../types/contract'

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
async function ask(ctx: Ctx, req: FastifyRequest, message: string): Promise<AiMessage> {
  const account = asker(ctx, req)
  const answer = await converse(ctx, account.id, message)
  const shown = answer.cards?.map(c => c.id) ?? []
  recordCardsShown(ctx.db, account.id, shown, ctx.now())
  return answer
}

/** Splits text into chunks of a few characters (code points, never half a surrogate pair). */
function chunks(text: string, size = 4): string[] {
  const chars = Array.from(text)
  const out: string[] = []
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''))
  return out
}

/** The AI assistant: info, chat, streamed chat and history. */
export const aiRoutes = defineRoutes(({ app, ctx, db, signedIn }) => {
  const chatBody = obj({ message: str(1000, { minLength: 1 }) }, ['message'])

  app.get('/api/ca-open/v1/ai/assistant/info', { schema: { summary: 'AiAssistant' } }, () => {
    const a = assistantInfo(db)
    if (!a) throw notFound('AI 助手未配置')
    return ok(a)
  })

  app.post('/api/ca-open/v1/ai/assistant/chat', { schema: { body: chatBody, summary: 'AiMessage (the answer)', description: '{message} [auth]' } }, async req =>
    ok(await ask(ctx, req, req.body.message))
  )

  app.post(
    '/api/ca-open/v1/ai/assistant/beforeStreamChat',
    {
      schema: {
        body: chatBody,
        summary: '`text/event-stream`: `data: {"delta":"..."}` lines, then `data: {"done":true,"message":AiMessage}`',
        description: '{message} [auth]'
      }
    },
    async (req, reply) => {
      const message = await ask(ctx, req, req.body.message)
      reply.hijack()
      const res = reply.raw
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff'
      })
      let closed = false
      res.on('close', () => {
        closed = true
      })
      for (const delta of chunks(message.content)) {
        if (closed) return
        res.write(`data: ${JSON.stringify({ delta })}\n\n`)
        if (ctx.aiStreamDelayMs) await new Promise(r => setTimeout(r, ctx.aiStreamDelayMs))
      }
      if (!closed) res.end(`data: ${JSON.stringify({ done: true, message })}\n\n`)
    }
  )

  signedIn.get(
    '/api/ca-open/v1/ai/assistant/message/historyList',
    {
      schema: {
        summary: 'AiMessage[] (the 10 before beforeId, oldest first)',
        description: '?page&size=10&beforeId [auth]',
        querystring: obj({ page: int({ minimum: 1 }), size: int({ minimum: 1, maximum: 100 }), beforeId: id() })
      }
    },
    (req, account) => {
      const size = req.query.size ?? 10
      // beforeId pages backwards; without it, `page` counts back from the newest.
      const offset = req.query.beforeId ? 0 : ((req.query.page ?? 1) - 1) * size
      const rows = assistantRepo(db).history(account.id, req.query.beforeId ?? null, size, offset)
      return ok(rows.reverse().map(m => messageOut(ctx, m)))
    }
  )
})
