import { Text, View } from '@tarojs/components'
import React from 'react'
import type { CancelledTicket } from '../../../../../types/contract'
import { StatusBadge } from '@/features/events/components/status-badge'
import { formatDate, formatRange } from '@/utils/format'

/** A ticket its owner cancelled: no QR or code to show at the door, only what it was for and when it was given back. */
export function CancelledTicketView({ ticket, children }: { ticket: CancelledTicket; children?: React.ReactNode }) {
  return (
    <View className='ticket-view' data-testid='ticket-cancelled'>
      <View className='ticket-view__card'>
        <Text className='ticket-view__title'>{ticket.eventTitle}</Text>
        <View className='ticket-view__badges'>
          <StatusBadge label={{ text: '已取消', tone: 'neutral' }} />
        </View>
        <Text className='ticket-view__tip'>报名已取消，名额已释放，这张门票不能再用于入场。</Text>
        <View className='ticket-view__rows'>
          <View className='ticket-view__row'>
            <Text className='ticket-view__key'>参会人</Text>
            <Text className='ticket-view__value'>{ticket.attendeeName}</Text>
          </View>
          <View className='ticket-view__row'>
            <Text className='ticket-view__key'>时间</Text>
            <Text className='ticket-view__value'>{formatRange(ticket.startTime, ticket.endTime)}</Text>
          </View>
          <View className='ticket-view__row'>
            <Text className='ticket-view__key'>地点</Text>
            <Text className='ticket-view__value'>{ticket.address || '-'}</Text>
          </View>
          <View className='ticket-view__row'>
            <Text className='ticket-view__key'>取消时间</Text>
            <Text className='ticket-view__value'>{formatDate(ticket.cancelledAt)}</Text>
          </View>
        </View>
      </View>
      <View className='ticket-view__actions'>{children}</View>
    </View>
  )
}
