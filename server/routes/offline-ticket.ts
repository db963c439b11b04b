import fs from 'node:fs'
import path from 'node:path'
import { companyRepo } from '../repositories/company'
import { webManifest } from '../services/site'
import type { RoutesPlugin } from './plugin'
import { WORKER_URL } from '../../src/shared/offline-ticket'
import { BASE_PATH } from '../../src/shared/routes'

/** The web app manifest's address; app pages link it when the offlineTicket extension is on (server/ssr/index-page.ts `manifest`). */
export const MANIFEST_URL = `${BASE_PATH}/manifest.webmanifest`

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
