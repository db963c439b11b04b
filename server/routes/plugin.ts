import type { IncomingMessage } from 'node:http'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions
} from 'fastify'
import type { ResolveFastifyReplyReturnType } from 'fastify/types/type-provider'
import type { ExtensionName, Page } from '../../types/contract'
import type { Db } from '../db'
import type { PageQuery } from '../db/paged'
import type { AccountRow, PromoterRow } from '../db/rows'
import { ok } from '../lib/envelope'
import { pageQuery, typed } from '../lib/schema'
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
 * Handlers get the account itself through `signedIn` routes (read once per request).
 */
function accountOnly(fastify: FastifyInstance, ctx: Pick<Ctx, 'db'>): void {
  fastify.addHook('onRequest', async req => {
    requireAccount(ctx.db, req)
  })
}

/**
 * The routes of this plugin are for promoters: 401 without an account, 403 "需要渠道伙伴权限" for anyone else. It
 * runs where the handlers' own check ran (after validation), so a malformed call still answers 400 first.
 */
function promotersOnly(fastify: FastifyInstance, ctx: Pick<Ctx, 'db'>): void {
  fastify.addHook('preHandler', async req => {
    requirePromoter(ctx.db, req)
  })
}

/** A request typed by its route's TypeBox schema `S` (what `typed(app).get(path, { schema }, req => …)` gives). */
type TypedRequest<S extends FastifySchema> = FastifyRequest<RouteGenericInterface, RawServerDefault, IncomingMessage, S, TypeBoxTypeProvider>

/** `get`/`post` like Fastify's, whose handler gets `who` the route is for beside the request. */
type RouteFor<Who> = <const S extends FastifySchema>(
  path: string,
  options: Omit<RouteShorthandOptions, 'schema'> & { schema: S },
  handler: (req: TypedRequest<S>, who: Who, reply: FastifyReply) => ResolveFastifyReplyReturnType<TypeBoxTypeProvider, S, RouteGenericInterface>
) => void

/** Routes for someone the request names: `who(req)` runs first in the handler, and throws when they may not call. */
interface RoutesFor<Who> {
  get: RouteFor<Who>
  post: RouteFor<Who>
  /**
   * A GET answering one page of a list, `?page&size` (`pageQuery()`): `list(who, { page, size })`.
   * `signedIn.page('/api/ca-open/v1/notice/list', { summary: 'Page<Notice>', description: '?page&size [auth]' }, (account, query) => …)`
   */
  page: (path: string, doc: { summary: string; description: string }, list: (who: Who, query: PageQuery) => Page<unknown>) => void
}

function routesFor<Who>(app: ReturnType<typeof typed>, who: (req: FastifyRequest) => Who): RoutesFor<Who> {
  const method =
    (name: 'get' | 'post'): RouteFor<Who> =>
    (path, options, handler) => {
      app[name](path, options, (req, reply) => handler(req, who(req), reply))
    }
  const get = method('get')
  return {
    get,
    post: method('post'),
    page: (path, doc, list) => get(path, { schema: { ...doc, querystring: pageQuery() } }, (req, w) => ok(list(w, req.query)))
  }
}

/** What a route module's body registers its routes with. */
interface RouteKit {
  /** The plugin's instance with the TypeBox type provider: `req.query`/`params`/`body` typed from each route's schema. */
  app: ReturnType<typeof typed>
  ctx: Ctx
  db: Db
  /** Routes for the signed-in account: `signedIn.get(path, { schema }, (req, account) => …)`, code 401 "请先登录" without one. */
  signedIn: RoutesFor<AccountRow>
  /** Routes for a promoter: `(req, { account, promoter }) => …`, 401 without an account, 403 "需要渠道伙伴权限" for a member. */
  asPromoter: RoutesFor<{ account: AccountRow; promoter: PromoterRow }>
}

/** Who may call a route module's routes, and the extension it belongs to. */
interface RouteGate {
  /** `'account'`: 401 before the request is read (`/api/ca/**`); `'promoter'`: 401/403 after validation. Open when absent. */
  only?: 'account' | 'promoter'
  /** Registered only with this extension on (EXTENSIONS); without it the module's paths are 404. */
  extension?: ExtensionName
}

/**
 * A route module: the gate (extension, who may call) applied once in the plugin's own context, then `body` registers
 * the routes on the typed app. `export const giftRoutes = defineRoutes({ only: 'account' }, ({ app, db }) => { … })`.
 */
export function defineRoutes(body: (kit: RouteKit) => void | Promise<void>): RoutesPlugin
export function defineRoutes(gate: RouteGate, body: (kit: RouteKit) => void | Promise<void>): RoutesPlugin
export function defineRoutes(
  gateOrBody: RouteGate | ((kit: RouteKit) => void | Promise<void>),
  maybeBody?: (kit: RouteKit) => void | Promise<void>
): RoutesPlugin {
  const [gate, body] = typeof gateOrBody === 'function' ? [{}, gateOrBody] : [gateOrBody, maybeBody!]
  return async (fastify, { ctx }) => {
    if (gate.extension && !ctx.extensions.has(gate.extension)) return
    if (gate.only === 'account') accountOnly(fastify, ctx)
    if (gate.only === 'promoter') promotersOnly(fastify, ctx)
    const app = typed(fastify)
    const { db } = ctx
    const signedIn = routesFor(app, req => requireAccount(db, req))
    const asPromoter = routesFor(app, req => requirePromoter(db, req))
    await body({ app, ctx, db, signedIn, asPromoter })
  }
}

/** Several route modules as one (each keeps its own context, so one's gate does not reach the others). */
export function routeGroup(...plugins: RoutesPlugin[]): RoutesPlugin {
  return async (fastify, opts) => {
    for (const plugin of plugins) await fastify.register(plugin, opts)
  }
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
