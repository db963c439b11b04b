import React from 'react'
import { DoorPage } from '@/features/events/components'

/** event/checkin/index?id={eventId}: check in at the door by phone, by scanning or by the ticket code. */
export default function EventCheckinPage() {
  return <DoorPage kind='checkin' title='活动签到' />
}
