/** The events feature's UI that pages and other features compose (logic is in ../index.ts). */
export { CheckinResult } from './checkin-result'
export { DoorForm, DoorScreen } from './door-form'
export { ScheduleView } from './schedule-view'
export { StatusBadge } from './status-badge'
export { TicketCard } from './ticket-card'
export { TicketView, ticketCalendarEvent, type TicketViewProps } from './ticket-view'
export { SignupSuccess, signupSuccessTitle, type SignupSuccessProps } from './signup-success'
