import React from 'react'
import { Page } from '@/components/page'
import { DoorScreen } from '@/features/events/components/door-form'
import { useIdParam } from '@/hooks/use-params'

/** attendee/attendee-inputcheckin/index?id={eventId}: check in by typing name and cellphone. */
export default function AttendeeInputCheckinPage() {
  const eventId = useIdParam('id')
  return (
    <Page title='输入信息签到'>
      <DoorScreen kind='by-name' eventId={eventId} />
    </Page>
  )
}
