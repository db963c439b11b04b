/** What other features use of the events feature (they import it from here, never from its files). */
export { batchAudit, getAttendeeInfo, getMyTickets, signupEvent } from './api'
export { cancelTicket, getCancelledTicket, getCancelledTickets } from './api'
export { forgetTicket } from './ticket-cache'
export { useTicket } from './use-ticket'
export { forgetDeviceTickets, useOfflineTicket } from './use-offline-ticket'
export { getRegistration, getReminderPlan, saveRegistration, subscribeNotice } from './api'
export { useWaitlist, type Waitlist } from './use-waitlist'
export { takesWaitlist } from './waitlist'
