import React from 'react'
import { Page } from '@/components/page'
import { ErrorView } from '@/components/states'
import { TicketDetail } from '@/features/account/components'
import { useIdParam } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'
import { goHome } from '@/services/navigation/navigate'

/** account/tickets/detail/index?id={ticketId}: the ticket to show at the door, with 取消报名 while it can be given back. */
export default function TicketDetailPage() {
  const id = useIdParam('id')
  return (
    <Page title='门票详情'>
      {id === null ? <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' /> : <TicketDetail ticketId={id} />}
    </Page>
  )
}
