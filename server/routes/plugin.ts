import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { requireAccount, requirePromoter } from '../services/accounts'
import type { Ctx } from '../services/context'

/** What every route plugin is registered with: `app.register(plugin, { ctx })`. */
export interface RoutesOptions {
  ctx: Ctx
}

/** A route module: an encapsulated Fastify plugin, so the hooks it adds reach its own routes only. */
export type RoutesPlugin<O extends RoutesOptions = RoutesOptions> = FastifyPluginAsync<O>

/**
 * The routes of this plugin need a signed-in account: code 401 "请先登录" without a live `Authorization-Ca`
 * token, before the request is read (every `/api/ca/**` route; test/server/route-guards.test.ts walks them all).
 * Handlers still call `requireAccount` for the account itself (read once per request).
 */
export function accountOnly(fastify: FastifyInstance, ctx: Pick<Ctx, 'db'>): void {
  fastify.addHook('onRequest', async req => {
    requireAccount(ctx.db, req)
  })
}

/**
 * The routes of this plugin are for promoters: 401 without an account, 403 "需要渠道伙伴权限" for anyone else. It
 * runs where the handlers' own check ran (after validation), so a malformed call still answers 400 first.
 */
export function promotersOnly(fastify: FastifyInstance, ctx: Pick<Ctx, 'db'>): void {
  fastify.addHook('preHandler', async req => {
    requirePromoter(ctx.db, req)
  })
}

/**
 * A route area: `plugin` in its own encapsulated context whose routes carry `name` as their OpenAPI tag
 * (docs/openapi.json, docs/endpoints.md sections).
 */
export function area<O extends RoutesOptions>(name: string, plugin: RoutesPlugin<O>): RoutesPlugin<O> {
  const tagged: RoutesPlugin<O> = async (fastify, opts) => {
    fastify.addHook('onRoute', route => {
      route.schema = { ...route.schema, tags: [name] }
    })
    await plugin(fastify, opts)
  }
  return tagged
}
