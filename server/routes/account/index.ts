import type { RoutesPlugin } from '../plugin'
import { miniProgramRoutes } from './mini-program'
import { phoneRoutes } from './phone'
import { sessionRoutes } from './session'
import { siteRoutes } from './site'

/** Accounts, sessions, phone numbers, the company and website settings. */
export const accountRoutes: RoutesPlugin = async (fastify, opts) => {
  await fastify.register(sessionRoutes, opts)
  await fastify.register(siteRoutes, opts)
  await fastify.register(phoneRoutes, opts)
  await fastify.register(miniProgramRoutes, opts)
}
