import { Button } from '@/components/button'
import React, { useState } from 'react'
import type { CancelledTicket, Ticket } from '../../../../../types/contract'
import { Page } from '@/components/page'
import { AsyncView, ErrorView, Skeleton } from '@/components/states'
import { cancelTicket, getCancelledTicket } from '@/features/events/api'
import { TicketView } from '@/features/events/components/ticket-view'
import { forgetTicket } from '@/features/events/ticket-cache'
import { useTicket } from '@/features/events/use-ticket'
import { useQuery } from '@/hooks/use-query'
import { useIdParam } from '@/hooks/use-params'
import { ApiError, MissingQueryError } from '@/services/http'
import { goHome, navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { confirm, toast, toastError } from '@/services/ui/toast'
import { CancelledTicketView } from './cancelled-ticket'

/** A ticket can be given back until its holder checked in or the event is over. */
function cancellable(ticket: Ticket, now = Date.now()): boolean {
  const end = Date.parse(ticket.endTime)
  return ticket.checkinStatus === 'NOT_CHECKED_IN' && !(end < now)
}

/**
 * account/tickets/detail/index?id={ticketId}: the ticket to show at the door, also offline once opened.
 * Its owner can cancel the registration (confirm first); a cancelled ticket shows 已取消 from then on.
 */
export default function TicketDetailPage() {
  const id = useIdParam('id')
  const ticket = useTicket(id)
  const [cancelled, setCancelled] = useState<CancelledTicket | null>(null)
  const [cancelling, setCancelling] = useState(false)
  // Opened again after cancelling: the live ticket is gone (404), its cancelled copy is shown.
  const gone = !cancelled && ticket.error instanceof ApiError && ticket.error.code === 404
  const copy = useQuery(() => getCancelledTicket(id as number), [id, gone], { enabled: id !== null && gone })

  const cancel = async (t: Ticket) => {
    if (cancelling) return
    if (!(await confirm(`取消后门票作废，名额将释放给其他人。确定取消「${t.eventTitle}」的报名吗？`, '取消报名'))) return
    setCancelling(true)
    try {
      const result = await cancelTicket(t.ticketId)
      forgetTicket(t.ticketId)
      setCancelled(result)
      toast('已取消报名')
    } catch (e) {
      toastError(e)
    } finally {
      setCancelling(false)
    }
  }

  const openEvent = (eventId: number) => void navigateTo(pageUrl(Routes.event, { id: eventId }))
  const cancelledView = (t: CancelledTicket) => (
    <CancelledTicketView ticket={t}>
      <Button className='ticket-view__action' variant='primary' onClick={() => openEvent(t.eventId)}>
        查看活动
      </Button>
    </CancelledTicketView>
  )

  return (
    <Page title='门票详情'>
      {id === null ? (
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      ) : cancelled ? (
        cancelledView(cancelled)
      ) : gone ? (
        <AsyncView
          loading={copy.loading}
          error={copy.error && ticket.error}
          data={copy.data}
          onRetry={() => void ticket.reload()}
          skeleton={<Skeleton rows={5} />}
        >
          {cancelledView}
        </AsyncView>
      ) : (
        <AsyncView loading={ticket.loading} error={ticket.error} data={ticket.data} onRetry={() => void ticket.reload()} skeleton={<Skeleton rows={5} />}>
          {state => (
            <TicketView ticket={state.ticket} offline={state.offline} savedAt={state.savedAt} qrDataUrl={state.qrDataUrl}>
              <Button className='btn-plain ticket-view__action' onClick={() => openEvent(state.ticket.eventId)}>
                查看活动
              </Button>
              {!state.offline && cancellable(state.ticket) && (
                <Button className='ticket-view__action' variant='text' disabled={cancelling || undefined} onClick={() => void cancel(state.ticket)}>
                  {cancelling ? '正在取消…' : '取消报名'}
                </Button>
              )}
            </TicketView>
          )}
        </AsyncView>
      )}
    </Page>
  )
}
