import React from 'react'
import { Page } from '@/components/page'
import { ErrorView } from '@/components/states'
import { TicketClaim } from '@/features/account/components'
import { usePageParams } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'
import { goHome } from '@/services/navigation/navigate'

/** account/tickets/claim/index?token={claim token}: the receiver of a ticket transfer proves the phone and claims it. */
export default function TicketClaimPage() {
  const token = usePageParams().token ?? ''
  return (
    <Page title='领取门票'>
      {/^[0-9a-f]{16,64}$/.test(token) ? (
        <TicketClaim token={token} />
      ) : (
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      )}
    </Page>
  )
}
