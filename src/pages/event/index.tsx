import React from 'react'
import { getEntityDataDetail } from '@/features/content/api'
import { DetailBody, DetailCover, DetailScreen, DetailSection, useContentDetail } from '@/features/content/components'
import { EventActionButton } from '@/features/content/components/event/event-action-button'
import { EventInfo, SpeakerList } from '@/features/content/components/event/event-info'
import { useIdParam } from '@/hooks/use-params'
import { Routes } from '@/services/navigation/routes'

export default function EventPage() {
  const id = useIdParam('id')
  const state = useContentDetail(id, getEntityDataDetail, { trackType: 'EVENT', isEvent: true })
  return (
    <DetailScreen
      title='活动详情'
      id={id}
      state={state}
      route={Routes.event}
      orderType='EVENT'
      action={(detail, ctx) => <EventActionButton detail={detail} ctx={ctx} />}
    >
      {(detail, ctx) => (
        <>
          <DetailCover src={detail.cover} alt={detail.title} />
          <EventInfo detail={detail} />
          {detail.speakers && detail.speakers.length > 0 && (
            <DetailSection title='活动嘉宾'>
              <SpeakerList speakers={detail.speakers} />
            </DetailSection>
          )}
          <DetailSection title='活动介绍'>
            <DetailBody html={detail.content} locked={ctx.locked} />
          </DetailSection>
        </>
      )}
    </DetailScreen>
  )
}
