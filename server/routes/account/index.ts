import { routeGroup } from '../plugin'
import { miniProgramRoutes } from './mini-program'
import { phoneRoutes } from './phone'
import { sessionRoutes } from './session'
import { siteRoutes } from './site'

/** Accounts, sessions, phone numbers, the company and website settings. */
export const accountRoutes = routeGroup(sessionRoutes, siteRoutes, phoneRoutes, miniProgramRoutes)
