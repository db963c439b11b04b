import React from 'react'
import { Page } from '@/components/page'
import { ErrorView } from '@/components/states'
import { AttendeeAudit, PromoterGate } from '@/features/promotion/components'
import { useIdParam } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'
import { goHome } from '@/services/navigation/navigate'

/** 参会人审核 for ?eventId: audit, check-in status, details, edits and registering on behalf. */
export default function PromoAttendeePage() {
  const eventId = useIdParam('eventId')
  return (
    <Page title='参会人审核'>
      <PromoterGate>
        {eventId ? <AttendeeAudit eventId={eventId} /> : <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />}
      </PromoterGate>
    </Page>
  )
}
