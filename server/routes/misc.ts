import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { FastifyInstance } from 'fastify'
import type { AnalyticsPayload, CourseRecordBody, UploadResult } from '../../types/contract'
import type { AnalyticsRow, CourseItemRow, CourseRecordRow, EntityRow, InteractionPointRow, InteractionRow } from '../db/rows'
import { BizError, badRequest, notFound, ok } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { id, int, obj, str } from '../lib/schema'
import { changePoints, currentAccount, requireAccount } from '../services/accounts'
import type { Ctx } from '../services/context'
import { courseProgress } from '../services/content'
import { countPromotionView, promoterFromTrack, trackHeader } from '../services/promotion'
import { safeFileName, sniffType } from '../lib/sniff'
import { RateLimiter } from '../lib/rate-limit'

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

const PAGE_EVENTS = new Set(['PAGE_VIEW', '$pageview'])

const payloadSchema = obj(
  {
    siteId: { type: ['integer', 'string'], maxLength: 40 },
    anonymousPageId: str(100),
    type: { type: 'string', enum: ['event', 'systemEvent', 'page', 'identify', 'track'] },
    event: str(100, { minLength: 1 }),
    properties: { type: 'object', maxProperties: 100 },
    pageProperties: { type: 'object', maxProperties: 30 }
  },
  ['event']
)

/** Interaction points, course records, uploads and analytics. */
export function registerMisc(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx

  // ---------------------------------------------------------------- on-site interaction

  app.get<{ Querystring: { id: number } }>('/api/ca-open/v1/onSiteInteractive/info', { schema: { querystring: obj({ id: id() }, ['id']) } }, req => {
    const i = db.prepare('SELECT * FROM interactions WHERE id = ?').get(req.query.id) as InteractionRow | undefined
    if (!i) throw notFound('互动不存在')
    const account = currentAccount(db, req)
    const points = (db.prepare('SELECT * FROM interaction_points WHERE interaction_id = ? ORDER BY id').all(i.id) as InteractionPointRow[]).map(p => ({
      pointId: p.id,
      name: p.name,
      description: p.description,
      reward: p.reward,
      verified: account ? !!db.prepare('SELECT 1 FROM interaction_verifications WHERE account_id = ? AND point_id = ?').get(account.id, p.id) : false
    }))
    return ok({ id: i.id, title: i.title, description: i.description, eventId: i.event_id, points })
  })

  app.post<{ Querystring: { pointId: number } }>(
    '/api/ca-open/v1/onSiteInteractive/point/record/verify',
    { schema: { querystring: obj({ pointId: id() }, ['pointId']) } },
    req => {
      const account = requireAccount(db, req)
      const p = db.prepare('SELECT * FROM interaction_points WHERE id = ?').get(req.query.pointId) as InteractionPointRow | undefined
      if (!p) throw notFound('互动点位不存在')
      db.transaction(() => {
        const ins = db
          .prepare('INSERT OR IGNORE INTO interaction_verifications (account_id, point_id, created_at) VALUES (?, ?, ?)')
          .run(account.id, p.id, nowIso())
        if (ins.changes && p.reward > 0) changePoints(db, account.id, p.reward, `互动打卡：${p.name}`)
      })()
      return ok({ pointId: p.id, name: p.name, description: p.description, reward: p.reward, verified: true })
    }
  )

  // ---------------------------------------------------------------- course learning records

  app.post<{ Body: CourseRecordBody }>(
    '/api/ca-open/v1/course/record',
    {
      schema: {
        body: obj(
          {
            courseItemId: id(),
            time: int({ maximum: 86400 }),
            progressTime: int({ maximum: 864000 }),
            percent: { type: 'number', minimum: 0, maximum: 100 },
            learnCompletedEvent: { type: 'integer', enum: [0, 1] }
          },
          ['courseItemId', 'time', 'progressTime', 'percent']
        )
      }
    },
    req => {
      const account = requireAccount(db, req)
      const b = req.body
      const item = db.prepare('SELECT * FROM course_items WHERE id = ?').get(b.courseItemId) as CourseItemRow | undefined
      if (!item) throw notFound('课时不存在')
      const course = db.prepare('SELECT price FROM entity_data WHERE id = ?').get(item.course_id) as Pick<EntityRow, 'price'>
      if (course.price && !item.free) {
        const bought = db
          .prepare("SELECT 1 FROM orders WHERE account_id = ? AND content_entity_data_id = ? AND pay_status = 'COMPLETE_PAY'")
          .get(account.id, item.course_id)
        if (!bought) throw new BizError(403, '请先购买课程')
      }
      const learned = b.learnCompletedEvent === 1 ? 1 : 0
      db.prepare(
        `INSERT INTO course_records (account_id, course_item_id, progress_time, percent, watched, learned, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (account_id, course_item_id) DO UPDATE SET
           progress_time = excluded.progress_time,
           percent = MAX(percent, excluded.percent),
           watched = watched + excluded.watched,
           learned = MAX(learned, excluded.learned),
           updated_at = excluded.updated_at`
      ).run(account.id, item.id, b.progressTime, Math.round(b.percent), b.time, learned, nowIso())
      const rec = db.prepare('SELECT learned FROM course_records WHERE account_id = ? AND course_item_id = ?').get(account.id, item.id) as Pick<
        CourseRecordRow,
        'learned'
      >
      return ok({ learned: !!rec.learned, progress: courseProgress(db, item.course_id, account.id).progress })
    }
  )

  // ---------------------------------------------------------------- upload

  const DAY_MS = 24 * 60 * 60 * 1000
  const quotaText = () => `${Math.round(ctx.limits.uploadQuotaBytes / 1024 / 1024)} MB、${ctx.limits.uploadQuotaFiles} 个文件`
  app.post<{ Querystring: { apiKey?: string } }>(
    '/api/open/file/upload',
    { bodyLimit: 6 * 1024 * 1024, schema: { querystring: obj({ apiKey: str(128) }) } },
    async req => {
      const key = req.query.apiKey
      const account = key ? (db.prepare('SELECT id FROM accounts WHERE api_key = ?').get(key) as { id: number } | undefined) : undefined
      if (!account) throw new BizError(401, 'apiKey 无效')
      if (!req.isMultipart()) throw new BizError(400, '请使用 multipart/form-data 上传，字段名 file', 400)
      // Per-account quota over the last 24 hours (files and bytes).
      const since = new Date(Date.now() - DAY_MS).toISOString()
      const used = db
        .prepare('SELECT COUNT(*) AS n, COALESCE(SUM(size), 0) AS bytes FROM uploads WHERE account_id = ? AND created_at >= ?')
        .get(account.id, since) as {
        n: number
        bytes: number
      }
      if (used.n >= ctx.limits.uploadQuotaFiles || used.bytes >= ctx.limits.uploadQuotaBytes) {
        throw new BizError(429, `今日上传已达上限（每个账号 24 小时内最多 ${quotaText()}），请明天再试`, 429)
      }
      const file = await req.file()
      if (!file || file.fieldname !== 'file') throw new BizError(400, '缺少文件字段 file', 400)
      const tmp = path.join(ctx.uploadsDir, `.${crypto.randomBytes(16).toString('hex')}.part`)
      try {
        await pipeline(file.file, fs.createWriteStream(tmp))
      } catch (error) {
        fs.rmSync(tmp, { force: true })
        throw error
      }
      try {
        if (file.file.truncated) throw new BizError(413, '文件过大（最大 5 MB）', 413)
        const size = fs.statSync(tmp).size
        if (size === 0) throw badRequest('文件是空的，请重新选择')
        if (used.bytes + size > ctx.limits.uploadQuotaBytes)
          throw new BizError(429, `今日上传已达上限（每个账号 24 小时内最多 ${quotaText()}），请明天再试`, 429)
        // The type comes from the content; the visitor's name is kept (sanitised) for display and download.
        const fd = fs.openSync(tmp, 'r')
        const head = Buffer.alloc(Math.min(size, 64 * 1024))
        fs.readSync(fd, head, 0, head.length, 0)
        fs.closeSync(fd)
        const type = sniffType(head, file.filename || '')
        if (!type) throw badRequest('不支持的文件类型（支持 PNG、JPEG、GIF、WebP 图片，PDF、Office 文档和纯文本）')
        const original = safeFileName(file.filename, type.ext)
        const name = `${crypto.randomBytes(16).toString('hex')}.${type.ext}`
        fs.renameSync(tmp, path.join(ctx.uploadsDir, name))
        db.prepare('INSERT INTO uploads (name, original_name, mime, size, account_id, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
          name,
          original,
          type.mime,
          size,
          account.id,
          nowIso()
        )
        const result: UploadResult = { url: `/api/open/file/${name}`, name: original, size }
        return ok(result)
      } finally {
        fs.rmSync(tmp, { force: true })
      }
    }
  )

  // ---------------------------------------------------------------- analytics

  const analyticsThrottle = new RateLimiter(ctx.limits.analyticsPerMinute, 60_000)
  app.post<{ Body: AnalyticsPayload | AnalyticsPayload[] }>(
    '/api/open/v1/analytics',
    { schema: { body: { anyOf: [payloadSchema, { type: 'array', minItems: 1, maxItems: 100, items: payloadSchema }] } } },
    req => {
      if (!analyticsThrottle.take(req.ip)) throw new BizError(429, '请求过于频繁，请稍后再试', 429)
      const list = Array.isArray(req.body) ? req.body : [req.body]
      const account = currentAccount(db, req)
      const track = trackHeader(req)
      const insert = db.prepare(
        'INSERT INTO analytics (site_id, anonymous_page_id, type, event, properties, page_properties, account_id, track, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'
      )
      const now = nowIso()
      db.transaction(() => {
        for (const p of list) {
          const props = (p.properties ?? {}) as Record<string, unknown>
          const page = (p.pageProperties ?? {}) as Record<string, unknown>
          insert.run(
            p.siteId == null ? null : String(p.siteId),
            p.anonymousPageId ?? null,
            p.type ?? null,
            p.event,
            JSON.stringify(props),
            JSON.stringify(page),
            account?.id ?? null,
            track,
            now
          )
          if (!PAGE_EVENTS.has(p.event)) continue
          const promoter = promoterFromTrack(db, track, props)
          if (!promoter) continue
          // The promoter's own visits do not count.
          if (account?.cellphone && account.cellphone === promoter.cellphone) continue
          const pagePath = String(page.path ?? page.url ?? '').slice(0, 300) + (typeof page.search === 'string' ? page.search.slice(0, 200) : '')
          countPromotionView(db, { promoter, account, client: `${req.ip} ${String(req.headers['user-agent'] ?? '')}`, page: pagePath, now })
        }
      })()
      return ok({ stored: list.length })
    }
  )

  app.get<{ Querystring: { event?: string; limit?: number } }>(
    '/api/dev/analytics',
    { schema: { querystring: obj({ event: str(100), limit: int({ minimum: 1, maximum: 1000 }) }) } },
    req => {
      const rows = db
        .prepare('SELECT * FROM analytics WHERE (? IS NULL OR event = ?) ORDER BY id DESC LIMIT ?')
        .all(req.query.event ?? null, req.query.event ?? null, req.query.limit ?? 100) as AnalyticsRow[]
      return ok(
        rows.map(r => ({
          id: r.id,
          siteId: r.site_id,
          anonymousPageId: r.anonymous_page_id,
          type: r.type,
          event: r.event,
          properties: JSON.parse(r.properties),
          pageProperties: JSON.parse(r.page_properties),
          accountId: r.account_id,
          track: r.track,
          receivedAt: r.received_at
        }))
      )
    }
  )
}
