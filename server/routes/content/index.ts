import { routeGroup } from '../plugin'
import { contentDetailRoutes } from './details'
import { contentListRoutes } from './lists'
import { lookupRoutes } from './lookups'
import { contentSiteRoutes } from './site'

/** Content lists, details, categories, custom entities, speakers, pages and lookups. */
export const contentRoutes = routeGroup(contentListRoutes, contentDetailRoutes, contentSiteRoutes, lookupRoutes)
