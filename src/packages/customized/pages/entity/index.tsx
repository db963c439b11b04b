import React from 'react'
import { Page } from '@/components/page'
import { ErrorView } from '@/components/states'
import { useCustomEntity } from '@/features/content'
import { CustomEntityList } from '@/features/content/components'
import { useIdParam } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http/errors'
import { goHome } from '@/services/navigation/navigate'

/** customized/pages/entity/index?id={entityId}: a custom entity type's records. */
export default function CustomEntityListPage() {
  const id = useIdParam('id')
  const state = useCustomEntity(id)
  return (
    <Page title={state.data?.name || '列表'}>
      {id === null ? <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' /> : <CustomEntityList state={state} />}
    </Page>
  )
}
