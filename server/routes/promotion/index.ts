import { routeGroup } from '../plugin'
import { promotionApplicantRoutes } from './applicants'
import { promotionCampaignRoutes } from './campaigns'
import { promotionLinkRoutes } from './links'
import { promotionOpenRoutes } from './open'
import { promotionVisitRoutes } from './visits'

/** Promotion links, statistics, applicants, campaigns, tasks and ranks. */
export const promotionRoutes = routeGroup(promotionLinkRoutes, promotionVisitRoutes, promotionApplicantRoutes, promotionCampaignRoutes, promotionOpenRoutes)
