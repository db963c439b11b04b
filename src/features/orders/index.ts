/** What other features use of the orders feature (they import it from here, never from its files). */
export { usePurchase } from './use-purchase'
