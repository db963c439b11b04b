import { Image, Text, View } from '@tarojs/components'
import React from 'react'
import type { EntityDataDetail, Speaker } from '../../../../../types/contract'
import { navigateTo } from '@/services/navigation/navigate'
import { BASE_PATH, pageUrl, Routes } from '@/services/navigation/routes'
import { formatEventTime } from '@/shared/format'
import { domAttrs } from '@/utils/dom-attrs'
import { resizeImage } from '@/utils/image'
import { EVENT_STATUS_TEXT } from '@/components/content-card'
import { FactRow } from '@/components/fact-row'
import { tapTarget } from '@/utils/tap-target'
import './index.scss'

/** Title, status badge, time, place, sign-up count and, when there is one, the way to the agenda. */
export function EventInfo({ detail }: { detail: EntityDataDetail }) {
  const event = detail.event
  if (!event) return null
  const place = [event.city, event.address].filter(Boolean).join(' ')
  return (
    <View className='event-info'>
      <View className='event-info__head'>
        <Text className={`event-info__status event-info__status--${event.status.toLowerCase()}`} data-testid='event-status'>
          {EVENT_STATUS_TEXT[event.status] || event.status}
        </Text>
        <View className='event-info__title' role='heading' aria-level={2}>
          {detail.title}
        </View>
      </View>
      <FactRow block='event-info' label='时间' value={formatEventTime(event.startTime, event.endTime)} />
      <FactRow block='event-info' label='地点' value={place || '线上活动'} />
      <FactRow
        block='event-info'
        label='报名'
        testId='event-count'
        value={event.capacity > 0 ? `已报名 ${event.signedUpCount} / ${event.capacity} 人` : `已报名 ${event.signedUpCount} 人`}
      />
      {event.capacity > 0 && (
        <View className='event-info__meter' aria-hidden>
          <View className='event-info__meter-bar' style={{ width: `${Math.min(100, Math.round((event.signedUpCount / event.capacity) * 100))}%` }} />
        </View>
      )}
      {/* No agenda yet: no link to a page that would only say so. */}
      {!!event.schedule?.length && (
        // data-href: the painted view (before the app runs) makes this a plain link to it (src/ssr/taro-components.tsx).
        <View
          className='event-info__link'
          {...tapTarget('link')}
          data-href={BASE_PATH + pageUrl(Routes.schedule, { id: detail.id })}
          onClick={() => void navigateTo(pageUrl(Routes.schedule, { id: detail.id }))}
        >
          <Text>查看活动日程（{event.schedule.length}）</Text>
          <Text className='event-info__arrow'>›</Text>
        </View>
      )}
    </View>
  )
}

/**
 * The event's speakers: avatar, name, title and company, in a row that scrolls sideways. The row takes
 * keyboard focus (nothing in it does), so the arrow keys can scroll it too.
 */
export function SpeakerList({ speakers }: { speakers: Speaker[] }) {
  return (
    <View className='speaker-row' role='list' aria-label='嘉宾' {...domAttrs({ tabIndex: 0 })}>
      {speakers.map(s => (
        <View key={s.id} className='speaker-row__item' role='listitem'>
          {s.avatar ? (
            <Image className='speaker-row__avatar' src={resizeImage(s.avatar, 'icon')} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
          ) : (
            <View className='speaker-row__avatar speaker-row__avatar--empty' aria-hidden='true'>
              <Text>{s.name.slice(0, 1)}</Text>
            </View>
          )}
          <Text className='speaker-row__name'>{s.name}</Text>
          <Text className='speaker-row__title'>{[s.company, s.title].filter(Boolean).join(' · ')}</Text>
        </View>
      ))}
    </View>
  )
}
