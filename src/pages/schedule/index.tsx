import React from 'react'
import { Page } from '@/components/page'
import { ErrorView, QueryView, Skeleton } from '@/components/states'
import { useEventSchedule } from '@/features/events/use-event-schedule'
import { ScheduleView } from '@/features/events/components/schedule-view'
import { useIdParam } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'
import { goHome } from '@/services/navigation/navigate'

/** schedule/index?id={eventId}: the event's agenda by day and track, with speakers. */
export default function SchedulePage() {
  const id = useIdParam('id')
  const detail = useEventSchedule(id)
  return (
    <Page title={detail.data ? `${detail.data.title} · 议程` : '议程'}>
      {id === null ? (
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      ) : (
        <QueryView query={detail} skeleton={<Skeleton rows={5} />}>
          {event => <ScheduleView items={event.event?.schedule || []} speakers={event.speakers || []} />}
        </QueryView>
      )}
    </Page>
  )
}
