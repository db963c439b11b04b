import React from 'react'
import { Page } from '@/components/page'
import { DoorScreen } from '@/features/events/components/door-form'
import { useIdParam } from '@/hooks/use-params'

/** event/checkin/index?id={eventId}: check in at the door by phone, by scanning or by the ticket code. */
export default function EventCheckinPage() {
  const eventId = useIdParam('id')
  return (
    <Page title='活动签到'>
      <DoorScreen kind='checkin' eventId={eventId} />
    </Page>
  )
}
