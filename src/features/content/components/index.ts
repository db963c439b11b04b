/** The content detail building blocks pages compose. */
export { EntityDetailPage } from './detail/entity-detail-page'
export { DetailScreen, DetailView, BuyButton, type DetailContext } from './detail/detail-screen'
export type { DetailPageSpec } from './detail/detail-page'
export { DetailBody, DetailCover, DetailHeader, DetailIntro, DetailSection, introPage } from './detail/detail-parts'
export { useContentDetail } from './detail/use-content-detail'

export { MetadataTable } from './detail/metadata-table'
export { DetailSkeleton } from './detail/detail-skeleton'
