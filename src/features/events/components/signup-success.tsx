import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React, { useState } from 'react'
import { Button } from '@/components/button'
import { ErrorView, Skeleton } from '@/components/states'
import { boolAttr } from '@/utils/dom-attrs'
import { subscribeNotice } from '@/features/events/api'
import { useReminderConsent } from '@/features/events/use-reminder-consent'
import { useTicket } from '@/features/events/use-ticket'
import { useAction } from '@/hooks/use-action'
import { goHome, navigateTo, redirectTo } from '@/services/navigation/navigate'
import { BASE_PATH, HOME } from '@/shared/routes'
import { tapTarget } from '@/utils/tap-target'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { TicketView } from './ticket-view'
import './signup-success.scss'

type SubscribeState = 'idle' | 'busy' | 'done'

/**
 * Asks for event reminders once (on a mini-program with the reminder's subscribe message). Held by the page, not
 * the button: the button moves into the ticket when the ticket lands, and must not forget a tap made before.
 */
function useReminderSubscription(eventId: number | null): { state: SubscribeState; subscribe: () => Promise<void> } {
  const { session } = useStores()
  const [done, setDone] = useState(false)
  const askConsent = useReminderConsent(eventId, !!session.accountKey)
  const action = useAction(async (id: number, accepted: Promise<string[]>) => {
    await session.requireAccount()
    await subscribeNotice(id, await accepted)
    setDone(true)
    toast('已订阅活动提醒')
  })
  const subscribe = async () => {
    if (done || action.pending || eventId === null) return
    // Asked before anything is awaited: mini-programs show the subscribe dialog only in the tap itself.
    await action.run(eventId, askConsent())
  }
  return { state: done ? 'done' : action.pending ? 'busy' : 'idle', subscribe }
}

/** The button saying whether the reminders are asked for. */
function SubscribeButton({ state, onSubscribe }: { state: SubscribeState; onSubscribe: () => Promise<void> }) {
  return (
    <Button className='btn-plain form-success__action' disabled={boolAttr(state !== 'idle')} onClick={() => void onSubscribe()}>
      {state === 'done' ? '已订阅活动提醒' : state === 'busy' ? '订阅中…' : '订阅活动提醒'}
    </Button>
  )
}

interface SignupSuccessProps {
  eventId: number | null
  ticketId: number | null
  submissionId: number | null
  /** A course sign-up: the course to start learning (no event reminders, no 返回活动). */
  courseId?: number | null
  /** What a form of no event or course says comes next (its success text), when known. */
  successText?: string | null
}

/** What a request (a lead form: no event, no course) hears comes next when its form says nothing. */
const LEAD_SUCCESS_TEXT = '顾问将在 1 个工作日内联系你'

/** Where a request goes on from its success page: one main step, the rest as links. */
const LEAD_NEXT = {
  main: { text: '看看客户案例', path: Routes.caseList },
  links: [
    { text: '了解产品', path: Routes.productList },
    { text: '问问 AI 助手', path: Routes.ai },
    { text: '返回首页', path: HOME }
  ]
}

/** A request's next steps (no dead end): the cases as the one primary button, products, the assistant and home as links. */
function LeadNext() {
  return (
    <View className='form-success__next'>
      <View
        className='form-success__action form-success__main'
        {...tapTarget('link')}
        data-href={BASE_PATH + LEAD_NEXT.main.path}
        onClick={() => void navigateTo(LEAD_NEXT.main.path)}
      >
        {LEAD_NEXT.main.text}
      </View>
      <View className='form-success__links'>
        {LEAD_NEXT.links.map(link => (
          <View
            key={link.path}
            className='form-success__link'
            {...tapTarget('link')}
            data-href={BASE_PATH + link.path}
            onClick={() => void (link.path === HOME ? goHome() : navigateTo(link.path))}
          >
            {link.text}
          </View>
        ))}
      </View>
    </View>
  )
}

/** The success page's title: a sign-up (a ticket, an event or a course) or any other form. */
export function signupSuccessTitle({ eventId, ticketId, courseId = null }: Pick<SignupSuccessProps, 'eventId' | 'ticketId' | 'courseId'>): string {
  return ticketId !== null || eventId !== null || courseId !== null ? '报名成功' : '提交成功'
}

/** The line under the title: the ticket, the course, or what the request's form says comes next. */
function successHint(pending: boolean, ticketId: number | null, courseId: number | null, successText: string | null): string {
  if (pending) return '主办方审核通过后门票即可使用，结果会通知你'
  if (ticketId !== null) return '凭下方二维码或票号入场，门票也可在“我的门票”中查看'
  if (courseId !== null) return '现在就可以开始学习课程了'
  return successText || LEAD_SUCCESS_TEXT
}

/** After a form went through: the ticket (or pending review), event reminders, and where to go next (the event, the course or home). */
export const SignupSuccess = observer(function SignupSuccess({ eventId, ticketId, submissionId, courseId = null, successText = null }: SignupSuccessProps) {
  const ticket = useTicket(ticketId)
  const reminders = useReminderSubscription(eventId)
  const pending = ticket.data?.ticket.auditStatus === 'PENDING'
  const title = signupSuccessTitle({ eventId, ticketId, courseId })
  const lead = eventId === null && ticketId === null && courseId === null
  // One main next step, filled, first; the others outlined in the theme colour (issue #43). With a ticket it is where the
  // ticket is kept (查看我的门票); for a course, the course; for an event without a ticket on screen, the event.
  const toEvent = (filled: boolean) =>
    eventId !== null && (
      <Button
        className={`${filled ? 'btn-primary' : 'btn-plain'} form-success__action`}
        onClick={() => void redirectTo(pageUrl(Routes.event, { id: eventId }))}
      >
        返回活动
      </Button>
    )
  const main =
    ticketId !== null ? (
      <Button className='btn-primary form-success__action' onClick={() => void navigateTo(Routes.accountTickets)}>
        查看我的门票
      </Button>
    ) : courseId !== null ? (
      <Button className='btn-primary form-success__action' onClick={() => void redirectTo(pageUrl(Routes.course, { id: courseId }))}>
        开始学习
      </Button>
    ) : (
      toEvent(true)
    )
  const others = (
    <>
      {eventId !== null && <SubscribeButton state={reminders.state} onSubscribe={reminders.subscribe} />}
      {ticketId !== null && courseId === null && toEvent(false)}
    </>
  )
  return (
    <>
      <View className='form-success__head' role='status'>
        <Text className='form-success__icon' aria-hidden='true'>
          ✓
        </Text>
        <Text className='form-success__title'>{pending ? '报名已提交，等待审核' : title}</Text>
        <Text className='form-success__hint'>
          {successHint(pending, ticketId, courseId, successText)}
          {submissionId !== null ? `（提交编号 ${submissionId}）` : ''}
        </Text>
      </View>
      {ticketId !== null && ticket.loading && !ticket.data && <Skeleton rows={3} />}
      {ticketId !== null && ticket.error && !ticket.data && <ErrorView error={ticket.error} onRetry={() => void ticket.reload()} />}
      {ticket.data ? (
        <TicketView ticket={ticket.data.ticket} offline={ticket.data.offline} savedAt={ticket.data.savedAt} qrDataUrl={ticket.data.qrDataUrl} main={main}>
          {others}
        </TicketView>
      ) : (
        <View className='form-success__plain'>
          {lead ? (
            <LeadNext />
          ) : (
            <View className='form-success__next'>
              {main}
              {others}
            </View>
          )}
        </View>
      )}
    </>
  )
})
