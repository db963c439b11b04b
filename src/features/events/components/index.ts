/** The events UI other features compose (they import it from here, never from its files). */
export { StatusBadge } from './status-badge'
export { TicketCard } from './ticket-card'
export { TicketView } from './ticket-view'
