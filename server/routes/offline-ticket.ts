import fs from 'node:fs'
import path from 'node:path'
import { companyRepo } from '../repositories/company'
import type { RoutesPlugin } from './plugin'
import { WORKER_URL } from '../../src/shared/offline-ticket'
import { APP_ROOT, BASE_PATH } from '../../src/shared/routes'

/** The web app manifest's address; index.html links it when the offlineTicket extension is on. */
const MANIFEST_URL = `${BASE_PATH}/manifest.webmanifest`
/** What index.html gets before </head> with the extension (server/ssr/index-page.ts `head`). */
export const MANIFEST_LINK = `<link rel="manifest" href="${MANIFEST_URL}">`

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** The web app manifest: the company's name, theme colour and logo, the app as the start page. */
function webManifest(company: { name: string; theme_color: string; square_logo: string } | undefined) {
  const name = company?.name || '企业官网'
  const icons: { src: string; sizes: string; type: string; purpose?: string }[] = [
    // The company's drawn square logo (server/routes/web/images.ts), always a PNG at this address.
    { src: '/favicon.ico', sizes: '256x256', type: 'image/png', purpose: 'any' }
  ]
  // The same drawing at any size, for launchers that want 512 px.
  const drawn = /^\/media\/logo\/([\w-]{1,60})\.png$/.exec(company?.square_logo || '')
  if (drawn) icons.push({ src: `/media/logo/${drawn[1]}.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' })
  return {
    id: APP_ROOT,
    name,
    short_name: Array.from(name).slice(0, 12).join(''),
    lang: 'zh-CN',
    start_url: APP_ROOT,
    scope: APP_ROOT,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: company && HEX_COLOUR.test(company.theme_color) ? company.theme_color : '#2f6bff',
    icons
  }
}

/**
 * Extension offlineTicket (issue #29 item 4): the web app manifest (installable from the browser, in the company's
 * name and colour) and the offline-ticket service worker the build writes (config/service-worker-plugin.ts). The
 * worker's address answers 404 without the extension, so a browser never installs it from a server without it.
 */
export const offlineTicketRoutes: RoutesPlugin = async (app, { ctx }) => {
  const on = ctx.extensions.has('offlineTicket')
  const file = ctx.staticDir ? path.join(ctx.staticDir, path.basename(WORKER_URL)) : null
  app.get(WORKER_URL, async (_req, reply) => {
    const script = on && file ? await fs.promises.readFile(file, 'utf8').catch(() => null) : null
    if (script === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    // Browsers check a worker's script for updates on navigation: always ask the server.
    return reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(script)
  })
  if (!on) return
  app.get(MANIFEST_URL, (_req, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(JSON.stringify(webManifest(companyRepo(ctx.db).company())))
  )
}
