/** The content detail building blocks pages compose. */
export { EntityDetailPage } from './detail/entity-detail-page'
export { DetailScreen, BuyButton, isLocked, type DetailContext } from './detail/detail-screen'
export { DetailBody, DetailCover, DetailHeader, DetailSection } from './detail/detail-parts'
export { useContentDetail, type DetailResult } from './detail/use-content-detail'
export { useStar } from './detail/use-star'
export { MetadataTable } from './detail/metadata-table'
export { DetailSkeleton } from './detail/detail-skeleton'
