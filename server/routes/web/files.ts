import fs from 'node:fs'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { fail } from '../../lib/envelope'
import { escapeHtml, mobilePage, sendHtml } from '../../lib/html'
import { demoFile } from '../../lib/demo-file'
import { nameWithExt } from '../../lib/sniff'
import { videoFile } from '../../lib/video'
import { contentRepo } from '../../repositories/content'
import { miscRepo } from '../../repositories/misc'
import { usersRepo } from '../../repositories/users'
import { currentAccount } from '../../services/accounts'
import { mayFetch, mediaRule, mediaSignatureLife, type MediaRule } from '../../services/media-access'
import { posterPng } from '../../services/posters'
import { sessionAccount } from '../../services/session'
import { UPLOAD_TYPES as FILE_TYPES } from '../uploads'
import { defineRoutes } from '../plugin'
import { anyQuery, cspOf, IMMUTABLE, nameParams } from './common'
import { appPageUrl, Routes } from '../../../src/shared/routes'

/** Clips, material files (guarded when paid), posters and uploaded files. */
export const fileRoutes = defineRoutes(({ app, ctx, db }) => {
  const entities = contentRepo(db)
  const users = usersRepo(db)
  const csp = cspOf(ctx)
  // Paid clips and material files go only to who may have them (services/media-access.ts): the browser's
  // session or the app's token, or an address the API signed for such a viewer (players and mini-program
  // downloads send no token). Guarded answers are private to the browser.
  const mediaQuery = anyQuery('exp', 'by', 'sig')
  const requester = (req: FastifyRequest) => sessionAccount(db, req) ?? currentAccount(db, req)
  type MediaRequest = FastifyRequest & { query: { exp?: unknown; by?: unknown; sig?: unknown } }
  /**
   * The Cache-Control a viewer may fetch `url` under, or null when they may not: public media for a day; by a valid
   * signature, privately for no longer than it has left (at most an hour); by the viewer's own session or token,
   * privately and asked again each time, so nothing outlives a logout in the browser's cache.
   */
  const mayHave = (req: MediaRequest, url: string, rule: MediaRule): string | null => {
    if (rule.kind === 'public') return PUBLIC_MEDIA
    const life = mediaSignatureLife(db, url, req.query)
    if (life > 0) return `private, max-age=${Math.min(life, 3600)}`
    return mayFetch(db, rule, requester(req)) ? PRIVATE_REVALIDATE : null
  }
  const notFoundText = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not Found')

  app.get('/media/video/:name', { schema: { params: nameParams, querystring: mediaQuery } }, (req, reply) => {
    const m = /^([\w-]{1,60})\.(webm)$/.exec(req.params.name)
    // Only clips some content links to are made (each new name would otherwise write a file).
    const url = `/media/video/${req.params.name}`
    const rule = m ? mediaRule(db, url) : null
    if (!m || !rule) return notFoundText(reply)
    const cache = mayHave(req, url, rule)
    if (!cache) return reply.code(403).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('购买课程后即可观看')
    const file = videoFile(ctx.dataDir, m[1])
    return sendRange(req, reply, file, 'video/webm', cache)
  })

  app.get('/media/file/:name', { schema: { params: nameParams, querystring: mediaQuery } }, (req, reply) => {
    const url = `/media/file/${req.params.name}`
    const row = /^[\w-]{1,60}\.[a-z]{3,4}$/.test(req.params.name) ? entities.fileByUrl(url) : undefined
    const rule = row ? mediaRule(db, url) : null
    if (!row || !rule) return notFoundText(reply)
    const cache = mayHave(req, url, rule)
    if (!cache) {
      const material = appPageUrl(Routes.material, { id: row.entity_data_id })
      if (!requester(req)) {
        // 点击下载: the link signs in a visitor silently (as the app does; no phone asked) and comes back to this file.
        // A click, not a redirect, so a link preview or a crawler creates no account.
        const login = `/web/ca/login?wxAuth=true&returnUrl=${encodeURIComponent(url)}`
        return sendHtml(
          reply,
          mobilePage(
            '下载资料',
            `<h1>下载资料</h1><div class="card"><p>「${escapeHtml(row.name)}」可免费下载，无需注册。</p><p><a href="${escapeHtml(login)}">点击下载</a> · <a href="${escapeHtml(material)}">返回资料页</a></p></div>`
          ),
          csp,
          401
        )
      }
      return sendHtml(
        reply,
        mobilePage(
          '购买后即可下载',
          `<h1>购买后即可下载</h1><div class="card"><p>「${escapeHtml(row.name)}」属于付费资料，购买后即可下载。</p><p><a href="${escapeHtml(material)}">去购买</a></p></div>`
        ),
        csp,
        403
      )
    }
    // The download is the fetcher's (我的资料, the lead radar): the viewer a signature names, else the session's or token's.
    const viewer = mediaSignatureLife(db, url, req.query) > 0 ? Number(req.query.by) : requester(req)?.id
    if (viewer) users.obtainFile(viewer, row.id, new Date(ctx.now()).toISOString())
    const dir = path.join(ctx.dataDir, 'media')
    const file = path.join(dir, req.params.name)
    if (!fs.existsSync(file)) {
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(file, demoFile(row.name, row.ext, row.size))
    }
    reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(nameWithExt(row.name, row.ext))}`)
    return sendRange(req, reply, file, FILE_TYPES[row.ext] ?? 'application/octet-stream', cache)
  })

  // Posters are named by the hash of their recipe: the same address is always the same image (immutable), and one
  // no longer on disk is drawn again from its recipe (server/services/posters.ts), so a shared link keeps working.
  app.get('/media/poster/:name', { schema: { params: nameParams } }, async (req, reply) => {
    const m = /^([0-9a-f]{32})\.png$/.exec(req.params.name)
    const png = m ? await posterPng(ctx, m[1]) : null
    if (!png) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    return reply.type('image/png').header('Cache-Control', IMMUTABLE).send(png)
  })

  app.get(
    '/api/open/file/:name',
    {
      schema: {
        summary:
          'the uploaded file (not an envelope; Range requests, images and PDF inline, others as an attachment under their original name, sandboxed); 404 envelope for an unknown name',
        description: '(the `url` of an UploadResult)',
        params: nameParams
      }
    },
    (req, reply) => {
      const row = /^[0-9a-f]{32}\.[a-z]{3,4}$/.test(req.params.name) ? miscRepo(db).upload(req.params.name) : undefined
      const file = row ? path.join(ctx.uploadsDir, row.name) : ''
      if (!row || !fs.existsSync(file)) return reply.code(404).send(fail(404, '文件不存在'))
      const inline = row.mime.startsWith('image/') || row.mime === 'application/pdf'
      // Files stored before names were fixed at upload get the extension of their type here.
      const ext = row.name.slice(row.name.lastIndexOf('.') + 1)
      reply.header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(nameWithExt(row.original_name, ext))}`)
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox")
      return sendRange(req, reply, file, row.mime)
    }
  )
})

/** Free media may be cached by anyone; guarded media (a buyer's clip, a signed-in download) only by the browser. */
const PUBLIC_MEDIA = 'public, max-age=86400'
const PRIVATE_REVALIDATE = 'private, no-cache'

/** Sends a file with Range support (video seeking). */
function sendRange(req: FastifyRequest, reply: FastifyReply, file: string, type: string, cache = PUBLIC_MEDIA) {
  const size = fs.statSync(file).size
  reply.header('Accept-Ranges', 'bytes').header('Cache-Control', cache).type(type)
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''))
  if (range && (range[1] || range[2])) {
    let start = range[1] ? Number(range[1]) : size - Number(range[2])
    let end = range[1] && range[2] ? Number(range[2]) : size - 1
    start = Math.max(0, start)
    end = Math.min(size - 1, end)
    if (start > end) return reply.code(416).header('Content-Range', `bytes */${size}`).send()
    reply
      .code(206)
      .header('Content-Range', `bytes ${start}-${end}/${size}`)
      .header('Content-Length', end - start + 1)
    return reply.send(fs.createReadStream(file, { start, end }))
  }
  reply.header('Content-Length', size)
  return reply.send(fs.createReadStream(file))
}
