import type { FastifyInstance } from 'fastify'
import { REPO_ROOT } from '../../config'
import { withBootData } from '../../lib/html'
import type { Ctx } from '../../services/context'
import { createIndexPage } from '../../ssr/index-page'
import { MANIFEST_URL } from '../offline-ticket'
import type { RoutesOptions, RoutesPlugin } from '../plugin'
import { calendarRoutes } from './calendar'
import { imageRoutes } from './images'
import { loginRoutes } from './login'
import { mediaRoutes } from './media'
import { paintedFormRoutes } from './painted-form'
import { payRoutes } from './pay'
import { shellRoutes } from './shell'
import { uploadedFileRoutes } from './uploaded-files'

export { withBootData }

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
    manifest: ctx.extensions.has('offlineTicket') ? MANIFEST_URL : undefined,
    conditionalFields: ctx.extensions.has('conditionalFields'),
    // Beasties off the event loop (a page's CSS and DOM cost tens to hundreds of ms).
    critical: (css, markup) => ctx.pool.run('critical', { css, markup })
  })
}

/** The H5 build, history fallback, login page, pay page, QR codes, generated media and calendar files. */
export const webRoutes: RoutesPlugin<WebOptions> = async (fastify, opts) => {
  await fastify.register(shellRoutes, opts)
  await fastify.register(loginRoutes, opts)
  await fastify.register(paintedFormRoutes, opts)
  await fastify.register(payRoutes, opts)
  await fastify.register(imageRoutes, opts)
  await fastify.register(mediaRoutes, opts)
  await fastify.register(uploadedFileRoutes, opts)
  await fastify.register(calendarRoutes, opts)
}
