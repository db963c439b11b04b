import type { RoutesPlugin } from './plugin'
import { accountRoutes } from './account'
import { aiRoutes } from './ai'
import { cardRoutes } from './cards'
import { contentRoutes } from './content'
import { eventRoutes } from './events'
import { extensionRoutes } from './extensions'
import { formRoutes } from './forms'
import { funnelRoutes } from './funnel'
import { giftRoutes } from './gifts'
import { groupRegistrationRoutes } from './group-registration'
import { leadRadarRoutes } from './lead-radar'
import { lotteryRoutes } from './lottery'
import { analyticsRoutes } from './analytics'
import { courseRecordRoutes } from './course-record'
import { onSiteRoutes } from './on-site'
import { uploadRoutes } from './uploads'
import { offlineTicketRoutes } from './offline-ticket'
import { orderRoutes } from './orders'
import { posterRoutes } from './posters'
import { promotionRoutes } from './promotion'
import { registrationRoutes } from './registration'
import { reminderRoutes } from './reminders'
import { ticketRoutes } from './tickets'
import { ticketTransferRoutes } from './ticket-transfer'
import { userRoutes } from './user'
import { waitlistRoutes } from './waitlist'

/**
 * The route areas after the web area (server/routes/web/, which gets the index page as well), in registration
 * order: [name, plugin]. The name is the OpenAPI tag of the area's routes (docs/openapi.json, docs/endpoints.md).
 */
export const ROUTE_AREAS: readonly (readonly [string, RoutesPlugin])[] = [
  ['account', accountRoutes],
  ['cards', cardRoutes],
  ['content', contentRoutes],
  ['user', userRoutes],
  ['forms', formRoutes],
  ['events', eventRoutes],
  ['posters', posterRoutes],
  ['promotion', promotionRoutes],
  ['funnel', funnelRoutes],
  ['lottery', lotteryRoutes],
  ['orders', orderRoutes],
  ['gifts', giftRoutes],
  ['on-site', onSiteRoutes],
  ['course-record', courseRecordRoutes],
  ['uploads', uploadRoutes],
  ['analytics', analyticsRoutes],
  ['ai', aiRoutes],
  ['tickets', ticketRoutes],
  ['extensions', extensionRoutes],
  ['offline-ticket', offlineTicketRoutes],
  ['waitlist', waitlistRoutes],
  ['registration', registrationRoutes],
  ['reminders', reminderRoutes],
  ['ticket-transfer', ticketTransferRoutes],
  ['group-registration', groupRegistrationRoutes],
  ['lead-radar', leadRadarRoutes]
]
