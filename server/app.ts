import fs from 'node:fs'
import path from 'node:path'
import Fastify, { type FastifyInstance, type FastifyError } from 'fastify'
import compress from '@fastify/compress'
import multipart from '@fastify/multipart'
import { openDb, migrate } from './db'
import { seedIfEmpty } from './seed'
import { BizError, fail } from './lib/envelope'
import { currentAccount } from './services/accounts'
import type { Ctx } from './services/context'
import { registerWeb } from './routes/web'
import { registerAccount } from './routes/account'
import { registerCards } from './routes/cards'
import { registerContent } from './routes/content'
import { registerUser } from './routes/user'
import { registerForms } from './routes/forms'
import { registerEvents } from './routes/events'
import { registerPosters } from './routes/posters'
import { registerPromotion } from './routes/promotion'
import { registerLottery } from './routes/lottery'
import { registerOrders } from './routes/orders'
import { registerGifts } from './routes/gifts'
import { registerMisc } from './routes/misc'
import { registerAi } from './routes/ai'
import { registerTickets } from './routes/tickets'

export interface BuildOptions {
  dataDir: string
  staticDir?: string
  /** Always-accepted SMS code; null or '' disables it. Default '123456'. */
  smsFixedCode?: string | null
  logger?: boolean
  editorOrigins?: string[]
}

export const BODY_LIMIT = 1024 * 1024
export const UPLOAD_LIMIT = 5 * 1024 * 1024

/** Builds the whole server over `${dataDir}/app.sqlite` (migrated and seeded on first use). */
export async function buildServer(opts: BuildOptions): Promise<FastifyInstance> {
  const dataDir = path.resolve(opts.dataDir)
  const db = openDb(dataDir)
  migrate(db)
  seedIfEmpty(db)
  const ctx: Ctx = {
    db,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    postersDir: path.join(dataDir, 'posters'),
    staticDir: opts.staticDir ? path.resolve(opts.staticDir) : null,
    smsFixedCode: opts.smsFixedCode === undefined ? '123456' : opts.smsFixedCode || null,
    editorOrigins: opts.editorOrigins ?? [],
    print: line => {
      if (opts.logger) app.log.info(line)
      else if (!process.env.NODE_TEST_CONTEXT) console.log(line)
    }
  }
  fs.mkdirSync(ctx.uploadsDir, { recursive: true })
  fs.mkdirSync(ctx.postersDir, { recursive: true })

  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: false,
    ajv: { customOptions: { allowUnionTypes: true } }
  })
  app.addHook('onClose', async () => db.close())

  // JSON bodies: an empty body counts as {} (the app posts {} or nothing on action endpoints).
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim()
    if (!text) return done(null, {})
    try {
      done(null, JSON.parse(text))
    } catch {
      done(new BizError(400, '请求体不是合法的 JSON', 400), undefined)
    }
  })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
  // text/plain (e.g. sendBeacon analytics) is read as JSON when it looks like JSON.
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim()
    if (!text) return done(null, {})
    try {
      done(null, JSON.parse(text))
    } catch {
      done(null, text)
    }
  })

  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [require('node:zlib').constants.BROTLI_PARAM_QUALITY]: 5 } }
  })
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 10, fieldSize: 1024 } })

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    return payload
  })

  // /api/ca/** always needs the token (handlers read the account again, cached per request).
  app.addHook('onRequest', async req => {
    const url = req.routeOptions.url
    if (url && url.startsWith('/api/ca/') && !currentAccount(db, req)) throw new BizError(401, '请先登录')
  })

  app.setErrorHandler((error: FastifyError | BizError | Error, req, reply) => {
    if (error instanceof BizError) return reply.code(error.httpStatus).send(fail(error.code, error.message))
    const e = error as FastifyError
    if (e.validation) {
      const first = e.validation[0]
      const where = `${e.validationContext ?? ''}${first?.instancePath ?? ''}`.replace(/^body\/?/, '').replace(/^\//, '')
      const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty
      const detail = missing ? `缺少参数 ${missing}` : `参数 ${where || '(请求)'} ${first?.message ?? '无效'}`
      return reply.code(400).send(fail(400, `参数错误：${detail}`))
    }
    const status = e.statusCode ?? 500
    if (status === 413 || e.code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(413).send(fail(413, '请求体过大'))
    if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send(fail(415, '不支持的请求类型'))
    if (status >= 400 && status < 500) {
      const msg = error instanceof SyntaxError || e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? '请求体不是合法的 JSON' : '请求无效'
      return reply.code(status).send(fail(status, msg))
    }
    req.log.error(error)
    return reply.code(500).send(fail(500, '服务器开小差了，请稍后再试'))
  })

  registerWeb(app, ctx)
  registerAccount(app, ctx)
  registerCards(app, ctx)
  registerContent(app, ctx)
  registerUser(app, ctx)
  registerForms(app, ctx)
  registerEvents(app, ctx)
  registerPosters(app, ctx)
  registerPromotion(app, ctx)
  registerLottery(app, ctx)
  registerOrders(app, ctx)
  registerGifts(app, ctx)
  registerMisc(app, ctx)
  registerAi(app, ctx)
  registerTickets(app, ctx)

  return app
}
