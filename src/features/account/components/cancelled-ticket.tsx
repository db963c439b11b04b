import { Text, View } from '@tarojs/components'
import React from 'react'
import type { CancelledTicket } from '../../../../types/contract'
import { FactRow } from '@/components/fact-row'
import { StatusBadge } from '@/features/events/components'
import { formatEventTime, formatLabelled } from '@/shared/format'

/** A ticket its owner cancelled: no QR or code to show at the door, only what it was for and when it was given back. */
export function CancelledTicketView({ ticket, children }: { ticket: CancelledTicket; children?: React.ReactNode }) {
  const rows: [string, string][] = [
    ['参会人', ticket.attendeeName],
    ['时间', formatEventTime(ticket.startTime, ticket.endTime)],
    ['地点', ticket.address || '-'],
    ['取消时间', formatLabelled(ticket.cancelledAt)]
  ]
  return (
    <View className='ticket-view' data-testid='ticket-cancelled'>
      <View className='ticket-view__card'>
        <Text className='ticket-view__title'>{ticket.eventTitle}</Text>
        <View className='ticket-view__badges'>
          <StatusBadge label={{ text: '已取消', tone: 'neutral' }} />
        </View>
        <Text className='ticket-view__tip'>报名已取消，名额已释放，这张门票不能再用于入场。</Text>
        <View className='ticket-view__rows'>
          {rows.map(([key, value]) => (
            <FactRow key={key} block='ticket-view' label={key} value={value} />
          ))}
        </View>
      </View>
      <View className='ticket-view__actions'>{children}</View>
    </View>
  )
}
