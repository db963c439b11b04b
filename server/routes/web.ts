import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { Type } from 'typebox'
import type { OrderRow } from '../db/rows'
import { PAGE_CACHE_CONTROL, PRIVATE_NO_STORE } from '../lib/cache-control'
import { BizError, fail, RetryLaterError } from '../lib/envelope'
import { escapeHtml, mobilePage, sendHtml, withBootData } from '../lib/html'
import { safeReturnPath } from '../lib/safe-return'
import { avatarSvg, coverSvg, iconSvg, logoSvg } from '../lib/svg'
import { ACCOUNT_DISABLED, accountByPhone, createVisitorFor, currentAccount, memberForPhone, TOO_MANY_VISITORS, type AccountRow } from '../services/accounts'
import type { Ctx } from '../services/context'
import type { RoutesOptions, RoutesPlugin } from './plugin'
import { mayFetch, mediaRule, validMediaSignature, type MediaRule } from '../services/media-access'
import { sessionAccount, startSession } from '../services/session'
import { smsCodeProblem } from '../services/sms'
import { videoFile } from '../lib/video'
import { demoFile } from '../lib/demo-file'
import { nameWithExt } from '../lib/sniff'
import { checkQrContent, qrCached, qrPng } from '../lib/qr'
import { addressKey, limiter } from '../lib/rate-limit'
import { RASTER_TYPES, rasterCached, rasterFormat, rasterize } from '../lib/raster'
import { BusyError } from '../lib/pool'
import { verify } from '../lib/signing'
import { posterPng } from '../services/posters'
import { obj, typed } from '../lib/schema'
import { UPLOAD_TYPES as FILE_TYPES } from './misc'
import { companyRepo } from '../repositories/company'
import { contentRepo } from '../repositories/content'
import { miscRepo } from '../repositories/misc'
import { ordersRepo } from '../repositories/orders'
import { createIndexPage, encodedBody } from '../ssr/index-page'
import { redirectWithQuery } from '../ssr/painter'
import { REPO_ROOT } from '../config'
import { MANIFEST_LINK } from './offline-ticket'

/** index.html for app routes (server/ssr/index-page.ts). */
export type IndexPage = ReturnType<typeof createIndexPage>

/** The web area gets the index page made by the server (whose `pageCache` reports its counters). */
export interface WebOptions extends RoutesOptions {
  indexPage: IndexPage | null
}

/**
 * index.html for an app route: route preloads and boot data, and for the landing pages their first screen painted
 * by the server; CSP hashes of its inline scripts. Made once per server: `app` answers the boot data's API calls.
 */
export function indexPageFor(app: FastifyInstance, ctx: Ctx): IndexPage | null {
  if (!ctx.staticDir) return null
  return createIndexPage({
    app,
    db: ctx.db,
    staticDir: ctx.staticDir,
    root: REPO_ROOT,
    paint: ctx.paint,
    csp: { editorOrigins: ctx.editorOrigins, frameLocalhost: ctx.frameLocalhost },
    cacheBytes: ctx.pageCacheBytes,
    head: ctx.extensions.has('offlineTicket') ? MANIFEST_LINK : undefined,
    // Beasties off the event loop (a page's CSS and DOM cost tens to hundreds of ms).
    critical: (css, markup) => ctx.pool.run('critical', { css, markup })
  })
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const HASHED = /^\/web\/h\/(js|css|static)\//

export { withBootData }

/**
 * Query keys these pages read, each accepting anything (a repeated key arrives as an array): the pages check the
 * values themselves and answer with a page, never with a validation error.
 */
const anyQuery = <K extends string>(...keys: K[]) => obj(Object.fromEntries(keys.map(k => [k, Type.Unknown()])) as Record<K, ReturnType<typeof Type.Unknown>>)
/** The `:name` of a media or file address (the handlers check its form). */
const nameParams = obj({ name: Type.String() }, ['name'])

/**
 * True for a post a browser sent from another site (login CSRF): Sec-Fetch-Site other than same-origin
 * (or none: typed or bookmarked), or an Origin that is not this server's. Browsers send Origin with every
 * cross-origin post, so a request with neither header comes from a non-browser client (curl, tests) and
 * carries no victim's cookies; it is let through.
 */
function isCrossSitePost(req: Pick<FastifyRequest, 'headers'>): boolean {
  const site = req.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true
  const origin = req.headers.origin
  if (origin === undefined) return false
  try {
    return typeof origin !== 'string' || origin === 'null' || new URL(origin).host !== req.headers.host
  } catch {
    return true
  }
}

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

/** The H5 build, history fallback, login page, pay page, QR codes and generated media. */
export const webRoutes: RoutesPlugin<WebOptions> = async (fastify, { ctx, indexPage }) => {
  const app = typed(fastify)
  const { db } = ctx
  const entities = contentRepo(db)
  const csp = { editorOrigins: ctx.editorOrigins, frameLocalhost: ctx.frameLocalhost }
  /** The pay page is never framed (a framed 确认支付 could be clicked through an overlay). */
  const payCsp = { ...csp, frameAncestors: 'none' as const }
  const staticDir = ctx.staticDir

  if (staticDir) {
    app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/web/h/',
      index: false,
      wildcard: true,
      decorateReply: true,
      // Cache-Control is ours (setHeaders): immutable for hashed assets, no-cache for HTML.
      cacheControl: false,
      setHeaders(res, file) {
        const rel = '/web/h/' + path.relative(staticDir, file).split(path.sep).join('/')
        res.setHeader('Cache-Control', HASHED.test(rel) ? IMMUTABLE : rel.endsWith('.html') ? 'no-cache' : 'public, max-age=3600')
      }
    })
  }

  /** index.html for an app route, or a "not built yet" page. */
  async function sendIndex(reply: FastifyReply, url = '/web/h/') {
    // "X-First-Paint: off" asks for the plain app shell (tools and tests that drive the app's own DOM): it is
    // kept out of shared caches, which key pages by URL and Accept-Encoding only.
    const painted = reply.request.headers['x-first-paint'] !== 'off'
    const answer = indexPage ? await indexPage.answer(url, painted) : null
    const cacheControl = painted ? PAGE_CACHE_CONTROL : PRIVATE_NO_STORE
    if (answer?.redirect) return reply.header('Cache-Control', cacheControl).redirect(redirectWithQuery(answer.redirect, url))
    if (answer) {
      // Compressed once per cached answer (the compress plugin leaves an encoded body alone).
      const { body, encoding } = encodedBody(answer, reply.request.headers['accept-encoding'])
      if (encoding) reply.header('Content-Encoding', encoding)
      return reply
        .code(200)
        .header('Vary', 'Accept-Encoding')
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', cacheControl)
        .header('Content-Security-Policy', answer.csp)
        .send(body)
    }
    return sendHtml(
      reply,
      mobilePage(
        '应用尚未构建',
        `<h1>应用尚未构建</h1><div class="card"><p>在 <code>${escapeHtml(staticDir ?? 'STATIC_DIR')}</code> 中没有找到 index.html。</p>
<p class="muted">运行 <code>npm run build:h5</code>（或直接 <code>npm start</code>，会自动构建）后刷新本页。API 已在 <a href="/api/open/v1/company/companyInfo">/api</a> 下可用。</p></div>`
      ),
      csp
    )
  }

  app.get('/', (_req, reply) => reply.redirect('/web/h/'))
  app.get('/web/h', (_req, reply) => reply.redirect('/web/h/'))
  app.get('/web/h/', (req, reply) => sendIndex(reply, req.url))
  app.get('/web/h/index.html', (_req, reply) => sendIndex(reply))
  // App routes: no file lookup first (the build has no pages/ folder), straight to index.html.
  if (staticDir) app.get('/web/h/pages/*', (req, reply) => sendIndex(reply, req.url))
  if (!staticDir) app.get('/web/h/*', (req, reply) => sendIndex(reply, req.url))

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0]
    if (url.startsWith('/api/') || url === '/api') return reply.code(404).send(fail(404, '接口不存在'))
    if ((req.method === 'GET' || req.method === 'HEAD') && url.startsWith('/web/h/')) {
      // Missing hashed assets are real 404s; everything else is an app route.
      if (HASHED.test(url) || /\.(js|css|map|png|jpe?g|svg|gif|webp|ico|woff2?|ttf|json)$/.test(url)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
      }
      return sendIndex(reply, req.url)
    }
    return sendHtml(reply, mobilePage('页面不存在', `<h1>页面不存在</h1><p><a href="/web/h/">返回首页</a></p>`), csp, 404)
  })

  // ---------------------------------------------------------------- login

  const loginPage = (returnUrl: string, error = '', cellphone = '') =>
    mobilePage(
      '登录',
      `<h1>手机号登录</h1>
<form class="card" method="post" action="/web/ca/login" id="f">
<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
<label for="cellphone">手机号</label>
<input id="cellphone" name="cellphone" type="tel" inputmode="numeric" maxlength="11" autocomplete="tel" required value="${escapeHtml(cellphone)}" placeholder="请输入手机号">
<label for="code">验证码</label>
<div class="row"><input id="code" name="code" inputmode="numeric" maxlength="6" autocomplete="one-time-code" required placeholder="6 位验证码"><button type="button" id="send">获取验证码</button></div>
<div class="error" id="err" role="alert">${escapeHtml(error)}</div>
<button class="primary" type="submit">登录</button>
<p class="muted">演示环境：验证码会打印在服务器日志中${ctx.smsFixedCode ? `；演示账号（如 13800000000）也可直接使用 ${escapeHtml(ctx.smsFixedCode)}` : ''}。</p>
</form>`,
      `(function(){var b=document.getElementById('send'),p=document.getElementById('cellphone'),e=document.getElementById('err');
b.addEventListener('click',function(){var v=p.value.trim();if(!/^1[3-9]\\d{9}$/.test(v)){e.textContent='请输入正确的手机号';return}
b.disabled=true;fetch('/api/open/auth/code?type=0&account='+encodeURIComponent(v)).then(function(r){return r.json()}).then(function(j){
if(j.code!==200){e.textContent=j.message;b.disabled=false;return}e.textContent='';var n=j.data.retryAfter||60;b.textContent=n+'s';
var t=setInterval(function(){n--;b.textContent=n+'s';if(n<=0){clearInterval(t);b.disabled=false;b.textContent='获取验证码'}},1000)})
.catch(function(){e.textContent='网络错误，请重试';b.disabled=false})})})();`
    )

  app.get('/web/ca/login', { schema: { querystring: anyQuery('returnUrl', 'wxAuth') } }, (req, reply) => {
    const returnUrl = safeReturnPath(req.query.returnUrl)
    if (req.query.wxAuth === 'true') {
      // Silent visitor sign-in; an existing session is kept.
      if (!sessionAccount(db, req, reply)) {
        let visitor: AccountRow
        try {
          visitor = createVisitorFor(db, req.ip)
        } catch (e) {
          if (!(e instanceof BizError)) throw e
          const login = `/web/ca/login?returnUrl=${encodeURIComponent(returnUrl)}`
          return sendHtml(
            reply,
            mobilePage(
              '请稍后再试',
              `<h1>请稍后再试</h1><div class="card"><p>${escapeHtml(TOO_MANY_VISITORS)}。</p><p><a href="${escapeHtml(login)}">手机号登录</a> · <a href="/web/h/">返回首页</a></p></div>`
            ),
            csp,
            429
          )
        }
        startSession(db, reply, visitor.id)
      }
      return reply.redirect(returnUrl)
    }
    return sendHtml(reply, loginPage(returnUrl), csp)
  })

  app.post('/web/ca/login', { schema: { body: Type.Unknown() } }, (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>
    const returnUrl = safeReturnPath(body.returnUrl)
    if (isCrossSitePost(req)) return sendHtml(reply, loginPage(returnUrl, '登录请求来自其他网站，已拒绝。请在本页输入手机号和验证码登录。'), csp, 403)
    const cellphone = String(body.cellphone ?? '').trim()
    const code = String(body.code ?? '').trim()
    if (!/^1[3-9]\d{9}$/.test(cellphone)) return sendHtml(reply, loginPage(returnUrl, '请输入正确的手机号', cellphone), csp, 400)
    const problem = smsCodeProblem(ctx, req, cellphone, code)
    if (problem) return sendHtml(reply, loginPage(returnUrl, problem.message, cellphone), csp, problem.locked ? 429 : 400)
    const existing = accountByPhone(db, cellphone)
    if (existing && existing.status !== 'ACTIVE') return sendHtml(reply, loginPage(returnUrl, ACCOUNT_DISABLED, cellphone), csp, 403)
    const account = memberForPhone(db, cellphone, () => sessionAccount(db, req))
    startSession(db, reply, account.id)
    return reply.redirect(returnUrl, 303)
  })

  // ---------------------------------------------------------------- demo pay page

  const payError = (reply: FastifyReply, message: string, status = 404) =>
    sendHtml(
      reply,
      mobilePage('支付失败', `<h1>无法支付</h1><div class="card"><p>${escapeHtml(message)}</p><p><a href="/web/h/">返回首页</a></p></div>`),
      payCsp,
      status
    )

  const orderByNo = (no: unknown) => (typeof no === 'string' && no.length <= 64 ? ordersRepo(db).byNo(no) : undefined)

  /** The order when the browser's session is its buyer's; else the refusal page (sent) and null. */
  const buyersOrder = (req: FastifyRequest, reply: FastifyReply, no: unknown): OrderRow | null => {
    const account = sessionAccount(db, req, reply)
    if (!account) {
      const login = `/web/ca/login?returnUrl=${encodeURIComponent('/web/h/pages/account/order/index')}`
      sendHtml(
        reply,
        mobilePage(
          '请先登录',
          `<h1>请先登录</h1><div class="card"><p>支付页只对下单的账号开放，请先用下单的账号登录，再从「我的订单」支付。</p><p><a href="${login}">登录</a> · <a href="/web/h/">返回首页</a></p></div>`
        ),
        payCsp,
        401
      )
      return null
    }
    const order = orderByNo(no)
    if (!order || order.account_id !== account.id) {
      // A stranger's order and a missing one look the same: the number tells nothing.
      payError(reply, '订单不存在或不属于当前登录的账号，请从「我的订单」重新支付。')
      return null
    }
    return order
  }

  app.get('/order/pay/submitCa', { schema: { querystring: anyQuery('orderNumber', 'redirectUrl') } }, (req, reply) => {
    const order = buyersOrder(req, reply, req.query.orderNumber)
    if (!order) return reply
    const redirectUrl = safeReturnPath(req.query.redirectUrl)
    if (order.pay_status === 'COMPLETE_PAY') return reply.redirect(redirectUrl)
    if (order.pay_status !== 'WAIT_PAY') return payError(reply, '订单已取消，无法支付。', 409)
    return sendHtml(
      reply,
      mobilePage(
        '确认支付',
        `<h1>确认支付</h1><form class="card" method="post" action="/order/pay/submitCa">
<p>${escapeHtml(order.title)}</p><div class="amount">¥${(order.amount / 100).toFixed(2)}</div>
<p class="muted">订单号 ${escapeHtml(order.order_no)}<br>演示支付：不会产生真实扣款。</p>
<input type="hidden" name="orderNumber" value="${escapeHtml(order.order_no)}">
<input type="hidden" name="redirectUrl" value="${escapeHtml(redirectUrl)}">
<button class="primary" type="submit">确认支付</button>
<p class="back"><a href="${escapeHtml(redirectUrl)}">暂不支付，返回</a></p></form>`
      ),
      payCsp
    )
  })

  app.post('/order/pay/submitCa', { schema: { body: Type.Unknown() } }, (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>
    if (isCrossSitePost(req)) return payError(reply, '支付请求来自其他网站，已拒绝。请从「我的订单」重新支付。', 403)
    const order = buyersOrder(req, reply, body.orderNumber)
    if (!order) return reply
    const redirectUrl = safeReturnPath(body.redirectUrl)
    if (order.pay_status === 'WAIT_PAY') {
      ordersRepo(db).pay(order.id, new Date().toISOString())
    } else if (order.pay_status !== 'COMPLETE_PAY') {
      return payError(reply, '订单已取消，无法支付。', 409)
    }
    return reply.redirect(redirectUrl, 303)
  })

  // ---------------------------------------------------------------- QR codes, media, stored files

  // Bounded content, cached PNGs, and a per-address limit on codes not made before (the work runs in the pool).
  // Only codes this server vouches for are drawn: its own signed addresses (server/lib/signing.ts), or a link to
  // this site (PUBLIC_ORIGIN, or the host the request came to); never text or links someone else chose.
  const qrThrottle = limiter(db, 'qr', ctx.limits.qrPerMinute, 60_000)
  app.get('/api/open/qrCode/gen', { schema: { querystring: anyQuery('content', 's') } }, async (req, reply) => {
    const content = checkQrContent(req.query.content)
    if (!verify(db, req.query.s, 'qr', content) && !isOwnLink(content, ctx.publicOrigin(), req.headers.host)) {
      throw new BizError(403, '只能生成本站内容的二维码', 403)
    }
    if (!qrCached(content) && !qrThrottle.take(addressKey(req.ip))) throw new RetryLaterError(429, '生成二维码过于频繁，请稍后再试', 60)
    const png = await qrPng(ctx.pool, content)
    return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(png)
  })

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

  // A caption comes from the company's content: the title of the content the key names, or `t`/`label` when the
  // server signed them (the seed's captioned covers); any other text in the address is not drawn.
  app.get('/media/cover/:name', { schema: { params: nameParams, querystring: anyQuery('t', 'label', 's') } }, (req, reply) => {
    const key = stem(req.params.name)
    const { t, label = '' } = req.query
    if (typeof t === 'string' && typeof label === 'string' && verify(db, req.query.s, 'cover', key, t, label)) {
      return drawn(req, reply, coverSvg(t.slice(0, 80), key, label.slice(0, 12)))
    }
    return drawn(req, reply, coverSvg(entities.byContentKey(key)?.title ?? '', key))
  })
  app.get('/media/avatar/:name', { schema: { params: nameParams } }, (req, reply) => drawn(req, reply, avatarSvg(stem(req.params.name))))
  app.get('/media/logo/:name', { schema: { params: nameParams } }, (req, reply) => {
    const company = companyRepo(db).company()
    return drawn(req, reply, logoSvg(company?.name ?? stem(req.params.name), company?.theme_color))
  })
  // Every browser asks for /favicon.ico: the company's square logo as drawn for /media/logo, in PNG.
  app.get('/favicon.ico', async (_req, reply) => {
    const company = companyRepo(db).company()
    const png = await rasterize(ctx.pool, logoSvg(company?.name ?? '', company?.theme_color), 'png')
    return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(png)
  })
  app.get('/media/icon/:name', { schema: { params: nameParams } }, (req, reply) => drawn(req, reply, iconSvg(stem(req.params.name))))
  // Paid clips and material files go only to who may have them (services/media-access.ts): the browser's
  // session or the app's token, or an address the API signed for such a viewer (players and mini-program
  // downloads send no token). Guarded answers are private to the browser.
  const mediaQuery = anyQuery('exp', 'sig')
  const requester = (req: FastifyRequest) => sessionAccount(db, req) ?? currentAccount(db, req)
  const mayHave = (req: FastifyRequest & { query: { exp?: unknown; sig?: unknown } }, url: string, rule: MediaRule) =>
    rule.kind === 'public' || validMediaSignature(db, url, req.query.exp, req.query.sig) || mayFetch(db, rule, requester(req))
  const notFoundText = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not Found')

  app.get('/media/video/:name', { schema: { params: nameParams, querystring: mediaQuery } }, (req, reply) => {
    const m = /^([\w-]{1,60})\.(webm)$/.exec(req.params.name)
    // Only clips some content links to are made (each new name would otherwise write a file).
    const url = `/media/video/${req.params.name}`
    const rule = m ? mediaRule(db, url) : null
    if (!m || !rule) return notFoundText(reply)
    if (!mayHave(req, url, rule)) return reply.code(403).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('购买课程后即可观看')
    const file = videoFile(ctx.dataDir, m[1])
    return sendRange(req, reply, file, 'video/webm', rule.kind === 'public' ? PUBLIC_MEDIA : PRIVATE_MEDIA)
  })

  app.get('/media/file/:name', { schema: { params: nameParams, querystring: mediaQuery } }, (req, reply) => {
    const url = `/media/file/${req.params.name}`
    const row = /^[\w-]{1,60}\.[a-z]{3,4}$/.test(req.params.name) ? entities.fileByUrl(url) : undefined
    const rule = row ? mediaRule(db, url) : null
    if (!row || !rule) return notFoundText(reply)
    if (!mayHave(req, url, rule)) {
      const material = `/web/h/pages/material/index?id=${row.entity_data_id}`
      if (!requester(req)) {
        // 登录后即可下载: sign in (silently, as the app does) and come back to this file.
        const login = `/web/ca/login?wxAuth=true&returnUrl=${encodeURIComponent(url)}`
        return sendHtml(
          reply,
          mobilePage(
            '登录后即可下载',
            `<h1>登录后即可下载</h1><div class="card"><p>「${escapeHtml(row.name)}」登录后即可下载。</p><p><a href="${escapeHtml(login)}">登录并下载</a> · <a href="${escapeHtml(material)}">返回资料页</a></p></div>`
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
    const dir = path.join(ctx.dataDir, 'media')
    const file = path.join(dir, req.params.name)
    if (!fs.existsSync(file)) {
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(file, demoFile(row.name, row.ext, row.size))
    }
    reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(nameWithExt(row.name, row.ext))}`)
    return sendRange(req, reply, file, FILE_TYPES[row.ext] ?? 'application/octet-stream', PRIVATE_MEDIA)
  })

  // Posters are named by the hash of their recipe: the same address is always the same image (immutable), and one
  // no longer on disk is drawn again from its recipe (server/services/posters.ts), so a shared link keeps working.
  app.get('/media/poster/:name', { schema: { params: nameParams } }, async (req, reply) => {
    const m = /^([0-9a-f]{32})\.png$/.exec(req.params.name)
    const png = m ? await posterPng(ctx, m[1]) : null
    if (!png) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    return reply.type('image/png').header('Cache-Control', IMMUTABLE).send(png)
  })

  app.get('/api/open/file/:name', { schema: { params: nameParams } }, (req, reply) => {
    const row = /^[0-9a-f]{32}\.[a-z]{3,4}$/.test(req.params.name) ? miscRepo(db).upload(req.params.name) : undefined
    const file = row ? path.join(ctx.uploadsDir, row.name) : ''
    if (!row || !fs.existsSync(file)) return reply.code(404).send(fail(404, '文件不存在'))
    const inline = row.mime.startsWith('image/') || row.mime === 'application/pdf'
    // Files stored before names were fixed at upload get the extension of their type here.
    const ext = row.name.slice(row.name.lastIndexOf('.') + 1)
    reply.header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(nameWithExt(row.original_name, ext))}`)
    reply.header('Content-Security-Policy', "default-src 'none'; sandbox")
    return sendRange(req, reply, file, row.mime)
  })
}

/** Free media may be cached by anyone; guarded media (a buyer's clip, a signed-in download) only by the browser. */
const PUBLIC_MEDIA = 'public, max-age=86400'
const PRIVATE_MEDIA = 'private, max-age=3600'

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
