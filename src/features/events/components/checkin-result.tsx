import { Text, View } from '@tarojs/components'
import React from 'react'
import type { DoorResult } from '../../../../types/contract'
import { formatEventTime, formatLabelled } from '@/shared/format'
import { auditLabel, checkinLabel } from '@/features/events/status'
import { StatusBadge } from './status-badge'
import './events.scss'

/** The outcome of a check-in or sign-out: whose ticket (name, masked phone), for what, and its status now. */
export function CheckinResult({ ticket, title }: { ticket: DoorResult; title: string }) {
  const checkin = checkinLabel(ticket.checkinStatus)
  return (
    <View className={`checkin-result checkin-result--${checkin.tone}`} role='status' aria-live='polite'>
      <Text className='checkin-result__icon' aria-hidden='true'>
        {ticket.checkinStatus === 'CHECKED_IN' ? '✓' : ticket.checkinStatus === 'SIGNED_OUT' ? '↩' : '!'}
      </Text>
      <Text className='checkin-result__title'>{title}</Text>
      <View className='checkin-result__badges'>
        <StatusBadge label={checkin} />
        <StatusBadge label={auditLabel(ticket.auditStatus)} />
      </View>
      <View className='checkin-result__rows'>
        <Text className='checkin-result__row'>参会人：{ticket.attendeeName}</Text>
        <Text className='checkin-result__row'>活动：{ticket.eventTitle}</Text>
        <Text className='checkin-result__row'>时间：{formatEventTime(ticket.startTime, ticket.endTime)}</Text>
        <Text className='checkin-result__row'>手机号：{ticket.cellphone}</Text>
        {ticket.checkinTime && <Text className='checkin-result__row'>签到时间：{formatLabelled(ticket.checkinTime)}</Text>}
      </View>
    </View>
  )
}
