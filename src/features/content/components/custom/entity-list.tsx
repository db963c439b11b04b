import { View } from '@tarojs/components'
import React from 'react'
import { ContentCard } from '@/components/content-card'
import { Empty, QueryView } from '@/components/states'
import type { QueryState } from '@/hooks/use-query'
import { goHome } from '@/services/navigation/navigate'
import type { CustomEntityRecords } from '@/features/content/custom-entity'
import './entity-list.scss'

/** A custom entity type's records as a column of row cards, or says there are none yet. */
export function CustomEntityList({ state }: { state: QueryState<CustomEntityRecords> }) {
  return (
    <QueryView
      query={state}
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
    </QueryView>
  )
}
