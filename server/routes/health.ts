import type { FastifyInstance } from 'fastify'
import type { LoadedViews } from '../ssr/views'

/** Whether the server serves all it was started to serve; `degraded` names what is missing. */
export interface Health {
  status: 'ok' | 'degraded'
  /** `on`; `off` (PAINT=0, or no app build to serve); or why the pages are the plain shell (the bundle is missing). */
  paintedPages: string
}

/** The server's health, decided once at start: the build's parts are loaded then and never change afterwards. */
export function healthOf({ staticDir, paintWanted, views }: { staticDir: string | null; paintWanted: boolean; views: LoadedViews | null }): Health {
  if (!staticDir || !paintWanted) return { status: 'ok', paintedPages: 'off' }
  if (views?.views) return { status: 'ok', paintedPages: 'on' }
  return { status: 'degraded', paintedPages: `plain shell: ${views?.missing ?? 'no views'}` }
}

/** GET /healthz for a load balancer or a deploy check: 200 when healthy, 503 with the reason when degraded. */
export function registerHealth(app: FastifyInstance, health: Health): void {
  // Hidden from the API document (docs/openapi.json): an operations probe, not part of the app's API.
  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .code(health.status === 'ok' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(health)
  )
}
