import React from 'react'
import { DoorPage } from '@/features/events/components'

/** attendee/attendee-inputcheckin/index?id={eventId}: check in by typing name and cellphone. */
export default function AttendeeInputCheckinPage() {
  return <DoorPage kind='by-name' title='输入信息签到' />
}
