import { Button } from '@/components/button'
import { observer } from 'mobx-react-lite'
import React, { useEffect, useState } from 'react'
import type { CancelledTicket, Ticket } from '../../../../types/contract'
import { ErrorView, QueryView, Skeleton } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { useAction } from '@/hooks/use-action'
import { ApiError } from '@/services/http'
import { navigateTo, redirectTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { confirm, toast } from '@/services/ui/toast'
import { cancelTicket, forgetTicket, getCancelledTicket, getCancelledTickets, getMyTickets, useOfflineTicket, useTicket } from '@/features/events'
import { TicketCard, TicketView } from '@/features/events/components'
import { CancelledTicketView } from './cancelled-ticket'
import { MyGroups } from './my-groups'
import { RecordList } from './record-list'
import { Tabs } from './tabs'
import { EditRegistrationButton, TicketReminders } from './ticket-extras'
import { TicketTransfer } from './ticket-transfer'

const TICKET_TABS = [
  { key: 'VALID', label: '有效门票' },
  { key: 'CANCELLED', label: '已取消' }
] as const
type TicketTab = (typeof TICKET_TABS)[number]['key']

const openTicket = (t: { ticketId: number }) => void navigateTo(pageUrl(Routes.accountTicketDetail, { id: t.ticketId }))

/** The visitor's tickets, newest event first, with audit and check-in status. */
function ValidTickets() {
  const tickets = useQuery(
    ['getMyTickets', 'newest first'],
    () => getMyTickets().then(list => [...list].sort((a, b) => (a.startTime < b.startTime ? 1 : -1))),
    { refetchOnShow: true }
  )
  // Several tickets of one event (a group the visitor registered): each card names its holder.
  const perEvent = new Map<number, number>()
  for (const t of tickets.data ?? []) perEvent.set(t.eventId, (perEvent.get(t.eventId) ?? 0) + 1)
  return (
    <RecordList
      query={tickets}
      className='ticket-list'
      skeleton={<Skeleton rows={4} avatar />}
      itemKey={ticket => ticket.ticketId}
      empty={{ text: '还没有门票', hint: '报名活动后，门票会出现在这里', actionText: '去看看活动', onAction: () => void navigateTo(Routes.eventList) }}
      renderItem={ticket => <TicketCard ticket={ticket} onOpen={openTicket} holder={(perEvent.get(ticket.eventId) ?? 0) > 1} />}
    />
  )
}

/** Tickets the visitor gave back: they stay findable, marked 已取消, and open their cancelled copy. */
function CancelledTickets() {
  const tickets = useQuery(['getCancelledTickets'], () => getCancelledTickets(), { refetchOnShow: true })
  return (
    <RecordList
      query={tickets}
      className='ticket-list'
      skeleton={<Skeleton rows={4} avatar />}
      itemKey={ticket => `${ticket.ticketId}-${ticket.cancelledAt}`}
      empty={{ text: '没有已取消的门票', hint: '取消报名后，门票会显示在这里' }}
      renderItem={ticket => <TicketCard ticket={ticket} onOpen={openTicket} />}
    />
  )
}

/** 我的门票 (account/tickets): the valid tickets, and those cancelled under 已取消. */
export function TicketList() {
  const [tab, setTab] = useState<TicketTab>('VALID')
  return (
    <>
      <Tabs tabs={TICKET_TABS} active={tab} onChange={setTab} />
      {tab === 'VALID' && <MyGroups />}
      {tab === 'VALID' ? <ValidTickets /> : <CancelledTickets />}
    </>
  )
}

/** A ticket can be given back until its holder checked in or the event is over. */
function cancellable(ticket: Ticket, now = Date.now()): boolean {
  const end = Date.parse(ticket.endTime)
  return ticket.checkinStatus === 'NOT_CHECKED_IN' && !(end < now)
}

const NOT_YOURS = new Error('门票不存在，或不属于当前登录的账号')

const openEvent = (eventId: number) => void navigateTo(pageUrl(Routes.event, { id: eventId }))

function CancelledView({ ticket }: { ticket: CancelledTicket }) {
  return (
    <CancelledTicketView ticket={ticket}>
      <Button className='ticket-view__action' variant='primary' onClick={() => openEvent(ticket.eventId)}>
        查看活动
      </Button>
    </CancelledTicketView>
  )
}

/**
 * The ticket to show at the door, also offline once opened (account/tickets/detail): its data on the device,
 * and with the offlineTicket extension its page too, so a reload without signal opens it. Its owner can cancel
 * the registration (confirm first) or transfer it; a cancelled ticket shows 已取消 from then on.
 */
export const TicketDetail = observer(function TicketDetail({ ticketId }: { ticketId: number }) {
  const ticket = useTicket(ticketId)
  const keptOffline = useOfflineTicket(ticketId, !!ticket.data && !ticket.data.offline)
  const [cancelled, setCancelled] = useState<CancelledTicket | null>(null)
  const cancellation = useAction(async (t: Ticket) => {
    const result = await cancelTicket(t.ticketId)
    forgetTicket(t.ticketId)
    setCancelled(result)
    toast('已取消报名')
  })
  const cancelling = cancellation.pending
  // Opened again after cancelling: the live ticket is gone (404), its cancelled copy is shown.
  const gone = !cancelled && ticket.error instanceof ApiError && ticket.error.code === 404
  const copy = useQuery(['getCancelledTicket', ticketId], () => getCancelledTicket(ticketId), { enabled: gone })
  // Not this account's any more (cancelled, or transferred to someone): the copy kept for the door goes too, so an
  // offline reopen shows no entry code the door would refuse.
  useEffect(() => {
    if (gone) forgetTicket(ticketId)
  }, [gone, ticketId])

  const cancel = async (t: Ticket) => {
    if (cancelling) return
    if (!(await confirm(`取消后门票作废，名额将释放给其他人。确定取消「${t.eventTitle}」的报名吗？`, '取消报名'))) return
    await cancellation.run(t)
  }

  if (cancelled) return <CancelledView ticket={cancelled} />
  // Neither a ticket nor a cancelled one of this account (another account's, or a made-up id): asking
  // again cannot help, the visitor's own tickets can.
  if (gone && copy.error instanceof ApiError && copy.error.code === 404) {
    return <ErrorView error={NOT_YOURS} onRetry={() => void redirectTo(Routes.accountTickets)} retryText='查看我的门票' />
  }
  if (gone) {
    // The copy's own failure shows the live ticket's 404 and 重试 asks for the ticket again.
    return (
      <QueryView query={{ ...copy, error: copy.error && ticket.error, reload: ticket.reload }} skeleton={<Skeleton rows={5} />}>
        {t => <CancelledView ticket={t} />}
      </QueryView>
    )
  }
  return (
    <QueryView query={ticket} skeleton={<Skeleton rows={5} />}>
      {state => (
        <TicketView ticket={state.ticket} offline={state.offline} savedAt={state.savedAt} qrDataUrl={state.qrDataUrl} keptOffline={keptOffline}>
          {!state.offline && <TicketReminders ticket={state.ticket} />}
          {!state.offline && <EditRegistrationButton ticket={state.ticket} />}
          {!state.offline && <TicketTransfer ticket={state.ticket} />}
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
    </QueryView>
  )
})
