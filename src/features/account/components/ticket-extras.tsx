import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React from 'react'
import type { ReminderPlan, Ticket } from '../../../../types/contract'
import { Button } from '@/components/button'
import { getRegistration, getReminderPlan, subscribeNotice, useReminderConsent } from '@/features/events'
import { useExtension } from '@/hooks/use-extension'
import { useQuery } from '@/hooks/use-query'
import { useAction } from '@/hooks/use-action'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { toast } from '@/services/ui/toast'
import { BEIJING_ZONE, formatZoned } from '@/shared/format'
import './ticket-extras.scss'

/**
 * 修改报名信息 on a ticket (extension `registrationEdit`): shown while the server says the answers may change
 * (before the event, not checked in, not rejected); opens the event's form with the registered answers.
 */
export const EditRegistrationButton = observer(function EditRegistrationButton({ ticket }: { ticket: Ticket }) {
  const on = useExtension('registrationEdit')
  const registration = useQuery(['getRegistration', ticket.ticketId, ticket.auditStatus], () => getRegistration(ticket.ticketId), {
    enabled: on,
    refetchOnShow: true
  })
  const r = registration.data
  if (!on || !r?.editable) return null
  return (
    <Button
      className='btn-plain ticket-view__action'
      onClick={() => void navigateTo(pageUrl(Routes.form, { id: r.formId, eventId: ticket.eventId, ticketId: ticket.ticketId }))}
    >
      修改报名信息
    </Button>
  )
})

/** When the reminders of a plan come, as one line: "开始前 24 小时（11-26 09:00）、1 小时（11-27 08:00）". */
function reminderTimes(plan: ReminderPlan): string {
  const lead = { T24H: '24 小时', T1H: '1 小时' } as const
  return plan.reminders.map(r => `${lead[r.kind]}（${formatZoned(r.at, 'MM-DD HH:mm')}${r.sent ? '，已提醒' : ''}）`).join('、')
}

/**
 * The ticket's reminders (extension `reminders`): when they come in 消息通知, or 开启活动提醒 for a visitor who
 * has not asked for them yet (subscribeNotice; on a mini-program the tap asks for the reminder's subscribe
 * message first). Nothing once the event has started.
 */
export const TicketReminders = observer(function TicketReminders({ ticket }: { ticket: Ticket }) {
  const on = useExtension('reminders')
  const plan = useQuery(['getReminderPlan', ticket.eventId], () => getReminderPlan(ticket.eventId), { enabled: on })
  const askConsent = useReminderConsent(ticket.eventId, true)
  const { run: subscribe, pending: busy } = useAction(async (accepted: Promise<string[]>) => {
    await subscribeNotice(ticket.eventId, await accepted)
    toast('已开启活动提醒')
    await plan.reload()
  })
  const p = plan.data
  if (!on || !p || p.reminders.length === 0 || !(Date.parse(ticket.startTime) > Date.now())) return null
  return (
    <View className='ticket-reminders' data-testid='ticket-reminders'>
      <Text className='ticket-reminders__title'>{p.subscribed ? '已开启活动提醒' : '活动提醒'}</Text>
      <Text className='ticket-reminders__text'>
        {p.subscribed
          ? `将在开始前 ${reminderTimes(p)}在「消息通知」提醒你（${BEIJING_ZONE.label}）`
          : '开启后，活动开始前 24 小时和 1 小时会在「消息通知」提醒你'}
      </Text>
      {!p.subscribed && (
        <Button
          className='ticket-reminders__button'
          variant='secondary'
          disabled={busy || undefined}
          onClick={() => {
            if (!busy) void subscribe(askConsent())
          }}
        >
          {busy ? '开启中…' : '开启活动提醒'}
        </Button>
      )}
    </View>
  )
})
