import React from 'react'
import { Page } from '@/components/page'
import { SignupSuccess, signupSuccessTitle } from '@/features/events/components/signup-success'
import { useIdParam } from '@/hooks/use-params'

/** form/success/index?submissionId&eventId&ticketId | &courseId: the sign-up went through; the ticket and what to do next. */
export default function FormSuccessPage() {
  const eventId = useIdParam('eventId')
  const courseId = useIdParam('courseId')
  const ticketId = useIdParam('ticketId')
  const submissionId = useIdParam('submissionId')
  return (
    <Page title={signupSuccessTitle({ eventId, ticketId, courseId })}>
      <SignupSuccess eventId={eventId} ticketId={ticketId} submissionId={submissionId} courseId={courseId} />
    </Page>
  )
}
