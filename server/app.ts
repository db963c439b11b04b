import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import Fastify, { type FastifyInstance, type FastifyError } from 'fastify'
import compress from '@fastify/compress'
import multipart from '@fastify/multipart'
import AjvCompiler from '@fastify/ajv-compiler'
import { openDb, migrate } from './db'
import { seedIfEmpty } from './seed'
import { personalNoStore } from './lib/cache-control'
import { compressSmall } from './lib/compress-small'
import { BizError, fail, RetryLaterError } from './lib/envelope'
import { WorkPool } from './lib/pool'
import { defaultWorkers } from './config'
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
import { ALL_EXTENSIONS } from './lib/extensions'
import type { ExtensionName, SubscribePlatform, SubscribeTemplates } from '../types/contract'

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

export interface BuildOptions {
  dataDir: string
  staticDir?: string
  /** Always-accepted SMS code; null or '' disables it. Default '123456'. */
  smsFixedCode?: string | null
  logger?: boolean
  editorOrigins?: string[]
  /** Let http://localhost pages frame the app (the editor in development). Default: NODE_ENV is not production. */
  frameLocalhost?: boolean
  /** Origin of absolute links/QR codes; default http://localhost:<the listening port>. */
  publicOrigin?: string
  /** Serve /api/dev/* (default: NODE_ENV=test or DEV_ENDPOINTS=1). */
  devEndpoints?: boolean
  analyticsPerMinute?: number
  qrPerMinute?: number
  imagesPerMinute?: number
  uploadQuotaMb?: number
  uploadQuotaFiles?: number
  /** Paint the landing pages' first screen into their HTML (docs/first-paint.md). Default: PAINT is not '0'. */
  paint?: boolean
  /** The painted views' bundle the build made, loaded at start (default dist/ssr/views.cjs); missing, pages are the plain shell. */
  viewsBundle?: string
  /** TRUST_PROXY: proxies (addresses, CIDRs) whose X-Forwarded-For sets `req.ip`. Default none: the socket's address. */
  trustProxy?: string[]
  /** Extensions beyond the specification's API (default: all; [] answers exactly the specification). */
  extensions?: ExtensionName[]
  /** Worker threads for posters, QR codes, images and AI answers (default: cores − 1, at least 1). */
  workers?: number
  /** Heavy tasks that may wait for a worker; more answer 503 `服务繁忙，请稍后重试` (default 32). */
  workQueue?: number
  /** New posters per account / per client address per minute (default 20 / 60; 0 = no limit). */
  postersPerMinute?: number
  postersPerIpPerMinute?: number
  /** AI questions per account / per client address per minute (default 10 / 60; 0 = no limit). */
  aiPerMinute?: number
  aiPerIpPerMinute?: number
  /** Writes per account / per client address per minute (default 60 / 600; 0 = no limit): server/services/write-limits.ts. */
  writesPerMinute?: number
  writesPerIpPerMinute?: number
  /** Views of one content item counted per client address per minute (default 3; the rest are answered, not counted). */
  viewsPerIpPerMinute?: number
  /** Assistant-card taps counted per visitor and per client address per minute (default 5). */
  cardTapsPerMinute?: number
  /** Door operations (check-in, sign-out look-ups) per operator account per minute (default 30; 0 = no limit). */
  doorPerMinute?: number
  /** Painted-page cache bound in bytes (default 48 MB). */
  pageCacheBytes?: number
  /** Analytics kept this many days (default 30) and at most this many bytes (default 256 MB). */
  analyticsRetentionDays?: number
  analyticsMaxBytes?: number
  /** Distinct visitors counted per client address, promoter and day (default 10). */
  promotionVisitorsPerIp?: number
  /** Seconds after the enterprise-contact code was shown that the demo counts the contact as added (default 5). */
  demoCpAddDelayS?: number
  /** Pause between the streamed chunks of an assistant answer, as a model would write it (default 25 ms). */
  aiStreamDelayMs?: number
  /** The clock of time-based rules (default Date.now); tests inject one. */
  now?: () => number
  /** Hours a waitlist offer holds its seat (default 24). */
  waitlistOfferHours?: number
  /** Seconds between the scheduler's rounds: reminders, waitlist expiries (default 30). */
  schedulerIntervalS?: number
  /** Subscribe-message templates per mini-program (default: none, the app asks nothing). */
  subscribeTemplates?: Partial<Record<SubscribePlatform, Partial<SubscribeTemplates>>>
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

/** Builds the whole server over `${dataDir}/app.sqlite` (migrated and seeded on first use). */
export async function buildServer(opts: BuildOptions): Promise<FastifyInstance> {
  const dataDir = path.resolve(opts.dataDir)
  const db = openDb(dataDir)
  migrate(db)
  seedIfEmpty(db)
  // Built by the build, loaded once here: a missing bundle turns painting off and /healthz says why (never built here).
  const paintWanted = opts.paint ?? process.env.PAINT !== '0'
  const views = opts.staticDir ? loadPaintedViews(opts.viewsBundle) : null
  const ctx: Ctx = {
    db,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    postersDir: path.join(dataDir, 'posters'),
    staticDir: opts.staticDir ? path.resolve(opts.staticDir) : null,
    smsFixedCode: opts.smsFixedCode === undefined ? '123456' : opts.smsFixedCode || null,
    editorOrigins: opts.editorOrigins ?? [],
    frameLocalhost: opts.frameLocalhost ?? process.env.NODE_ENV !== 'production',
    paint: paintWanted && !!views?.views,
    demoCpAddDelayMs: (opts.demoCpAddDelayS ?? 5) * 1000,
    aiStreamDelayMs: opts.aiStreamDelayMs ?? 25,
    now: opts.now ?? Date.now,
    print: line => {
      if (opts.logger) app.log.info(line)
      else if (!process.env.NODE_TEST_CONTEXT) console.log(line)
    },
    publicOrigin: () => {
      if (opts.publicOrigin) return opts.publicOrigin
      const address = app.server.address()
      const port = typeof address === 'object' && address ? address.port : Number(process.env.PORT) || 8080
      return `http://localhost:${port}`
    },
    originConfigured: !!opts.publicOrigin,
    limits: {
      analyticsPerMinute: opts.analyticsPerMinute ?? 60,
      qrPerMinute: opts.qrPerMinute ?? 60,
      imagesPerMinute: opts.imagesPerMinute ?? 300,
      uploadQuotaBytes: (opts.uploadQuotaMb ?? 50) * 1024 * 1024,
      uploadQuotaFiles: opts.uploadQuotaFiles ?? 200,
      postersPerMinute: opts.postersPerMinute ?? 20,
      postersPerIpPerMinute: opts.postersPerIpPerMinute ?? 60,
      aiPerMinute: opts.aiPerMinute ?? 10,
      aiPerIpPerMinute: opts.aiPerIpPerMinute ?? 60,
      writesPerMinute: opts.writesPerMinute ?? 60,
      writesPerIpPerMinute: opts.writesPerIpPerMinute ?? 600,
      viewsPerIpPerMinute: opts.viewsPerIpPerMinute ?? 3,
      cardTapsPerMinute: opts.cardTapsPerMinute ?? 5,
      doorPerMinute: opts.doorPerMinute ?? 30
    },
    extensions: new Set(opts.extensions ?? ALL_EXTENSIONS),
    pool: new WorkPool({ threads: opts.workers || defaultWorkers(), queue: opts.workQueue ?? 32 }),
    pageCacheBytes: opts.pageCacheBytes ?? 48 * 1024 * 1024,
    analyticsStore: { retentionDays: opts.analyticsRetentionDays ?? 30, maxBytes: opts.analyticsMaxBytes ?? 256 * 1024 * 1024 },
    promotionVisitorsPerIp: opts.promotionVisitorsPerIp ?? 10,
    waitlistOfferMs: (opts.waitlistOfferHours ?? 24) * 3600_000,
    subscribeTemplates: {
      weapp: { waitlistOffer: opts.subscribeTemplates?.weapp?.waitlistOffer ?? null, eventReminder: opts.subscribeTemplates?.weapp?.eventReminder ?? null },
      tt: { waitlistOffer: opts.subscribeTemplates?.tt?.waitlistOffer ?? null, eventReminder: opts.subscribeTemplates?.tt?.eventReminder ?? null }
    },
    messageSender: opts.messageSender ?? noCredentialsSender
  }
  const devEndpoints = opts.devEndpoints ?? (process.env.NODE_ENV === 'test' || process.env.DEV_ENDPOINTS === '1')
  fs.mkdirSync(ctx.uploadsDir, { recursive: true })
  fs.mkdirSync(ctx.postersDir, { recursive: true })

  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    bodyLimit: BODY_LIMIT,
    // Off unless proxies are named: otherwise any client could pick its address (and its limits) with X-Forwarded-For.
    trustProxy: opts.trustProxy?.length ? opts.trustProxy : false,
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
    // API queries only: an app page (/web/h/…) with an odd query string still gets the app, which shows a
    // readable error for it, never a bare JSON 400 in place of the page.
    if (req.url.startsWith('/api/')) checkQuery(req.query)
    if (req.body !== undefined && req.body !== null && !req.isMultipart()) {
      req.body = cleanValue(req.body)
      checkFields(req.body, isImageUpload)
    }
  })

  app.setErrorHandler((error: FastifyError | BizError | Error, req, reply) => {
    if (error instanceof RetryLaterError) reply.header('Retry-After', String(error.retryAfter))
    if (error instanceof BizError) return reply.code(error.httpStatus).send(fail(error.code, error.message))
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
  })

  // Swagger is loaded only to write the document (docs/openapi.json): a plain start never reads it.
  if (opts.openapi) {
    const swagger = (await import('@fastify/swagger')).default
    await app.register(swagger, { openapi: { info: { title: 'Marketing site API', version: '1' } } })
  }

  // Server-wide parts, on the root so that tests and /api/dev reach them: the scheduler, the caches' counters.
  registerScheduler(app, ctx, (opts.schedulerIntervalS ?? 30) * 1000)
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
  if (devEndpoints) await app.register(area('dev', devRoutes), { prefix: '/api/dev', ctx })

  return app
}
