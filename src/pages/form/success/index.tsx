import React from 'react'
import { Page } from '@/components/page'
import { SignupSuccess, signupSuccessTitle } from '@/features/events/components'
import { getFormById } from '@/features/forms'
import { useQuery } from '@/hooks/use-query'
import { useIdParam } from '@/hooks/use-params'

/**
 * form/success/index?submissionId&eventId&ticketId | &courseId | &formId: the sign-up went through; the ticket and what
 * to do next. A request's form (no event, no course) names itself (formId) so the page says what comes next its way.
 */
export default function FormSuccessPage() {
  const eventId = useIdParam('eventId')
  const courseId = useIdParam('courseId')
  const ticketId = useIdParam('ticketId')
  const submissionId = useIdParam('submissionId')
  const formId = useIdParam('formId')
  const form = useQuery(['getFormById', formId], () => getFormById(formId as number), { enabled: formId !== null })
  return (
    <Page title={signupSuccessTitle({ eventId, ticketId, courseId })}>
      <SignupSuccess eventId={eventId} ticketId={ticketId} submissionId={submissionId} courseId={courseId} successText={form.data?.successText} />
    </Page>
  )
}
