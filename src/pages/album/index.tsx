import React from 'react'
import { Page } from '@/components/page'
import { ErrorView } from '@/components/states'
import { useAlbum } from '@/features/content'
import { AlbumView } from '@/features/content/components'
import { albumQuery } from '@/shared/assets'
import { usePageParams } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http/errors'
import { goHome } from '@/services/navigation/navigate'

/** album/index?dirId=3 or ?ids=1,2,3 (an album of chosen assets)[&title]. */
export default function AlbumPage() {
  const params = usePageParams()
  const query = albumQuery(params)
  const state = useAlbum(query)
  return (
    <Page title={(query && params.title) || '相册'}>
      {query ? <AlbumView state={state} /> : <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />}
    </Page>
  )
}
