import React from 'react'
import { DoorPage } from '@/features/events/components'

/** attendee/attendee-signout/index?id={eventId}: sign out by cellphone or ticket code. */
export default function AttendeeSignoutPage() {
  return <DoorPage kind='signout' title='签退' />
}
