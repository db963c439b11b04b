import { Text, View } from '@tarojs/components'
import React, { useMemo, useState } from 'react'
import { ErrorView, Skeleton } from '@/components/states'
import { chartGeometry } from '@/features/promotion/chart'
import { METRIC, VIEWS_HINT, VISITORS_HINT } from '@/features/promotion/metrics'
import { useViewSeries } from '@/features/promotion/use-promotion'
import { DayRangeTabs } from './day-range-tabs'
import './views-chart.scss'

/** Daily 浏览量 and 访客数 of the last 7 or 30 days as bars made of Views; the legend gives the period's numbers. */
export function ViewsChart() {
  const [days, setDays] = useState<number>(7)
  const { data, error, loading, reload } = useViewSeries(days)
  const geometry = useMemo(() => chartGeometry(data?.daily), [data])

  return (
    <View className='card views-chart'>
      <View className='views-chart__head'>
        <Text className='views-chart__title'>访问趋势</Text>
        <DayRangeTabs listClass='views-chart__switch' tabClass='views-chart__range' value={days} onChange={setDays} />
      </View>
      <Text className='views-chart__hint'>
        近 {days} 天 · {VIEWS_HINT}；{VISITORS_HINT}
      </Text>
      {!data || (loading && data.daily.length === 0) ? (
        error && !loading ? (
          <ErrorView error={error} onRetry={() => void reload()} />
        ) : (
          <Skeleton rows={2} />
        )
      ) : (
        <>
          <View className='views-chart__legend'>
            {(
              [
                ['pv', METRIC.views, data.pv],
                ['uv', METRIC.visitors, data.uv]
              ] as const
            ).map(([series, label, count]) => (
              <View key={series} className='views-chart__key'>
                <View className={`views-chart__dot views-chart__dot--${series}`} />
                <Text>
                  {label} {count}
                </Text>
              </View>
            ))}
          </View>
          <View className={`views-chart__plot ${loading ? 'views-chart__plot--stale' : ''}`} data-testid='views-chart' data-days={days}>
            <View className='views-chart__axis'>
              {geometry.ticks.map(t => (
                <Text key={t} className='views-chart__tick'>
                  {t}
                </Text>
              ))}
            </View>
            <View className='views-chart__bars'>
              {geometry.bars.map(b => (
                <View key={b.date} className='views-chart__group' aria-label={`${b.date} 浏览${b.pv} 访客${b.uv}`}>
                  <View className='views-chart__pair'>
                    <View className='views-chart__bar views-chart__bar--pv' style={{ height: `${b.pvHeight}%` }} />
                    <View className='views-chart__bar views-chart__bar--uv' style={{ height: `${b.uvHeight}%` }} />
                  </View>
                  <Text className='views-chart__label'>{b.label}</Text>
                </View>
              ))}
            </View>
          </View>
          {geometry.totalPv === 0 && <Text className='views-chart__empty'>这段时间还没有人通过你的链接访问，分享出去试试吧</Text>}
        </>
      )}
    </View>
  )
}
