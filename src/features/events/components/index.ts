/**
 * The events UI other features compose (account's ticket screens): kept to these three so that importing a
 * ticket card does not ship the door, schedule and sign-up screens into every account route (`npm run size`
 * fails on modules shipped in more than one chunk). Pages import the larger screens from their own files.
 */
export { StatusBadge } from './status-badge'
export { TicketCard } from './ticket-card'
export { TicketView } from './ticket-view'
