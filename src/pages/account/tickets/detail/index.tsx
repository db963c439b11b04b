import { Button } from '../../../../components/button'
import React from 'react'
import { Page } from '@/components/page'
import { AsyncView, ErrorView, Skeleton } from '@/components/states'
import { TicketView } from '@/features/events/components/ticket-view'
import { useTicket } from '@/features/events/use-ticket'
import { useIdParam } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'
import { goHome, navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'

/** account/tickets/detail/index?id={ticketId}: the ticket to show at the door, also offline once opened. */
export default function TicketDetailPage() {
  const id = useIdParam('id')
  const ticket = useTicket(id)
  return (
    <Page title='门票详情'>
      {id === null ? (
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      ) : (
        <AsyncView loading={ticket.loading} error={ticket.error} data={ticket.data} onRetry={() => void ticket.reload()} skeleton={<Skeleton rows={5} />}>
          {state => (
            <TicketView ticket={state.ticket} offline={state.offline} savedAt={state.savedAt} qrDataUrl={state.qrDataUrl}>
              <Button className='btn-plain ticket-view__action' onClick={() => void navigateTo(pageUrl(Routes.event, { id: state.ticket.eventId }))}>
                查看活动
              </Button>
            </TicketView>
          )}
        </AsyncView>
      )}
    </Page>
  )
}
