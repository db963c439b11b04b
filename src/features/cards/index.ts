/** What other features use of the cards feature (they import it from here, never from its files). */
export { getBusinessCard } from './api'
