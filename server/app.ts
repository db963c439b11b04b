import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import compress from '@fastify/compress'
import multipart from '@fastify/multipart'
import AjvCompiler from '@fastify/ajv-compiler'
import { openDb, migrate } from './db'
import { seedIfEmpty } from './seed'
import { personalNoStore } from './lib/cache-control'
import { compressSmall } from './lib/compress-small'
import { BizError, fail, RetryLaterError } from './lib/envelope'
import { WorkPool } from './lib/pool'
import { withDefaults, type ConfigOverrides, type ServerConfig } from './config'
import { checkFields, checkQuery, cleanValue } from './lib/input'
import { validationMessage } from './lib/validation-message'
import { secureCookie } from './services/session'
import type { Ctx } from './services/context'
import { noCredentialsSender, type MessageSender } from './services/outbox'
import { indexPageFor, webRoutes } from './routes/web'
import { ROUTE_AREAS } from './routes'
import { area } from './routes/plugin'
import { registerScheduler } from './routes/scheduler'
import { publicReads } from './services/public-reads'
import { limitWrites } from './services/write-limits'
import type { PageCacheStats } from './ssr/index-page'
import { loadPaintedViews } from './ssr/views'
import { healthOf, registerHealth, type Health } from './routes/health'
import { devRoutes } from './routes/dev'
import { miscRepo } from './repositories/misc'
import { viewCounts } from './repositories/view-counts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The anonymous read cache's counters (services/public-reads.ts). */
    publicReads: () => { hits: number; misses: number; entries: number }
    /** The painted-page cache's counters (server/ssr/index-page.ts); absent without a build folder. */
    pageCache?: () => PageCacheStats
    /** What /healthz answers: whether the server serves all it was built to (the painted views' bundle). */
    health: () => Health
  }
}

/**
 * What buildServer takes: its settings (server/config.ts), the whole config as the CLI reads it or any part of it over
 * the defaults (withDefaults: tests and tools pass only what they change), and what a test injects. The data folder
 * and the H5 build are always the caller's: without `staticDir` no build is served, whatever STATIC_DIR's default.
 */
export interface BuildOptions extends ConfigOverrides {
  dataDir: string
  /** The H5 build to serve under BASE_PATH (none: the "not built" page, no painting). */
  staticDir?: string | null
  /** The painted views' bundle the build made, loaded at start (default dist/ssr/views.cjs); missing, pages are the plain shell. */
  viewsBundle?: string
  /** The clock of time-based rules (default Date.now); tests inject one. */
  now?: () => number
  /** Human-facing lines (SMS codes): default the request log when LOG is on, else stdout. */
  print?: (line: string) => void
  /** Sends the outbox's subscribe messages (default: none sent, SKIPPED_NO_CREDENTIALS). */
  messageSender?: MessageSender
  /** Collect the routes' schemas into an OpenAPI document (`app.swagger()`; scripts/endpoints-doc.ts). Default off. */
  openapi?: boolean
}

const BODY_LIMIT = 1024 * 1024
const UPLOAD_LIMIT = 5 * 1024 * 1024
/** A whole request (headers and body) must arrive within this; slow uploads are cut off. */
const REQUEST_TIMEOUT_MS = 60_000
/** Largest request head Node accepts before answering 431. */
const MAX_HEADER_BYTES = 16 * 1024

/** Query/params/headers are coerced from text (that is all they can be); bodies keep their exact JSON types. */
function strictBodyValidators() {
  const factory = AjvCompiler()
  return (externalSchemas: unknown, options: any) => {
    const loose = factory(externalSchemas as any, options)
    const strict = factory(externalSchemas as any, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } })
    return (route: { httpPart?: string } & Record<string, any>) => (route.httpPart === 'body' ? strict(route as any) : loose(route as any))
  }
}

/** An envelope as a raw HTTP/1.1 answer, for errors Node answers before Fastify sees the request. */
function rawEnvelope(status: number, reason: string, message: string): string {
  const json = JSON.stringify(fail(status, message))
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`
}

const NOT_JSON = Symbol('not JSON')

/** A request body read as JSON: white space alone is `{}` (the app posts nothing on action endpoints). */
function jsonText(body: string): unknown {
  const text = body.trim()
  if (!text) return {}
  try {
    return JSON.parse(text)
  } catch {
    return NOT_JSON
  }
}

/** The request bodies the API reads: JSON (empty is {}), form posts, and text that may be JSON. */
function installBodyParsers(app: FastifyInstance): void {
  // JSON bodies: an empty body counts as {} (the app posts {} or nothing on action endpoints).
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const parsed = jsonText(body as string)
    if (parsed === NOT_JSON) done(new BizError(400, '请求体不是合法的 JSON', 400), undefined)
    else done(null, parsed)
  })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
  // text/plain (e.g. sendBeacon analytics) is read as JSON when it looks like JSON, else kept as the text.
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    const parsed = jsonText(body as string)
    done(null, parsed === NOT_JSON ? (body as string).trim() : parsed)
  })
}

/** Every error as the envelope the app reads: business errors as thrown, validation and protocol errors named. */
function answerError(error: FastifyError | BizError | Error, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RetryLaterError) reply.header('Retry-After', String(error.retryAfter))
  if (error instanceof BizError) return reply.code(error.httpStatus).send(fail(error.code, error.message, error.data))
  const e = error as FastifyError
  if (e.validation) {
    return reply.code(400).send(fail(400, `参数错误：${validationMessage(e.validation as any, e.validationContext)}`))
  }
  const status = e.statusCode ?? 500
  if (status === 413 || e.code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(413).send(fail(413, '请求体过大'))
  if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send(fail(415, '不支持的请求类型'))
  // Multipart without a boundary (or otherwise malformed) is the client's mistake, not ours.
  if (/boundary not found|malformed part header|unexpected end of form/i.test(e.message) || e.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return reply.code(400).send(fail(400, '上传格式无效：请使用 multipart/form-data（含 boundary）'))
  }
  if (status === 408 || e.code === 'FST_ERR_REQUEST_TIMEOUT') return reply.code(408).send(fail(408, '请求超时，请检查网络后重试'))
  if (status >= 400 && status < 500) {
    const msg = error instanceof SyntaxError || e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? '请求体不是合法的 JSON' : '请求无效'
    return reply.code(status).send(fail(status, msg))
  }
  req.log.error(error)
  return reply.code(500).send(fail(500, '服务器开小差了，请稍后再试'))
}

/** Builds the whole server over `${dataDir}/app.sqlite` (migrated and seeded on first use). */
export async function buildServer(opts: BuildOptions): Promise<FastifyInstance> {
  const { dataDir: dataFolder, staticDir: buildFolder, viewsBundle, now, print, messageSender, openapi, ...settings } = opts
  const dataDir = path.resolve(dataFolder)
  const config: ServerConfig = { ...withDefaults(settings), dataDir, staticDir: buildFolder ? path.resolve(buildFolder) : null }
  const db = openDb(dataDir)
  migrate(db)
  seedIfEmpty(db)
  // Built by the build, loaded once here: a missing bundle turns painting off and /healthz says why (never built here).
  const paintWanted = config.paint
  const views = config.staticDir ? loadPaintedViews(viewsBundle) : null
  // Every setting from the config, as it is (its defaults are server/config.ts readConfig's), in the units services use.
  const ctx: Ctx = {
    db,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    postersDir: path.join(dataDir, 'posters'),
    staticDir: config.staticDir,
    smsFixedCode: config.smsFixedCode || null,
    editorOrigins: config.editorOrigins,
    frameLocalhost: config.frameLocalhost,
    paint: paintWanted && !!views?.views,
    demoCpAddDelayMs: config.demoCpAddDelayS * 1000,
    aiStreamDelayMs: config.aiStreamDelayMs,
    now: now ?? Date.now,
    print:
      print ??
      (line => {
        if (config.logger) app.log.info(line)
        else console.log(line)
      }),
    publicOrigin: () => {
      if (config.publicOrigin) return config.publicOrigin
      const address = app.server.address()
      const port = typeof address === 'object' && address ? address.port : config.port
      return `http://localhost:${port}`
    },
    originConfigured: !!config.publicOrigin,
    security: config.security,
    limits: {
      analyticsPerMinute: config.analyticsPerMinute,
      qrPerMinute: config.qrPerMinute,
      imagesPerMinute: config.imagesPerMinute,
      uploadQuotaBytes: config.uploadQuotaMb * 1024 * 1024,
      uploadQuotaFiles: config.uploadQuotaFiles,
      postersPerMinute: config.postersPerMinute,
      postersPerIpPerMinute: config.postersPerIpPerMinute,
      aiPerMinute: config.aiPerMinute,
      aiPerIpPerMinute: config.aiPerIpPerMinute,
      writesPerMinute: config.writesPerMinute,
      writesPerIpPerMinute: config.writesPerIpPerMinute,
      viewsPerIpPerMinute: config.viewsPerIpPerMinute,
      cardTapsPerMinute: config.cardTapsPerMinute,
      doorPerMinute: config.doorPerMinute
    },
    extensions: new Set(config.extensions),
    pool: new WorkPool({ threads: config.workers, queue: config.workQueue }),
    pageCacheBytes: config.pageCacheBytes,
    analyticsStore: { retentionDays: config.analyticsRetentionDays, maxBytes: config.analyticsMaxBytes },
    promotionVisitorsPerIp: config.promotionVisitorsPerIp,
    waitlistOfferMs: config.waitlistOfferHours * 3600_000,
    subscribeTemplates: config.subscribeTemplates,
    messageSender: messageSender ?? noCredentialsSender
  }
  fs.mkdirSync(ctx.uploadsDir, { recursive: true })
  fs.mkdirSync(ctx.postersDir, { recursive: true })

  const app = Fastify({
    logger: config.logger ? { level: 'info' } : false,
    bodyLimit: BODY_LIMIT,
    // Off unless proxies are named: otherwise any client could pick its address (and its limits) with X-Forwarded-For.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    // Slow clients are cut off: the whole request within a minute, headers within 10 s, idle sockets after 30 s.
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: 30_000,
    keepAliveTimeout: 5_000,
    http: { maxHeaderSize: MAX_HEADER_BYTES, headersTimeout: 10_000 } as any,
    ajv: { customOptions: { allowUnionTypes: true } },
    schemaController: { compilersFactory: { buildValidator: strictBodyValidators() as any } },
    // Errors Node's HTTP parser answers itself (431 header too large, 400 bad request, 408 timeout) keep the envelope.
    clientErrorHandler: (err: NodeJS.ErrnoException, socket) => {
      if (!socket.writable || (socket as any)._httpMessage) return socket.destroy()
      const answer =
        err.code === 'HPE_HEADER_OVERFLOW'
          ? rawEnvelope(431, 'Request Header Fields Too Large', '请求头过大')
          : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? rawEnvelope(408, 'Request Timeout', '请求超时，请检查网络后重试')
            : rawEnvelope(400, 'Bad Request', '请求格式无效')
      socket.end(answer)
    }
  })
  app.addHook('onClose', async () => {
    await ctx.pool.close()
    viewCounts(db).flush()
    db.close()
  })

  installBodyParsers(app)

  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }
  })
  app.addHook('onSend', compressSmall)
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 10, fieldSize: 1024 } })

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    // Served at an https origin: browsers keep to https (HSTS) and send the session cookie over https only.
    if (ctx.publicOrigin().startsWith('https:')) {
      reply.header('Strict-Transport-Security', 'max-age=31536000')
      const cookies = reply.getHeader('set-cookie')
      if (cookies !== undefined) {
        // reply.header appends Set-Cookie values: the plain ones go first, or each cookie would be sent twice.
        reply.removeHeader('set-cookie')
        reply.header('set-cookie', (Array.isArray(cookies) ? cookies : [String(cookies)]).map(secureCookie))
      }
    }
    return payload
  })
  app.addHook('onSend', personalNoStore)
  limitWrites(app, ctx)

  // Input hygiene before validation: trimmed strings, no control/bidi characters, one rule for email/avatar.
  const isImageUpload = miscRepo(db).isImageUpload
  app.addHook('preValidation', async req => {
    // API queries only: an app page (under BASE_PATH) with an odd query string still gets the app, which shows a
    // readable error for it, never a bare JSON 400 in place of the page.
    if (req.url.startsWith('/api/')) checkQuery(req.query)
    if (req.body !== undefined && req.body !== null && !req.isMultipart()) {
      req.body = cleanValue(req.body)
      checkFields(req.body, isImageUpload)
    }
  })

  app.setErrorHandler(answerError)

  // Swagger is loaded only to write the document (docs/openapi.json): a plain start never reads it.
  if (openapi) {
    const swagger = (await import('@fastify/swagger')).default
    await app.register(swagger, { openapi: { info: { title: 'Marketing site API', version: '1' } } })
  }

  // Server-wide parts, on the root so that tests and /api/dev reach them: the scheduler, the caches' counters.
  registerScheduler(app, ctx, config.schedulerIntervalS * 1000)
  app.decorate('config', config)
  app.decorate('publicReads', () => ({ ...publicReads(db).stats, entries: publicReads(db).size }))
  const indexPage = indexPageFor(app, ctx)
  if (indexPage) app.decorate('pageCache', indexPage.stats)
  const health = healthOf({ staticDir: ctx.staticDir, paintWanted, views })
  app.decorate('health', () => health)
  registerHealth(app, health)

  // Each area of routes is an encapsulated plugin (server/routes/plugin.ts): the hooks it adds, such as the
  // account check of /api/ca/**, hold for its own routes only; its name is its routes' OpenAPI tag.
  await app.register(area('web', webRoutes), { ctx, indexPage })
  for (const [name, plugin] of ROUTE_AREAS) await app.register(area(name, plugin), { ctx })
  // /api/dev/* is a development aid (it lists every visitor's events): its plugin is registered only when asked for.
  if (config.devEndpoints) await app.register(area('dev', devRoutes), { prefix: '/api/dev', ctx })

  return app
}
