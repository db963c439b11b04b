import React from 'react'
import { Page } from '@/components/page'
import { ErrorView, QueryView, Skeleton } from '@/components/states'
import { useShortLink } from '@/features/site'
import { LinkContentScreen } from '@/features/site/components'
import { usePageParams } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'
import { parseId } from '@/shared/ids'

/** link-content/index?keyword[&contentId]: a short link's own content (title and rich text). */
export default function LinkContentPage() {
  const params = usePageParams()
  const keyword = params.keyword || ''
  const query = useShortLink(keyword, parseId(params.contentId))
  return (
    <Page title={query.data?.title || '内容'}>
      {!keyword ? (
        <ErrorView error={new MissingQueryError()} />
      ) : (
        <QueryView query={query} skeleton={<Skeleton rows={4} />}>
          {info => <LinkContentScreen info={info} />}
        </QueryView>
      )}
    </Page>
  )
}
