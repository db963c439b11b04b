import { routeGroup } from '../plugin'
import { assetRoutes } from './assets'
import { businessCardRoutes } from './card'
import { colleagueRoutes } from './colleagues'
import { cardPosterRoutes } from './posters'

/** Business cards, digital assets, poster templates and the UC (colleague) area. */
export const cardRoutes = routeGroup(businessCardRoutes, assetRoutes, cardPosterRoutes, colleagueRoutes)
