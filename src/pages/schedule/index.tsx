import React from 'react'
import type { EntityDataDetail } from '../../../types/contract'
import { Page } from '@/components/page'
import { ErrorView, QueryView, Skeleton } from '@/components/states'
import { useEventSchedule } from '@/features/events'
import { ScheduleView } from '@/features/events/components'
import { useIdParam } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'
import { goHome } from '@/services/navigation/navigate'

/** The page's title: the event's, once loaded (this page and the server's painted view, src/ssr/views.tsx). */
export const scheduleTitle = (event: Pick<EntityDataDetail, 'title'> | undefined) => (event ? `${event.title} · 议程` : '议程')

/** The agenda of a loaded event (this page and the painted view). */
export const ScheduleBody = ({ event }: { event: EntityDataDetail }) => <ScheduleView items={event.event?.schedule || []} speakers={event.speakers || []} />

/** schedule/index?id={eventId}: the event's agenda by day and track, with speakers. */
export default function SchedulePage() {
  const id = useIdParam('id')
  const detail = useEventSchedule(id)
  return (
    <Page title={scheduleTitle(detail.data)}>
      {id === null ? (
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      ) : (
        <QueryView query={detail} skeleton={<Skeleton rows={5} />}>
          {event => <ScheduleBody event={event} />}
        </QueryView>
      )}
    </Page>
  )
}
