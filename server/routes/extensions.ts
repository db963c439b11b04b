import type { FastifyInstance } from 'fastify'
import type { Extensions } from '../../types/contract'
import { ok } from '../lib/envelope'
import type { Ctx } from '../services/context'

/** GET /api/open/v1/extensions: the features this server offers beyond the specification; absent when none. */
export function registerExtensions(app: FastifyInstance, ctx: Ctx): void {
  if (ctx.extensions.size === 0) return
  const answer: Extensions = { features: [...ctx.extensions] }
  app.get('/api/open/v1/extensions', () => ok(answer))
}
