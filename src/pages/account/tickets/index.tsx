import { View } from '@tarojs/components'
import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { AsyncView, Empty, Skeleton } from '@/components/states'
import { getMyTickets } from '@/features/events/api'
import { TicketCard } from '@/features/events/components/ticket-card'
import { useQuery } from '@/hooks/use-query'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'

function TicketList() {
  const tickets = useQuery(() => getMyTickets(), [], { refetchOnShow: true })
  return (
    <AsyncView
      loading={tickets.loading}
      error={tickets.error}
      data={tickets.data}
      onRetry={() => void tickets.reload()}
      isEmpty={list => list.length === 0}
      skeleton={<Skeleton rows={4} avatar />}
      empty={<Empty text='还没有门票' hint='报名活动后，门票会出现在这里' actionText='去看看活动' onAction={() => void navigateTo(Routes.eventList)} />}
    >
      {list => (
        <View className='ticket-list'>
          {[...list]
            .sort((a, b) => (a.startTime < b.startTime ? 1 : -1))
            .map(ticket => (
              <TicketCard key={ticket.ticketId} ticket={ticket} onOpen={t => void navigateTo(pageUrl(Routes.accountTicketDetail, { id: t.ticketId }))} />
            ))}
        </View>
      )}
    </AsyncView>
  )
}

/** account/tickets/index: the visitor's tickets with audit and check-in status. */
export default function TicketsPage() {
  return (
    <Page title='我的门票'>
      <RequireAccount>{() => <TicketList />}</RequireAccount>
    </Page>
  )
}
