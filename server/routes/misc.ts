import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Type } from 'typebox'
import type { InteractionPointCode, UploadResult } from '../../types/contract'
import { BizError, badRequest, forbidden, notFound, ok } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { id, int, obj, oneOf, str, typed } from '../lib/schema'
import { contentRepo } from '../repositories/content'
import { miscRepo } from '../repositories/misc'
import { currentAccount, requireAccount } from '../services/accounts'
import type { RoutesPlugin } from './plugin'
import { courseProgress } from '../services/content'
import { isDoorStaff } from '../services/events'
import { creditPoint, currentPointCode, isPointCode } from '../services/on-site-codes'
import { trackHeader, visitorId } from '../services/promotion'
import { analyticsOverCap, startAnalyticsPruning } from '../services/analytics-store'
import { storeAnalytics } from '../services/analytics'
import { nameWithExt, safeFileName, sniffType } from '../lib/sniff'
import { addressKey, limiter } from '../lib/rate-limit'

/** Upload types by extension (the stored files are typed from their content: lib/sniff.ts). */
export const UPLOAD_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8'
}

/** The upload key of the X-Api-Key header (one value, at most 128 characters), or null. */
function apiKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers['x-api-key']
  return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : null
}
/**
 * Bounds of one analytics post (docs/analytics.md "What the server keeps"): events per post, properties per
 * event, bytes per event (as JSON) and of the whole body. The app sends at most BATCH (20) events, each kept
 * under MAX_EVENT_BYTES by the client (src/services/analytics/fit.ts).
 */
const ANALYTICS_LIMITS = { eventsPerPost: 50, propertiesPerEvent: 50, eventBytes: 4096, bodyBytes: 128 * 1024 } as const

const payloadSchema = obj(
  {
    // One type list rather than a union: the same coercion and the same message (整数或文本) as before.
    siteId: Type.Unsafe<number | string>({ type: ['integer', 'string'], maxLength: 40 }),
    anonymousPageId: str(100),
    type: oneOf(['event', 'systemEvent', 'page', 'identify', 'track']),
    event: str(100, { minLength: 1 }),
    properties: Type.Record(Type.String(), Type.Unknown(), { maxProperties: ANALYTICS_LIMITS.propertiesPerEvent }),
    pageProperties: Type.Record(Type.String(), Type.Unknown(), { maxProperties: 30 })
  },
  ['event']
)

/** Interaction points, course records, uploads and analytics. */
export const miscRoutes: RoutesPlugin = async (fastify, { ctx }) => {
  const app = typed(fastify)
  const { db } = ctx
  const misc = miscRepo(db)
  const content = contentRepo(db)

  // ---------------------------------------------------------------- on-site interaction

  app.get('/api/ca-open/v1/onSiteInteractive/info', { schema: { querystring: obj({ id: id() }, ['id']) } }, req => {
    const i = misc.interaction(req.query.id)
    if (!i) throw notFound('互动不存在')
    const account = currentAccount(db, req)
    const points = misc.points(i.id).map(p => ({
      pointId: p.id,
      name: p.name,
      description: p.description,
      reward: p.reward,
      verified: account ? misc.verified(account.id, p.id) : false
    }))
    return ok({ id: i.id, title: i.title, description: i.description, eventId: i.event_id, points })
  })

  // A check-in at a point gives its points only with the code shown at that point right now (door staff
  // display it, rotating every 5 minutes): calling this from home, without having been there, gives nothing.
  app.post('/api/ca-open/v1/onSiteInteractive/point/record/verify', { schema: { querystring: obj({ pointId: id(), code: str(20) }, ['pointId']) } }, req => {
    const account = requireAccount(db, req)
    const p = misc.point(req.query.pointId)
    if (!p) throw notFound('互动点位不存在')
    const code = req.query.code?.trim()
    if (!code) throw badRequest('请扫描展区现场的二维码，或输入展区屏幕上的 6 位核销码')
    // Codes are 6 digits: wrong guesses are limited per account.
    if (!limiter(db, 'on-site-code', 20, 10 * 60_000).take(String(account.id))) throw new BizError(429, '核销尝试过于频繁，请稍后再试', 429)
    if (!isPointCode(db, p.id, code)) throw badRequest('核销码无效或已过期，请以展区现场显示的为准')
    creditPoint(db, account.id, p)
    return ok({ pointId: p.id, name: p.name, description: p.description, reward: p.reward, verified: true })
  })

  // The codes to show on site, for door staff (promoters and company users) only.
  app.get('/api/ca-open/v1/onSiteInteractive/point/codes', { schema: { querystring: obj({ id: id() }, ['id']) } }, req => {
    const account = requireAccount(db, req)
    if (!isDoorStaff(db, account)) throw forbidden('仅现场工作人员可查看核销码')
    const i = misc.interaction(req.query.id)
    if (!i) throw notFound('互动不存在')
    const codes: InteractionPointCode[] = misc.points(i.id).map(p => {
      const { code, validUntil } = currentPointCode(db, p.id)
      const scanText = `pointId=${p.id}&code=${code}`
      return { pointId: p.id, name: p.name, code, scanText, qrCode: `/api/open/qrCode/gen?content=${encodeURIComponent(scanText)}`, validUntil }
    })
    return ok(codes)
  })

  // ---------------------------------------------------------------- course learning records

  app.post(
    '/api/ca-open/v1/course/record',
    {
      schema: {
        body: obj(
          {
            courseItemId: id(),
            time: int({ maximum: 86400 }),
            progressTime: int({ maximum: 864000 }),
            percent: Type.Number({ minimum: 0, maximum: 100 }),
            learnCompletedEvent: Type.Integer({ enum: [0, 1] })
          },
          ['courseItemId', 'time', 'progressTime', 'percent']
        )
      }
    },
    req => {
      const account = requireAccount(db, req)
      const b = req.body
      const item = content.lesson(b.courseItemId)
      if (!item) throw notFound('课时不存在')
      const course = content.entityPrice(item.course_id)!
      if (course.price && !item.free) {
        if (!content.bought(account.id, item.course_id)) throw new BizError(403, '请先购买课程')
      }
      const learned = b.learnCompletedEvent === 1 ? 1 : 0
      content.saveRecord({
        accountId: account.id,
        lessonId: item.id,
        progressTime: b.progressTime,
        percent: Math.round(b.percent),
        watched: b.time,
        learned,
        at: nowIso()
      })
      const rec = content.record(account.id, item.id)!
      return ok({ learned: !!rec.learned, progress: courseProgress(db, item.course_id, account.id).progress })
    }
  )

  // ---------------------------------------------------------------- upload

  const DAY_MS = 24 * 60 * 60 * 1000
  /** The largest file (multipart fileSize, UPLOAD_LIMIT in server/app.ts). */
  const MAX_FILE = 5 * 1024 * 1024
  /** A hold outlives any request (requests are cut off after 60 s), so only a crashed process leaves one behind. */
  const HOLD_MS = 2 * 60_000
  const quotaText = () => `${Math.round(ctx.limits.uploadQuotaBytes / 1024 / 1024)} MB、${ctx.limits.uploadQuotaFiles} 个文件`
  const overQuota = () => new BizError(429, `今日上传已达上限（每个账号 24 小时内最多 ${quotaText()}），请明天再试`, 429)
  // The apiKey comes in the X-Api-Key header: in the URL it would land in request logs and proxies' logs, so a
  // key in the query is refused (and not looked at).
  app.post('/api/open/file/upload', { bodyLimit: 6 * 1024 * 1024, schema: { querystring: obj({ apiKey: Type.Unknown() }) } }, async req => {
    if (req.query.apiKey !== undefined) throw new BizError(400, 'apiKey 不能放在网址中，请使用请求头 X-Api-Key', 400)
    const key = apiKeyOf(req.headers)
    const account = key ? misc.apiKeyAccount(key) : undefined
    if (!account) throw new BizError(401, 'apiKey 无效')
    if (!req.isMultipart()) throw new BizError(400, '请使用 multipart/form-data 上传，字段名 file', 400)
    // The space is reserved before a byte is read (checking first and counting after let 40 parallel
    // uploads all pass an empty quota): the request's Content-Length bounds the file, and an upload
    // without one holds the largest file allowed. The hold ends with the request.
    const declared = Number(req.headers['content-length'])
    const hold = Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, MAX_FILE) : MAX_FILE
    const now = Date.now()
    const reservation = misc.reserveUpload({
      accountId: account.id,
      bytes: hold,
      since: new Date(now - DAY_MS).toISOString(),
      now: new Date(now).toISOString(),
      expiresAt: new Date(now + HOLD_MS).toISOString(),
      maxFiles: ctx.limits.uploadQuotaFiles,
      maxBytes: ctx.limits.uploadQuotaBytes
    })
    if (reservation === null) throw overQuota()
    const tmp = path.join(ctx.uploadsDir, `.${crypto.randomBytes(16).toString('hex')}.part`)
    try {
      const file = await req.file()
      if (!file || file.fieldname !== 'file') throw new BizError(400, '缺少文件字段 file', 400)
      await pipeline(file.file, fs.createWriteStream(tmp))
      if (file.file.truncated) throw new BizError(413, '文件过大（最大 5 MB）', 413)
      const size = fs.statSync(tmp).size
      if (size === 0) throw badRequest('文件是空的，请重新选择')
      // The type comes from the content; the visitor's name is kept (sanitised) for display and download.
      const fd = fs.openSync(tmp, 'r')
      const head = Buffer.alloc(Math.min(size, 64 * 1024))
      fs.readSync(fd, head, 0, head.length, 0)
      fs.closeSync(fd)
      const type = sniffType(head, file.filename || '')
      if (!type) throw badRequest('不支持的文件类型（支持 PNG、JPEG、GIF、WebP 图片，PDF、Office 文档和纯文本）')
      // The name keeps what the visitor called it, with the extension of what it is.
      const original = nameWithExt(safeFileName(file.filename, type.ext), type.ext)
      const name = `${crypto.randomBytes(16).toString('hex')}.${type.ext}`
      fs.renameSync(tmp, path.join(ctx.uploadsDir, name))
      misc.insertUpload({ name, original_name: original, mime: type.mime, size, account_id: account.id, created_at: nowIso() }, reservation)
      const result: UploadResult = { url: `/api/open/file/${name}`, name: original, size }
      return ok(result)
    } finally {
      misc.releaseUpload(reservation)
      fs.rmSync(tmp, { force: true })
    }
  })

  // ---------------------------------------------------------------- analytics

  const bounds = ctx.analyticsStore
  const pruning = startAnalyticsPruning(db, bounds, error => fastify.log.error(error))
  fastify.addHook('onClose', async () => pruning.stop())
  const tooBig = (what: string) => new BizError(413, `${what}，未保存任何事件`, 413)
  app.post(
    '/api/open/v1/analytics',
    {
      bodyLimit: ANALYTICS_LIMITS.bodyBytes,
      schema: { body: Type.Union([payloadSchema, Type.Array(payloadSchema, { minItems: 1, maxItems: ANALYTICS_LIMITS.eventsPerPost })]) }
    },
    (req, reply) => {
      if (!limiter(db, 'analytics', ctx.limits.analyticsPerMinute, 60_000).take(addressKey(req.ip))) throw new BizError(429, '请求过于频繁，请稍后再试', 429)
      const list = Array.isArray(req.body) ? req.body : [req.body]
      // Each event within its bytes, or nothing of the post is stored (the app never sends such an event).
      const sizes = list.map(p => Buffer.byteLength(JSON.stringify(p)))
      const over = sizes.findIndex(n => n > ANALYTICS_LIMITS.eventBytes)
      if (over >= 0) throw tooBig(`第 ${over + 1} 个事件过大（${sizes[over]} 字节，每个事件最多 ${ANALYTICS_LIMITS.eventBytes} 字节）`)
      storeAnalytics(ctx, list, {
        account: currentAccount(db, req),
        track: trackHeader(req),
        visitor: visitorId(req, reply),
        client: addressKey(req.ip)
      })
      if (analyticsOverCap(db, bounds)) pruning.soon()
      return ok({ stored: list.length })
    }
  )
}
