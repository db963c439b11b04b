import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { obj } from '../../lib/schema'
import type { Ctx } from '../../services/context'
import { BASE_PATH } from '../../../src/shared/routes'

/** Cache-Control of what never changes at its address (hashed assets, posters named by their recipe). */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The build's hashed assets. */
export const HASHED = new RegExp(`^${BASE_PATH}/(js|css|static)/`)

/** The CSP inputs of the server's own HTML pages (who may frame them). */
export const cspOf = (ctx: Ctx) => ({ editorOrigins: ctx.editorOrigins, frameLocalhost: ctx.frameLocalhost })

/**
 * Query keys these pages read, each accepting anything (a repeated key arrives as an array): the pages check the
 * values themselves and answer with a page, never with a validation error.
 */
export const anyQuery = <K extends string>(...keys: K[]) =>
  obj(Object.fromEntries(keys.map(k => [k, Type.Unknown()])) as Record<K, ReturnType<typeof Type.Unknown>>)
/** The `:name` of a media or file address (the handlers check its form). */
export const nameParams = obj({ name: Type.String() }, ['name'])

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
