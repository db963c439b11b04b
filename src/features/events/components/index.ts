/**
 * The events UI pages and other features compose (account's ticket screens, the door pages, the schedule, the
 * sign-up result). A route ships only what it imports: package.json `sideEffects` lets webpack skip the others.
 */
export { StatusBadge } from './status-badge'
export { TicketCard } from './ticket-card'
export { TicketView } from './ticket-view'
export { DoorPage } from './door-form'
export { ScheduleView } from './schedule-view'
export { SignupSuccess, signupSuccessTitle } from './signup-success'
