/** What other features use of the content feature (they import it from here, never from its files). */
export { getEntityDataDetail } from './api'
export { BuyButton, DetailSkeleton, useContentDetail, type DetailContext } from './components'
export { usePageShare } from './share'
