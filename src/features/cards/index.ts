/** What pages and other features use of the cards feature's logic (they import it from here, never from its files). */
export { getBusinessCard } from './api'
export { useSharePoster } from './share-poster'
export type { PosterSource } from './use-poster'
