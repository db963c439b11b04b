import { observer } from 'mobx-react-lite'
import React from 'react'
import { getEntityDataDetail } from '@/features/content'
import {
  DetailBodySection,
  DetailCover,
  type DetailPageSpec,
  DetailScreen,
  DetailSection,
  EventActionButton,
  EventInfo,
  GroupEntry,
  SpeakerList,
  useContentDetail,
  WaitlistCard
} from '@/features/content/components'
import { takesWaitlist, useWaitlist, type Waitlist } from '@/features/events'
import { useExtension } from '@/hooks/use-extension'
import { useIdParam } from '@/hooks/use-params'
import { Routes } from '@/services/navigation/routes'

/**
 * The event detail page: drawn by this page with the visitor's waitlist, and by the server's painted view
 * (src/ssr/views.tsx) without one (an anonymous visitor has no place on it).
 */
export function eventPage(waitlist: Waitlist | null): DetailPageSpec {
  return {
    title: '活动详情',
    route: Routes.event,
    trackType: 'EVENT',
    action: (detail, ctx) => <EventActionButton detail={detail} ctx={ctx} waitlist={waitlist ?? undefined} />,
    body: (detail, ctx) => (
      <>
        <DetailCover src={detail.cover} alt={detail.title} />
        <EventInfo detail={detail} />
        {waitlist && <WaitlistCard waitlist={waitlist} />}
        <GroupEntry detail={detail} />
        {detail.speakers && detail.speakers.length > 0 && (
          <DetailSection title='活动嘉宾'>
            <SpeakerList speakers={detail.speakers} />
          </DetailSection>
        )}
        <DetailBodySection title='活动介绍' detail={detail} locked={ctx.locked} />
      </>
    )
  }
}

export default observer(function EventPage() {
  const id = useIdParam('id')
  const state = useContentDetail(id, getEntityDataDetail, { trackType: 'EVENT', isEvent: true })
  // The waitlist shows only where the server offers it and the event can have one.
  const waitlist = useWaitlist(id, useExtension('waitlist') && takesWaitlist(state.data?.detail))
  const page = eventPage(waitlist)
  return (
    <DetailScreen title={page.title} id={id} state={state} route={page.route} orderType='EVENT' action={page.action}>
      {page.body}
    </DetailScreen>
  )
})
