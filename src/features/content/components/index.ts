/** The content detail building blocks pages compose. */
export { EntityDetailPage } from './detail/entity-detail-page'
export { DetailScreen, BuyButton, type DetailContext } from './detail/detail-screen'
export { DetailBody, DetailCover, DetailHeader, DetailSection } from './detail/detail-parts'
export { useContentDetail } from './detail/use-content-detail'

export { MetadataTable } from './detail/metadata-table'
export { DetailSkeleton } from './detail/detail-skeleton'
