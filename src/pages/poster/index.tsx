import React from 'react'
import { Page } from '@/components/page'
import { ErrorView } from '@/components/states'
import { useSharePoster } from '@/features/cards'
import { PosterMaker } from '@/features/cards/components'
import { usePageParams } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'

/**
 * poster/index?type=card&id={businessCardId}: the business-card poster;
 * poster/index?id={entityDataId}[&type=...]: a content poster; without id, a poster of ?path (or home).
 */
export default function PosterPage() {
  const poster = useSharePoster(usePageParams())
  return (
    <Page title={poster.title}>
      {poster.source ? (
        <PosterMaker source={poster.source} deps={poster.deps} alt={poster.title} fileName={poster.fileName} />
      ) : (
        <ErrorView error={new MissingQueryError()} />
      )}
    </Page>
  )
}
