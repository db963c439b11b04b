import path from 'node:path'
import type { FastifyReply } from 'fastify'
import fastifyStatic from '@fastify/static'
import { PAGE_CACHE_CONTROL, PRIVATE_NO_STORE } from '../../lib/cache-control'
import { fail } from '../../lib/envelope'
import { escapeHtml, mobilePage, sendHtml } from '../../lib/html'
import { typed } from '../../lib/schema'
import { encodedBody } from '../../ssr/index-page'
import { redirectWithQuery } from '../../ssr/painter'
import { hintSession } from '../../services/session'
import type { RoutesPlugin } from '../plugin'
import { cspOf, HASHED, IMMUTABLE } from './common'
import type { WebOptions } from './index'
import { APP_ROOT, BASE_PATH } from '../../../src/shared/routes'

/** The H5 build: its files, index.html for every app route (painted landing pages), and the not-found answers. */
export const shellRoutes: RoutesPlugin<WebOptions> = async (fastify, { ctx, indexPage }) => {
  const app = typed(fastify)
  const csp = cspOf(ctx)
  const staticDir = ctx.staticDir

  if (staticDir) {
    app.register(fastifyStatic, {
      root: staticDir,
      prefix: APP_ROOT,
      index: false,
      wildcard: true,
      // Scripts and stylesheets as the build compressed them (brotli 11, gzip 9: scripts/web-bundles.cjs).
      preCompressed: true,
      decorateReply: true,
      // Cache-Control is ours (setHeaders): immutable for hashed assets, no-cache for HTML.
      cacheControl: false,
      setHeaders(res, file) {
        const rel = APP_ROOT + path.relative(staticDir, file).split(path.sep).join('/')
        res.setHeader('Cache-Control', HASHED.test(rel) ? IMMUTABLE : rel.endsWith('.html') ? 'no-cache' : 'public, max-age=3600')
      }
    })
  }

  /** index.html for an app route, or a "not built yet" page. */
  async function sendIndex(reply: FastifyReply, url = APP_ROOT) {
    // "X-First-Paint: off" asks for the plain app shell (tools and tests that drive the app's own DOM): it is
    // kept out of shared caches, which key pages by URL and Accept-Encoding only.
    const painted = reply.request.headers['x-first-paint'] !== 'off'
    const answer = indexPage ? await indexPage.answer(url, painted) : null
    const cacheControl = painted ? PAGE_CACHE_CONTROL : PRIVATE_NO_STORE
    if (answer?.redirect) {
      // A Location carrying the visitor's own parameters (utm_*, a sharer's id) is theirs: a shared cache that
      // ignores query strings must not hand it to everyone.
      const location = redirectWithQuery(answer.redirect, url)
      return reply.header('Cache-Control', location === answer.redirect ? cacheControl : PRIVATE_NO_STORE).redirect(location)
    }
    if (answer) {
      // Compressed once per cached answer (the compress plugin leaves an encoded body alone).
      const { body, encoding } = encodedBody(answer, reply.request.headers['accept-encoding'])
      if (encoding) reply.header('Content-Encoding', encoding)
      // A session without its readable hint gets it here (then the answer is the visitor's own: no shared cache).
      hintSession(ctx.db, reply.request, reply)
      return reply
        .code(200)
        .header('Vary', 'Accept-Encoding')
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', reply.hasHeader('set-cookie') ? PRIVATE_NO_STORE : cacheControl)
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

  app.get('/', (_req, reply) => reply.redirect(APP_ROOT))
  app.get(BASE_PATH, (_req, reply) => reply.redirect(APP_ROOT))
  app.get(APP_ROOT, (req, reply) => sendIndex(reply, req.url))
  app.get(`${APP_ROOT}index.html`, (_req, reply) => sendIndex(reply))
  // App routes: no file lookup first (the build has no pages/ folder), straight to index.html.
  if (staticDir) app.get(`${APP_ROOT}pages/*`, (req, reply) => sendIndex(reply, req.url))
  if (!staticDir) app.get(`${APP_ROOT}*`, (req, reply) => sendIndex(reply, req.url))

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0]
    if (url.startsWith('/api/') || url === '/api') return reply.code(404).send(fail(404, '接口不存在'))
    if ((req.method === 'GET' || req.method === 'HEAD') && url.startsWith(APP_ROOT)) {
      // Missing hashed assets are real 404s; everything else is an app route.
      if (HASHED.test(url) || /\.(js|css|map|png|jpe?g|svg|gif|webp|ico|woff2?|ttf|json)$/.test(url)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
      }
      return sendIndex(reply, req.url)
    }
    return sendHtml(reply, mobilePage('页面不存在', `<h1>页面不存在</h1><p><a href="${APP_ROOT}">返回首页</a></p>`), csp, 404)
  })
}
