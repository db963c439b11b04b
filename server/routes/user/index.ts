import { routeGroup } from '../plugin'
import { favouriteRoutes } from './favourites'
import { noticeRoutes } from './notices'
import { recordRoutes } from './records'
import { myTicketRoutes } from './tickets'

/** The personal centre: records, tickets, favourites, notices. */
export const userRoutes = routeGroup(recordRoutes, myTicketRoutes, favouriteRoutes, noticeRoutes)
