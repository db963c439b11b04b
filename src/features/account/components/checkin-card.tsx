import { Image, Text, View } from '@tarojs/components'
import React, { useMemo } from 'react'
import type { CheckinStatistic } from '../../../../types/contract'
import { checkinRate, DEFAULT_BOX, hourBarsSvg, rateRingSvg, svgDataUrl } from '@/features/account/checkin-chart'
import './checkin-card.scss'

/** One event's check-in numbers, its check-in rate ring and the check-ins per hour as bars. */
export function CheckinCard({ stat, color }: { stat: CheckinStatistic; color: string }) {
  const rate = checkinRate(stat)
  const ring = useMemo(() => svgDataUrl(rateRingSvg(stat, color)), [stat, color])
  const bars = useMemo(() => svgDataUrl(hourBarsSvg(stat.byHour, color)), [stat.byHour, color])
  const numbers = [
    { label: '报名', value: stat.registered },
    { label: '审核通过', value: stat.approved },
    { label: '已签到', value: stat.checkedIn },
    { label: '已签退', value: stat.signedOut }
  ]
  const hasHours = (stat.byHour || []).some(h => h.count > 0)
  return (
    <View className='checkin-card' data-testid={`checkin-${stat.eventId}`}>
      <Text className='checkin-card__title'>{stat.title}</Text>
      <View className='checkin-card__numbers'>
        {numbers.map(n => (
          <View key={n.label} className='checkin-card__number'>
            <Text className='checkin-card__value'>{n.value}</Text>
            <Text className='checkin-card__label'>{n.label}</Text>
          </View>
        ))}
      </View>
      <View className='checkin-card__rate'>
        <Image className='checkin-card__ring' src={ring} aria-label={`签到率 ${rate.percent}%`} imgProps={{ alt: `签到率 ${rate.percent}%` }} />
        <View className='checkin-card__rate-text'>
          <Text className='checkin-card__rate-title'>签到率 {rate.percent}%</Text>
          <Text className='checkin-card__rate-hint'>
            {stat.checkedIn} 人已签到，共 {stat.approved > 0 ? stat.approved : stat.registered} 人{stat.approved > 0 ? '审核通过' : '报名'}
          </Text>
        </View>
      </View>
      <Text className='checkin-card__subtitle'>分时段签到人数</Text>
      {hasHours ? (
        <View className='checkin-card__chart' style={{ paddingTop: `${(DEFAULT_BOX.height / DEFAULT_BOX.width) * 100}%` }}>
          <Image className='checkin-card__chart-img' src={bars} mode='scaleToFill' aria-label='分时段签到柱状图' imgProps={{ alt: '分时段签到柱状图' }} />
        </View>
      ) : (
        <Text className='checkin-card__none'>还没有人签到</Text>
      )}
    </View>
  )
}
