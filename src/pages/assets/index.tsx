import React from 'react'
import { Page } from '@/components/page'
import { ErrorView } from '@/components/states'
import { useAsset } from '@/features/content'
import { AssetResultView } from '@/features/content/components'
import { useIdParam } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http/errors'
import { goHome } from '@/services/navigation/navigate'

/** assets/index?id: one asset, or the assets of the directory with that id. */
export default function AssetsPage() {
  const id = useIdParam('id')
  const state = useAsset(id)
  return (
    <Page title={state.data?.asset?.name || '资源'}>
      {id === null ? <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' /> : <AssetResultView state={state} />}
    </Page>
  )
}
