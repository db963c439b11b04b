import React from 'react'
import { Page } from '@/components/page'
import { ErrorView } from '@/components/states'
import { GroupRegistrationScreen } from '@/features/forms/components/group-registration'
import { useIdParam } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'
import { goHome } from '@/services/navigation/navigate'

/** event/group/index?id={eventId}: 团体报名, one person registers several colleagues for the event, then manages them. */
export default function EventGroupPage() {
  const eventId = useIdParam('id')
  return (
    <Page title='团体报名'>
      {eventId === null ? (
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      ) : (
        <GroupRegistrationScreen eventId={eventId} />
      )}
    </Page>
  )
}
