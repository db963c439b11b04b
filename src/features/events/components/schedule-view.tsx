import { Image, Text, View } from '@tarojs/components'
import React, { useEffect, useMemo, useState } from 'react'
import type { ScheduleItem, Speaker } from '../../../../types/contract'
import { Empty } from '@/components/states'
import { BEIJING_ZONE } from '@/shared/format'
import { resizeImage } from '@/utils/image'
import { clock, dayLabel, scheduleDays, scheduleTracks, sessionSpeakers, sessionsOf } from '@/features/events/schedule'
import './events.scss'
import { domAttrs } from '@/utils/dom-attrs'
import { tapTarget } from '@/utils/tap-target'

/** The agenda: day tabs, track chips, and a time line of sessions with their speakers. */
export function ScheduleView({ items, speakers }: { items: ScheduleItem[]; speakers: Speaker[] }) {
  const days = useMemo(() => scheduleDays(items), [items])
  const [day, setDay] = useState(days[0] || '')
  const [track, setTrack] = useState<string | null>(null)
  useEffect(() => {
    if (!days.includes(day)) setDay(days[0] || '')
  }, [days, day])
  const tracks = useMemo(() => scheduleTracks(items, day), [items, day])
  const sessions = useMemo(() => sessionsOf(items, day, track && tracks.includes(track) ? track : null), [items, day, track, tracks])

  if (days.length === 0) return <Empty text='议程即将公布' hint='敬请关注活动详情' />
  return (
    <View className='schedule'>
      <View className='schedule__days' role='tablist' aria-label='日期'>
        {days.map((d, i) => (
          <View
            key={d}
            className={`schedule__day ${d === day ? 'schedule__day--on' : ''}`}
            {...tapTarget('tab')}
            {...domAttrs({ 'aria-selected': d === day ? 'true' : 'false' })}
            onClick={() => {
              setDay(d)
              setTrack(null)
            }}
          >
            <Text className='schedule__day-index'>第{i + 1}天</Text>
            <Text className='schedule__day-date'>{dayLabel(d)}</Text>
          </View>
        ))}
      </View>
      {tracks.length > 1 && (
        <View className='schedule__tracks' role='group' aria-label='分会场'>
          {[null, ...tracks].map(t => (
            <Text
              key={t || 'all'}
              className={`schedule__chip ${(track || null) === t ? 'schedule__chip--on' : ''}`}
              {...tapTarget('button')}
              {...domAttrs({ 'aria-pressed': (track || null) === t ? 'true' : 'false' })}
              onClick={() => setTrack(t)}
            >
              {t || '全部'}
            </Text>
          ))}
        </View>
      )}
      <Text className='schedule__zone'>时间均为{BEIJING_ZONE.label}</Text>
      <View className='schedule__list' role='tabpanel' aria-label={dayLabel(day)}>
        {sessions.length === 0 && <Empty text='该分会场当天没有安排' />}
        {sessions.map(item => (
          <View key={item.id} className='schedule__item'>
            <View className='schedule__time'>
              <Text className='schedule__start'>{clock(item.startTime)}</Text>
              <Text className='schedule__end'>{clock(item.endTime)}</Text>
            </View>
            <View className='schedule__dot' aria-hidden='true' />
            <View className='schedule__content'>
              <Text className='schedule__title'>{item.title}</Text>
              {(item.track || item.location) && <Text className='schedule__meta'>{[item.track, item.location].filter(Boolean).join(' · ')}</Text>}
              {sessionSpeakers(item, speakers).map(s => (
                <View key={s.id} className='schedule__speaker'>
                  {s.avatar ? (
                    <Image className='schedule__avatar' src={resizeImage(s.avatar, 'icon')} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
                  ) : (
                    <View className='schedule__avatar schedule__avatar--blank'>{s.name.slice(0, 1)}</View>
                  )}
                  <View className='schedule__speaker-text'>
                    <Text className='schedule__speaker-name'>{s.name}</Text>
                    {(s.title || s.company) && <Text className='schedule__speaker-title'>{[s.company, s.title].filter(Boolean).join(' ')}</Text>}
                  </View>
                </View>
              ))}
            </View>
          </View>
        ))}
      </View>
    </View>
  )
}
