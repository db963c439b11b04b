import { routeGroup } from '../plugin'
import { attendeeRoutes } from './attendees'
import { gateCodeRoutes } from './codes'
import { doorRoutes } from './door'
import { followUpRoutes } from './follow-ups'

/** Check-in, sign-out, audit, reminder subscriptions and the QR codes of gated content. */
export const eventRoutes = routeGroup(doorRoutes, followUpRoutes, attendeeRoutes, gateCodeRoutes)
