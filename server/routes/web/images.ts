import type { FastifyReply, FastifyRequest } from 'fastify'
import { BizError, RetryLaterError } from '../../lib/envelope'
import { BusyError } from '../../lib/pool'
import { checkQrContent, qrCached, qrPng } from '../../lib/qr'
import { addressKey, limiter } from '../../lib/rate-limit'
import { RASTER_TYPES, rasterCached, rasterFormat, rasterize } from '../../lib/raster'
import { verify } from '../../lib/signing'
import { avatarSvg, iconSvg, logoSvg } from '../../lib/svg'
import { companyRepo } from '../../repositories/company'
import { coverDrawing } from '../../services/covers'
import { FAVICON_LARGE, FAVICON_SIZE } from '../../services/site'
import { defineRoutes } from '../plugin'
import { anyQuery, nameParams } from './common'

/**
 * True for an http(s) link to this site: PUBLIC_ORIGIN, or the host the request itself came to (the app draws
 * the code of the address it is open at; a request can only name its own host, never send someone elsewhere).
 */
function isOwnLink(content: string, publicOrigin: string, host: string | undefined): boolean {
  let url: URL
  try {
    url = new URL(content)
  } catch {
    return false
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) return false
  if (url.origin === publicOrigin) return true
  try {
    // Through URL, so "localhost:80" and "localhost" compare equal the way url.host writes them.
    return !!host && url.host === new URL(`${url.protocol}//${host}`).host
  } catch {
    return false
  }
}

/** Drawn images: QR codes of this site's links, covers, avatars, logos, icons and the favicon. */
export const imageRoutes = defineRoutes(({ app, ctx, db }) => {
  // Bounded content, cached PNGs, and a per-address limit on codes not made before (the work runs in the pool).
  // Only codes this server vouches for are drawn: its own signed addresses (server/lib/signing.ts), or a link to
  // this site (PUBLIC_ORIGIN, or the host the request came to); never text or links someone else chose.
  const qrThrottle = limiter(db, 'qr', ctx.limits.qrPerMinute, 60_000)
  app.get(
    '/api/open/qrCode/gen',
    {
      schema: {
        summary:
          'PNG image (not an envelope) of a link to this site or of content the server signed (`s`, on the QR addresses it hands out); 400/403/429/503 envelopes',
        description: '?content&s (at most 1,000 UTF-8 bytes)',
        querystring: anyQuery('content', 's')
      }
    },
    async (req, reply) => {
      const content = checkQrContent(req.query.content)
      if (!verify(db, req.query.s, 'qr', content) && !isOwnLink(content, ctx.publicOrigin(), req.headers.host)) {
        throw new BizError(403, '只能生成本站内容的二维码', 403)
      }
      if (!qrCached(content) && !qrThrottle.take(addressKey(req.ip))) throw new RetryLaterError(429, '生成二维码过于频繁，请稍后再试', 60)
      const png = await qrPng(ctx.pool, content)
      return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(png)
    }
  )

  const svg = (reply: FastifyReply, body: string) => reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(body)
  const stem = (name: string) => name.replace(/\.(svg|png|jpg)$/i, '').slice(0, 120)
  // A drawn image at its .png address is answered as WebP or PNG (server/lib/raster.ts); at .svg as the drawing.
  // Making a raster image is real CPU, so addresses not made before are counted per client address; past the
  // limit the drawing itself is answered (the page still shows the image).
  const rasterThrottle = limiter(db, 'images', ctx.limits.imagesPerMinute, 60_000)
  const drawn = async (req: Pick<FastifyRequest, 'headers' | 'ip'> & { params: { name: string } }, reply: FastifyReply, body: string) => {
    if (!/\.png$/i.test(req.params.name)) return svg(reply, body)
    const format = rasterFormat(req.headers.accept)
    reply.header('Vary', 'Accept')
    if (!rasterCached(body, format) && !rasterThrottle.take(addressKey(req.ip))) return svg(reply, body)
    let image: Buffer
    try {
      image = await rasterize(ctx.pool, body, format)
    } catch (e) {
      // A full pool answers the drawing too: the page still shows the image, nobody waits.
      if (e instanceof BusyError) return svg(reply, body)
      throw e
    }
    return reply.type(RASTER_TYPES[format]).header('Cache-Control', 'public, max-age=86400').send(image)
  }

  // A caption comes from the company's content (services/covers.ts; posters draw the same cover).
  app.get('/media/cover/:name', { schema: { params: nameParams, querystring: anyQuery('t', 'label', 's') } }, (req, reply) =>
    drawn(req, reply, coverDrawing(db, stem(req.params.name), req.query))
  )
  app.get('/media/avatar/:name', { schema: { params: nameParams } }, (req, reply) => drawn(req, reply, avatarSvg(stem(req.params.name))))
  app.get('/media/logo/:name', { schema: { params: nameParams } }, (req, reply) => {
    const company = companyRepo(db).company()
    return drawn(req, reply, logoSvg(company?.name ?? stem(req.params.name), company?.theme_color))
  })
  // Every browser asks for /favicon.ico: the company's square logo as drawn for /media/logo, in PNG. A tab's icon
  // is 64 px (~1 KB): the browser asks for it as the page loads, when the app's scripts are coming down a slow link.
  // The web app manifest asks for the launcher's 256 px (FAVICON_LARGE).
  app.get('/favicon.ico', { schema: { querystring: anyQuery('size') } }, async (req, reply) => {
    const company = companyRepo(db).company()
    const size = req.query.size === String(FAVICON_LARGE) ? FAVICON_LARGE : FAVICON_SIZE
    const png = await rasterize(ctx.pool, logoSvg(company?.name ?? '', company?.theme_color, size), 'png')
    return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(png)
  })
  app.get('/media/icon/:name', { schema: { params: nameParams } }, (req, reply) => drawn(req, reply, iconSvg(stem(req.params.name))))
})
