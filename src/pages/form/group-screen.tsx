import React from 'react'
import { GroupRegistrationScreen } from '@/features/forms'

/** The form page's 团体报名 (extension groupRegistration; mini-programs: bundled with the page). */
export function GroupScreen({ eventId }: { eventId: number }) {
  return <GroupRegistrationScreen eventId={eventId} />
}
