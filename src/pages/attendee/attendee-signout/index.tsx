import React from 'react'
import { Page } from '@/components/page'
import { DoorScreen } from '@/features/events/components/door-form'
import { useIdParam } from '@/hooks/use-params'

/** attendee/attendee-signout/index?id={eventId}: sign out by cellphone or ticket code. */
export default function AttendeeSignoutPage() {
  const eventId = useIdParam('id')
  return (
    <Page title='签退'>
      <DoorScreen kind='signout' eventId={eventId} />
    </Page>
  )
}
