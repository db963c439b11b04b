import { notFound, ok } from '../lib/envelope'
import { id, int, obj, str } from '../lib/schema'
import { defineRoutes } from './plugin'
import { ask, assistantInfo, historyOf } from '../services/assistant-chat'

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
    (req, account) => ok(historyOf(ctx, account.id, req.query))
  )
})
