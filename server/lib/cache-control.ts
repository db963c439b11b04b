import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * App pages hold public data only (painted as an anonymous visitor, whatever cookie is sent), so a CDN or
 * shared cache may keep one for 30 s and serve it up to a minute longer while it asks again; browsers
 * always ask (max-age=0). docs/server.md "CDN".
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60'
/** Answers for one person (accounts, orders, sessions): never kept by a shared cache or on disk. */
export const PRIVATE_NO_STORE = 'private, no-store'

/** Paths whose answers depend on who asks: the account APIs, the dev inspector, the login and pay pages. */
const PERSONAL = /^\/(api\/(ca|ca-open|uc|dev)(\/|$)|web\/ca\/|order\/)/

/**
 * onSend: personal answers are `private, no-store` whatever the route set; so is every API answer that did
 * not choose its own caching (open APIs may read the account too), and any answer setting a cookie.
 */
export async function personalNoStore(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const path = req.url.split('?')[0]
  const own = reply.getHeader('cache-control')
  if (PERSONAL.test(path) || reply.getHeader('set-cookie') !== undefined || (path.startsWith('/api/') && own === undefined)) {
    reply.header('Cache-Control', /no-transform/.test(String(own ?? '')) ? `${PRIVATE_NO_STORE}, no-transform` : PRIVATE_NO_STORE)
  }
  return payload
}
