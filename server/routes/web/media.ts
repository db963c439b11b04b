import type { FastifyReply, FastifyRequest } from 'fastify'
import { escapeHtml, mobilePage, sendHtml } from '../../lib/html'
import { nameWithExt } from '../../lib/sniff'
import { PUBLIC_MEDIA, sendRange } from '../../lib/send-range'
import { videoFile } from '../../lib/video'
import { contentRepo } from '../../repositories/content'
import { currentAccount } from '../../services/accounts'
import { materialDownload, mayFetch, mediaRule, mediaSignatureLife, type MediaRule } from '../../services/media-access'
import { posterPng } from '../../services/posters'
import { sessionAccount } from '../../services/session'
import { UPLOAD_TYPES as FILE_TYPES } from '../../services/uploads'
import { defineRoutes } from '../plugin'
import { anyQuery, cspOf, IMMUTABLE, nameParams } from './common'
import { appPageUrl, Routes } from '../../../src/shared/routes'

/** Guarded media asked again each time: nothing outlives a logout in the browser's cache. */
const PRIVATE_REVALIDATE = 'private, no-cache'

/** Clips, material files (guarded when paid) and posters. */
export const mediaRoutes = defineRoutes(({ app, ctx, db }) => {
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
    const row = /^[\w-]{1,60}\.[a-z]{3,4}$/.test(req.params.name) ? contentRepo(db).fileByUrl(url) : undefined
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
    const file = materialDownload(ctx, row, req.params.name, viewer)
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
})
