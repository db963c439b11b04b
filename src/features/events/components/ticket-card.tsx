import { Image, Text, View } from '@tarojs/components'
import React from 'react'
import type { CancelledTicket, Ticket } from '../../../../types/contract'
import { formatEventTime } from '@/shared/format'
import { resizeImage } from '@/utils/image'
import { auditLabel, checkinLabel } from '@/features/events/status'
import { StatusBadge } from './status-badge'
import './events.scss'
import { tapTarget } from '@/utils/tap-target'

/**
 * A ticket in the list: event, time, place and its audit and check-in status (all of it the button's name), or 已取消
 * for a cancelled one; with `holder`, whose ticket it is (a list holding several tickets of one event: a group's).
 */
export function TicketCard<T extends Ticket | CancelledTicket>({
  ticket,
  onOpen,
  holder = false
}: {
  ticket: T
  onOpen: (ticket: T) => void
  holder?: boolean
}) {
  const cancelled = 'cancelledAt' in ticket
  return (
    <View className='ticket-card' {...tapTarget('button')} onClick={() => onOpen(ticket)}>
      <View className='ticket-card__cover'>
        {ticket.eventCover ? (
          <Image className='ticket-card__img' src={resizeImage(ticket.eventCover, 'small')} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
        ) : (
          <View className='ticket-card__img ticket-card__img--blank' aria-hidden='true'>
            票
          </View>
        )}
      </View>
      <View className='ticket-card__body'>
        <Text className='ticket-card__title'>{ticket.eventTitle}</Text>
        <Text className='ticket-card__meta'>{formatEventTime(ticket.startTime, ticket.endTime)}</Text>
        {ticket.address && <Text className='ticket-card__meta'>{ticket.address}</Text>}
        {holder && <Text className='ticket-card__meta'>{`参会人：${ticket.attendeeName}`}</Text>}
        <View className='ticket-card__badges'>
          {cancelled ? (
            <StatusBadge label={{ text: '已取消', tone: 'neutral' }} />
          ) : (
            <>
              <StatusBadge label={auditLabel(ticket.auditStatus)} />
              <StatusBadge label={checkinLabel(ticket.checkinStatus)} />
            </>
          )}
        </View>
      </View>
      <Text className='ticket-card__arrow' aria-hidden='true'>
        ›
      </Text>
    </View>
  )
}
