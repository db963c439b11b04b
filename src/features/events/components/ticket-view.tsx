import { Image, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { FactRow } from '@/components/fact-row'
import React from 'react'
import type { Ticket } from '../../../../types/contract'
import { formatEventTime, formatLabelled } from '@/shared/format'
import { addToCalendar } from '@/features/events/add-to-calendar'
import type { TicketCalendar } from '@/shared/ics'
import { auditLabel, checkinLabel, hasEntryCode } from '@/features/events/status'
import { StatusBadge } from './status-badge'
import './events.scss'
import { domAttrs } from '@/utils/dom-attrs'

/** A ticket as its calendar entry needs it: the device's copy, with the entry code once it is handed out. */
export const ticketCalendar = (ticket: Ticket): TicketCalendar => ({
  ticketId: ticket.ticketId,
  eventId: ticket.eventId,
  title: ticket.eventTitle,
  start: ticket.startTime,
  end: ticket.endTime,
  address: ticket.address,
  code: hasEntryCode(ticket) ? ticket.code : null
})

interface TicketViewProps {
  ticket: Ticket
  offline?: boolean
  savedAt?: number | null
  qrDataUrl?: string | null
  /** The device keeps this ticket's page: it opens again without signal (extension offlineTicket). */
  keptOffline?: boolean
  /** The page's main next step, first under the ticket, before 添加到日历 (the success page's 查看我的门票). */
  main?: React.ReactNode
  /** Extra actions under the ticket (view event...). */
  children?: React.ReactNode
}

/** Where the entry code would be while the registration is not approved: why there is none yet. */
function NoEntryCode({ ticket }: { ticket: Ticket }) {
  const rejected = ticket.auditStatus === 'REJECTED'
  return (
    <View className='ticket-view__waiting' {...domAttrs({ role: 'status' })}>
      <Text className='ticket-view__waiting-title'>{rejected ? '报名未通过审核' : '报名审核中'}</Text>
      <Text className='ticket-view__waiting-text'>{rejected ? '这张门票不能用于入场，如有疑问请联系主办方' : '审核通过后，这里会显示入场二维码和票号'}</Text>
    </View>
  )
}

/**
 * The ticket to show at the door: a big QR of its code, the code in text, attendee, time, place, status and the
 * registered answers. Until the registration is approved it says so in place of the entry code.
 */
export function TicketView({ ticket, offline, savedAt, qrDataUrl, keptOffline, main, children }: TicketViewProps) {
  // The server signs the ticket's QR address (it draws no codes it did not vouch for).
  const qr = offline ? qrDataUrl || ticket.qrCode : ticket.qrCode
  const answers = ticket.answers || []
  return (
    <View className='ticket-view'>
      {offline && (
        <View className='ticket-view__offline' role='status'>
          <Text className='ticket-view__offline-tag'>离线</Text>
          <Text>网络不可用，显示的是 {formatLabelled(savedAt ?? null)} 保存在本机的门票</Text>
        </View>
      )}
      <View className='ticket-view__card'>
        <Text className='ticket-view__title' {...domAttrs({ role: 'heading', 'aria-level': 1 })}>
          {ticket.eventTitle}
        </Text>
        <View className='ticket-view__badges'>
          <StatusBadge label={auditLabel(ticket.auditStatus)} />
          <StatusBadge label={checkinLabel(ticket.checkinStatus)} />
        </View>
        {hasEntryCode(ticket) ? (
          <>
            <View className='ticket-view__qr-box'>
              <Image
                className='ticket-view__qr'
                src={qr || ''}
                mode='aspectFit'
                aria-label={`门票二维码，票号 ${ticket.code}`}
                imgProps={{ alt: `门票二维码，票号 ${ticket.code}` }}
              />
            </View>
            <Text className='ticket-view__code' aria-label={`票号 ${ticket.code.split('').join(' ')}`}>
              {ticket.code}
            </Text>
            <Text className='ticket-view__tip'>入场时向工作人员出示二维码或票号</Text>
          </>
        ) : (
          <NoEntryCode ticket={ticket} />
        )}
        {keptOffline && !offline && (
          <Text className='ticket-view__kept' {...domAttrs({ role: 'status' })}>
            已保存到本机，没有网络也能打开这张门票
          </Text>
        )}
        <View className='ticket-view__rows'>
          <FactRow
            block='ticket-view'
            label='参会人'
            value={ticket.attendeeName + (ticket.cellphone ? `（${ticket.cellphone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')}）` : '')}
          />
          <FactRow block='ticket-view' label='时间' value={formatEventTime(ticket.startTime, ticket.endTime)} />
          <FactRow block='ticket-view' label='地点' value={ticket.address || '-'} />
          {ticket.checkinTime && <FactRow block='ticket-view' label='签到时间' value={formatLabelled(ticket.checkinTime)} />}
        </View>
        {answers.length > 0 && (
          <View className='ticket-view__answers' role='group' aria-label='报名信息'>
            <Text className='ticket-view__answers-title'>报名信息</Text>
            {answers.map((answer, i) => (
              <FactRow key={`${i}-${answer.label}`} block='ticket-view' label={answer.label} value={answer.value} />
            ))}
          </View>
        )}
      </View>
      <View className='ticket-view__actions'>
        {main}
        <Button className='btn-plain ticket-view__action' onClick={() => void addToCalendar(ticketCalendar(ticket))}>
          添加到日历
        </Button>
        {children}
      </View>
    </View>
  )
}
