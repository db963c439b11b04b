import { ScrollView, View } from '@tarojs/components'
import type { ContentModule as ContentModuleData, EntityDataSummary } from '../../../../types/contract'
import { ContentCard } from '@/components/content-card'
import { Empty, ErrorView, Skeleton } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { getModuleData } from '@/features/site/api'
import { moduleDataKey } from '@/shared/query-keys'

/** A content block: its rows (moduleData) as a list, a two-column grid or a sideways scroll. */
export function ContentModule({ module }: { module: ContentModuleData }) {
  // Rows a painted page shipped are in the query cache under this key (docs/first-paint.md): no request for them.
  const query = useQuery(moduleDataKey(module.id), () => getModuleData(module.id))
  if (query.loading && !query.data) return <Skeleton rows={2} avatar />
  if (query.error && !query.data) return <ErrorView error={query.error} onRetry={() => void query.reload()} />
  return <ContentModuleView module={module} rows={query.data} />
}

/** The rows a content block shows: at most its size. */
export const shownRows = (module: ContentModuleData, rows: unknown): EntityDataSummary[] =>
  (Array.isArray(rows) ? (rows as EntityDataSummary[]) : []).slice(0, Number(module.size) > 0 ? Number(module.size) : undefined)

/** A content block's loaded rows: a pure view of props (the server paints it too, src/ssr/views.tsx). */
export function ContentModuleView({ module, rows }: { module: ContentModuleData; rows: unknown }) {
  const items = shownRows(module, rows)
  if (items.length === 0) return <Empty text='暂无内容' />
  if (module.layout === 'scroll') {
    return (
      <ScrollView scrollX className='content-module content-module--scroll' enhanced showScrollbar={false}>
        <View className='content-module__track'>
          {items.map(item => (
            <View key={item.id} className='content-module__cell'>
              <ContentCard item={item} layout='grid' />
            </View>
          ))}
        </View>
      </ScrollView>
    )
  }
  const layout = module.layout === 'grid' ? 'grid' : 'row'
  return (
    <View className={`content-module content-module--${layout}`}>
      {items.map(item => (
        <ContentCard key={item.id} item={item} layout={layout} />
      ))}
    </View>
  )
}
