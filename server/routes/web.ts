import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { Type } from 'typebox'
import type { OrderRow } from '../db/rows'
import { BizError, fail } from '../lib/envelope'
import { escapeHtml, mobilePage, sendHtml, withBootData, withRoutePreloads } from '../lib/html'
import { safeReturnPath } from '../lib/safe-return'
import { avatarSvg, coverSvg, iconSvg, logoSvg } from '../lib/svg'
import { accountByPhone, createMember, createVisitorFor, TOO_MANY_VISITORS, type AccountRow } from '../services/accounts'
import type { Ctx } from '../services/context'
import { sessionAccount, startSession } from '../services/session'
import { smsCodeProblem } from '../services/sms'
import { videoFile } from '../lib/video'
import { demoFile } from '../lib/demo-file'
import { checkQrContent, qrCached, qrPng } from '../lib/qr'
import { RateLimiter } from '../lib/rate-limit'
import { RASTER_TYPES, rasterCached, rasterFormat, rasterize } from '../lib/raster'
import { obj, typed } from '../lib/schema'
import { UPLOAD_TYPES as FILE_TYPES } from './misc'
import { accountsRepo } from '../repositories/accounts'
import { companyRepo } from '../repositories/company'
import { contentRepo } from '../repositories/content'
import { miscRepo } from '../repositories/misc'
import { ordersRepo } from '../repositories/orders'
import { createIndexPage, encodedBody } from '../ssr/index-page'
import { REPO_ROOT } from '../config'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const HASHED = /^\/web\/h\/(js|css|static)\//

export { withBootData, withRoutePreloads }

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
export function isCrossSitePost(req: Pick<FastifyRequest, 'headers'>): boolean {
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

/** The H5 build, history fallback, login page, pay page, QR codes and generated media. */
export function registerWeb(fastify: FastifyInstance, ctx: Ctx): void {
  const app = typed(fastify)
  const { db } = ctx
  const entities = contentRepo(db)
  const csp = { editorOrigins: ctx.editorOrigins }
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

  /**
   * index.html for an app route (server/ssr/index-page.ts): route preloads and boot data, and for the
   * landing pages their first screen painted by the server; CSP hashes of its inline scripts; or a
   * "not built yet" page.
   */
  const indexPage = staticDir ? createIndexPage({ app: fastify, db, staticDir, root: REPO_ROOT, paint: ctx.paint, csp }) : null
  async function sendIndex(reply: FastifyReply, url = '/web/h/') {
    // "X-First-Paint: off" asks for the plain app shell (tools and tests that drive the app's own DOM).
    const answer = indexPage ? await indexPage.answer(url, reply.request.headers['x-first-paint'] !== 'off') : null
    if (answer?.redirect) return reply.redirect(answer.redirect)
    if (answer) {
      // Compressed once per cached answer (the compress plugin leaves an encoded body alone).
      const { body, encoding } = encodedBody(answer, reply.request.headers['accept-encoding'])
      if (encoding) reply.header('Content-Encoding', encoding)
      return reply
        .code(200)
        .header('Vary', 'Accept-Encoding')
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
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
      if (!sessionAccount(db, req)) {
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
    const problem = smsCodeProblem(ctx, cellphone, code)
    if (problem) return sendHtml(reply, loginPage(returnUrl, problem.message, cellphone), csp, problem.locked ? 429 : 400)
    const account = db.transaction((): AccountRow => {
      const owner = accountByPhone(db, cellphone)
      if (owner) return owner
      const visitor = sessionAccount(db, req)
      if (visitor && !visitor.cellphone) {
        accountsRepo(db).bindCellphone(visitor.id, cellphone)
        return { ...visitor, cellphone }
      }
      return createMember(db, cellphone)
    })()
    startSession(db, reply, account.id)
    return reply.redirect(returnUrl, 303)
  })

  // ---------------------------------------------------------------- demo pay page

  const payError = (reply: FastifyReply, message: string, status = 404) =>
    sendHtml(
      reply,
      mobilePage('支付失败', `<h1>无法支付</h1><div class="card"><p>${escapeHtml(message)}</p><p><a href="/web/h/">返回首页</a></p></div>`),
      csp,
      status
    )

  const orderByNo = (no: unknown) => (typeof no === 'string' && no.length <= 64 ? ordersRepo(db).byNo(no) : undefined)

  /** The order when the browser's session is its buyer's; else the refusal page (sent) and null. */
  const buyersOrder = (req: FastifyRequest, reply: FastifyReply, no: unknown): OrderRow | null => {
    const account = sessionAccount(db, req)
    if (!account) {
      const login = `/web/ca/login?returnUrl=${encodeURIComponent('/web/h/pages/account/order/index')}`
      sendHtml(
        reply,
        mobilePage(
          '请先登录',
          `<h1>请先登录</h1><div class="card"><p>支付页只对下单的账号开放，请先用下单的账号登录，再从「我的订单」支付。</p><p><a href="${login}">登录</a> · <a href="/web/h/">返回首页</a></p></div>`
        ),
        csp,
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
      csp
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

  // Bounded content, cached PNGs, and a per-address limit on codes not made before (the work is synchronous CPU).
  const qrThrottle = new RateLimiter(ctx.limits.qrPerMinute, 60_000)
  app.get('/api/open/qrCode/gen', { schema: { querystring: anyQuery('content') } }, async (req, reply) => {
    const content = checkQrContent(req.query.content)
    if (!qrCached(content) && !qrThrottle.take(req.ip)) throw new BizError(429, '生成二维码过于频繁，请稍后再试', 429)
    const png = await qrPng(content)
    return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(png)
  })

  const svg = (reply: FastifyReply, body: string) => reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(body)
  const stem = (name: string) => name.replace(/\.(svg|png|jpg)$/i, '').slice(0, 120)
  // A drawn image at its .png address is answered as WebP or PNG (server/lib/raster.ts); at .svg as the drawing.
  // Making a raster image is real CPU, so addresses not made before are counted per client address; past the
  // limit the drawing itself is answered (the page still shows the image).
  const rasterThrottle = new RateLimiter(ctx.limits.imagesPerMinute, 60_000)
  const drawn = async (req: Pick<FastifyRequest, 'headers' | 'ip'> & { params: { name: string } }, reply: FastifyReply, body: string) => {
    if (!/\.png$/i.test(req.params.name)) return svg(reply, body)
    const format = rasterFormat(req.headers.accept)
    reply.header('Vary', 'Accept')
    if (!rasterCached(body, format) && !rasterThrottle.take(req.ip)) return svg(reply, body)
    const image = await rasterize(body, format)
    return reply.type(RASTER_TYPES[format]).header('Cache-Control', 'public, max-age=86400').send(image)
  }

  app.get('/media/cover/:name', { schema: { params: nameParams, querystring: anyQuery('t', 'label') } }, (req, reply) => {
    const key = stem(req.params.name)
    const row = entities.byContentKey(key)
    const title = String(req.query.t ?? row?.title ?? key).slice(0, 80)
    return drawn(req, reply, coverSvg(title, key, String(req.query.label ?? '').slice(0, 12)))
  })
  app.get('/media/avatar/:name', { schema: { params: nameParams } }, (req, reply) => drawn(req, reply, avatarSvg(stem(req.params.name))))
  app.get('/media/logo/:name', { schema: { params: nameParams } }, (req, reply) => {
    const company = companyRepo(db).company()
    return drawn(req, reply, logoSvg(company?.name ?? stem(req.params.name), company?.theme_color))
  })
  // Every browser asks for /favicon.ico: the company's square logo as drawn for /media/logo, in PNG.
  app.get('/favicon.ico', async (_req, reply) => {
    const company = companyRepo(db).company()
    const png = await rasterize(logoSvg(company?.name ?? '', company?.theme_color), 'png')
    return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(png)
  })
  app.get('/media/icon/:name', { schema: { params: nameParams } }, (req, reply) => drawn(req, reply, iconSvg(stem(req.params.name))))
  app.get('/media/video/:name', { schema: { params: nameParams } }, (req, reply) => {
    const m = /^([\w-]{1,60})\.(webm)$/.exec(req.params.name)
    // Only clips some content links to are made (each new name would otherwise write a file).
    const url = `/media/video/${req.params.name}`
    const known = !!m && entities.mediaKnown(url)
    if (!m || !known) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    const file = videoFile(ctx.dataDir, m[1])
    return sendRange(req, reply, file, 'video/webm')
  })

  app.get('/media/file/:name', { schema: { params: nameParams } }, (req, reply) => {
    const row = /^[\w-]{1,60}\.[a-z]{3,4}$/.test(req.params.name) ? entities.fileByUrl(`/media/file/${req.params.name}`) : undefined
    if (!row) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    const dir = path.join(ctx.dataDir, 'media')
    const file = path.join(dir, req.params.name)
    if (!fs.existsSync(file)) {
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(file, demoFile(row.name, row.ext, row.size))
    }
    reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`)
    return sendRange(req, reply, file, FILE_TYPES[row.ext] ?? 'application/octet-stream')
  })

  app.get('/media/poster/:name', { schema: { params: nameParams } }, (req, reply) => {
    if (!/^[0-9a-f]{16,64}\.svg$/.test(req.params.name)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    const file = path.join(ctx.postersDir, req.params.name)
    if (!fs.existsSync(file)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    return svg(reply, fs.readFileSync(file, 'utf8'))
  })

  app.get('/api/open/file/:name', { schema: { params: nameParams } }, (req, reply) => {
    const row = /^[0-9a-f]{32}\.[a-z]{3,4}$/.test(req.params.name) ? miscRepo(db).upload(req.params.name) : undefined
    const file = row ? path.join(ctx.uploadsDir, row.name) : ''
    if (!row || !fs.existsSync(file)) return reply.code(404).send(fail(404, '文件不存在'))
    const inline = row.mime.startsWith('image/') || row.mime === 'application/pdf'
    reply.header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.original_name)}`)
    reply.header('Content-Security-Policy', "default-src 'none'; sandbox")
    return sendRange(req, reply, file, row.mime)
  })
}

/** Sends a file with Range support (video seeking). */
function sendRange(req: FastifyRequest, reply: FastifyReply, file: string, type: string) {
  const size = fs.statSync(file).size
  reply.header('Accept-Ranges', 'bytes').header('Cache-Control', 'public, max-age=86400').type(type)
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
