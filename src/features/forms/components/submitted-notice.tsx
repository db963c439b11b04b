import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import { useQuery } from '@/hooks/use-query'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { getMyTickets } from '@/features/events'
import './form.scss'

/** "Already submitted": says so and leads to the visitor's ticket for this event (or all tickets), or to the course. */
export function SubmittedNotice({ eventId, courseId = null }: { eventId: number | null; courseId?: number | null }) {
  const tickets = useQuery(['getMyTickets'], () => getMyTickets(), { enabled: eventId !== null })
  const ticket = eventId !== null ? (tickets.data || []).find(t => t.eventId === eventId) : undefined
  return (
    <View className='form-done' role='status'>
      <Text className='form-done__icon' aria-hidden='true'>
        ✓
      </Text>
      <Text className='form-done__title'>您已提交过该表单</Text>
      <Text className='form-done__hint'>无需重复提交{eventId !== null ? '，凭门票入场即可' : courseId !== null ? '，直接开始学习吧' : ''}</Text>
      <View className='form-done__actions'>
        {courseId !== null && (
          <Button className='btn-primary form-done__action' onClick={() => void navigateTo(pageUrl(Routes.course, { id: courseId }))}>
            开始学习
          </Button>
        )}
        {courseId === null && (
          <Button
            className='btn-primary form-done__action'
            onClick={() => void navigateTo(ticket ? pageUrl(Routes.accountTicketDetail, { id: ticket.ticketId }) : Routes.accountTickets)}
          >
            {ticket ? '查看我的门票' : '查看我的门票列表'}
          </Button>
        )}
        {eventId !== null && (
          <Button className='btn-plain form-done__action' onClick={() => void navigateTo(pageUrl(Routes.event, { id: eventId }))}>
            返回活动
          </Button>
        )}
      </View>
    </View>
  )
}
