import { observer } from 'mobx-react-lite'
import React from 'react'
import { Page } from '@/components/page'
import { ErrorView, QueryView, Skeleton } from '@/components/states'
import { useInteraction } from '@/features/interaction'
import { InteractionScreen } from '@/features/interaction/components'
import { useIdParam } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'
import { goHome } from '@/services/navigation/navigate'

/** interaction/index?id: an on-site interaction and verifying its points. */
export default observer(function InteractionPage() {
  const id = useIdParam('id')
  const { query, replacePoint } = useInteraction(id)
  return (
    <Page title={query.data?.title || '现场互动'}>
      {id === null ? (
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      ) : (
        <QueryView query={query} skeleton={<Skeleton rows={4} />}>
          {interaction => <InteractionScreen interaction={interaction} onPoint={replacePoint} />}
        </QueryView>
      )}
    </Page>
  )
})
