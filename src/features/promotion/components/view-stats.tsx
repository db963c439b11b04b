import { Text, View } from '@tarojs/components'
import React from 'react'
import { ErrorView, Skeleton } from '@/components/states'
import { formatCount } from '@/shared/format'
import { METRIC, VISITORS_HINT } from '@/features/promotion/metrics'
import { useViewTotals } from '@/features/promotion/use-promotion'
import { tapTarget } from '@/utils/tap-target'
import './view-stats.scss'

/** All-time totals of my promotion: views, visitors and applicants (named and counted as on every promotion screen). */
export function ViewStats() {
  const { data, error, loading, reload } = useViewTotals()
  if (!data) return <View className='card'>{error && !loading ? <ErrorView error={error} onRetry={() => void reload()} /> : <Skeleton rows={1} />}</View>
  const tiles = [
    { label: METRIC.views, value: data.pv, testId: 'stat-pv' },
    { label: METRIC.visitors, value: data.uv, testId: 'stat-uv' },
    { label: METRIC.registrations, value: data.applicants, testId: 'stat-applicants' }
  ]
  return (
    <View className='card view-stats'>
      <View className='view-stats__head'>
        <Text className='view-stats__title'>累计推广数据</Text>
        <View className='view-stats__refresh' {...tapTarget('button')} onClick={() => void reload()}>
          {loading ? '刷新中…' : '刷新'}
        </View>
      </View>
      <Text className='view-stats__hint'>全部时间累计 · {VISITORS_HINT}</Text>
      <View className='view-stats__grid'>
        {tiles.map(t => (
          <View key={t.label} className='view-stats__tile'>
            <Text className='view-stats__value' data-testid={t.testId}>
              {formatCount(t.value)}
            </Text>
            <Text className='view-stats__label'>{t.label}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
