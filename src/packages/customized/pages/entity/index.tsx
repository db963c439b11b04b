import { View } from '@tarojs/components'
import React from 'react'
import { ContentCard } from '@/components/content-card'
import { Page } from '@/components/page'
import { AsyncView, Empty, ErrorView } from '@/components/states'
import { CUSTOM_ENTITY_SIZE } from '@/constants'
import { getCustomEntities, getEntityDataList } from '@/features/content/api'
import { useIdParam } from '@/hooks/use-params'
import { useQuery } from '@/hooks/use-query'
import { MissingQueryError } from '@/services/http/errors'
import { goHome } from '@/services/navigation/navigate'
import './index.scss'

/** The records of a custom entity type (999 at once, SPEC §9) and the type's name. */
async function loadEntity(entityId: number) {
  const [list, entities] = await Promise.all([
    getEntityDataList({ entityType: entityId, size: CUSTOM_ENTITY_SIZE, page: 1 }),
    getCustomEntities().catch(() => [])
  ])
  const entity = entities.find(e => e.id === entityId)
  return { name: entity?.name || '', items: list.content || [] }
}

export default function CustomEntityListPage() {
  const id = useIdParam('id')
  const state = useQuery(() => loadEntity(id as number), [id], { enabled: id !== null, refetchOnShow: true })
  if (id === null) {
    return (
      <Page title='列表'>
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      </Page>
    )
  }
  return (
    <Page title={state.data?.name || '列表'}>
      <AsyncView
        loading={state.loading}
        error={state.error}
        data={state.data}
        onRetry={() => void state.reload()}
        isEmpty={d => d.items.length === 0}
        empty={<Empty text='这里还没有内容' hint='稍后再来看看吧' actionText='返回首页' onAction={() => void goHome()} />}
      >
        {data => (
          <View className='entity-list'>
            {data.items.map(item => (
              <ContentCard key={item.id} item={item} layout='row' />
            ))}
          </View>
        )}
      </AsyncView>
    </Page>
  )
}
