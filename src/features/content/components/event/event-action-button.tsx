import { Button } from '@/components/button'
import React, { useState } from 'react'
import type { EntityDataDetail } from '../../../../../types/contract'
import { getMyTickets, signupEvent, type Waitlist } from '@/features/events'
import { useAction } from '@/hooks/use-action'
import { useQuery } from '@/hooks/use-query'
import { usePrefetchPage } from '@/hooks/use-prefetch-page'
import { useResumeIntent } from '@/hooks/use-resume-intent'
import { navigateTo, openExternal } from '@/services/navigation/navigate'
import { BASE_PATH, pageUrl, Routes } from '@/services/navigation/routes'
import { toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { BuyButton, type DetailContext } from '@/features/content/components/detail/detail-screen'
import { EVENT_ACTION_LABEL, eventAction } from '@/shared/actions'

/** The bar's greyed-out main button: a state to read (registered, ended, full), not something to do. */
function StateButton({ text }: { text: string }) {
  return (
    <Button className='detail-bar__main detail-bar__main--disabled' disabled>
      {text}
    </Button>
  )
}

/** The pending-action kind of 立即报名 (an event without a form) tapped before sign-in (payload: the event id). */
const SIGNUP_INTENT = 'event-signup'

/**
 * The event's main bottom-bar button(s), following eventAction; with the waitlist (extension `waitlist`) a
 * full event offers 加入候补, shows the visitor's place, and lets the holder of an offer register.
 */
export function EventActionButton({ detail, ctx, waitlist }: { detail: EntityDataDetail; ctx: DetailContext<EntityDataDetail>; waitlist?: Waitlist }) {
  const { session } = useStores()
  const [joined, setJoined] = useState(false)
  const formless = !detail.registerWebsiteFormId && !detail.event?.bageventUrl

  // Events without a form have no "submitted": a ticket of this event means the visitor is signed up.
  const tickets = useQuery(['getMyTickets'], () => getMyTickets(), { enabled: formless && session.signedIn })
  const signedUp = joined || !!tickets.data?.some(t => t.eventId === detail.id)
  // Until the visitor's tickets have answered (or failed), whether they are signed up is not known.
  const ticketsKnown = formless && session.signedIn && !tickets.loading && (tickets.data !== undefined || tickets.error !== null)

  const action = eventAction(detail, signedUp)
  // The sign-up form's code loads while the visitor reads, so 立即报名 opens it without a wait for code.
  usePrefetchPage(action.kind === 'form' ? Routes.form : null)

  const signupAction = useAction(async (afterSignIn: boolean) => {
    await session.requireAccount({ kind: SIGNUP_INTENT, payload: { id: detail.id } })
    await signupEvent(detail.id)
    setJoined(true)
    toast(afterSignIn ? '已登录，报名成功' : '报名成功')
    void ctx.reload()
  })
  const busy = signupAction.pending
  const signup = (afterSignIn = false) => signupAction.run(afterSignIn)

  // Back from the sign-in the tap led to: sign up once, unless this account already is.
  useResumeIntent<{ id?: number }>(
    SIGNUP_INTENT,
    formless && ticketsKnown,
    p => p.id === detail.id,
    () => {
      if (action.kind === 'signup') void signup(true)
      else if (action.kind === 'registered') toast('已登录，你已报名')
    }
  )

  const view = waitlist?.view
  if (waitlist && view && view.kind !== 'none' && (action.kind === 'full' || action.kind === 'form' || action.kind === 'signup')) {
    if (view.kind === 'join') {
      return (
        <Button className='detail-bar__main btn-primary' disabled={waitlist.busy || undefined} onClick={() => void waitlist.join()}>
          {waitlist.busy ? '正在加入…' : '加入候补'}
        </Button>
      )
    }
    if (view.kind === 'waiting') {
      return (
        <Button className='detail-bar__main detail-bar__main--disabled' disabled>
          候补中 · 第 {view.position} 位
        </Button>
      )
    }
    // The seat held for this visitor: the ordinary form (or one tap) takes it.
    const accept = () =>
      detail.registerWebsiteFormId ? void navigateTo(pageUrl(Routes.form, { id: detail.registerWebsiteFormId, eventId: detail.id })) : void signup()
    return (
      <Button className='detail-bar__main btn-primary' disabled={busy || undefined} onClick={accept}>
        {busy ? '正在报名…' : '确认报名'}
      </Button>
    )
  }

  switch (action.kind) {
    case 'external':
      return (
        <Button className='detail-bar__main btn-primary' onClick={() => void openExternal(action.url)}>
          {EVENT_ACTION_LABEL.external.text}
        </Button>
      )
    case 'registered':
      return (
        <>
          <StateButton text={EVENT_ACTION_LABEL.registered.text} />
          <Button className='detail-bar__main btn-primary' onClick={() => void navigateTo(Routes.accountTickets)}>
            查看门票
          </Button>
        </>
      )
    case 'ended':
      return <StateButton text={EVENT_ACTION_LABEL.ended.text} />
    case 'buy':
      return <BuyButton price={detail.price} buying={ctx.buying} onBuy={() => void ctx.buy()} text={EVENT_ACTION_LABEL.buy.text} />
    case 'form': {
      const form = pageUrl(Routes.form, { id: action.formId, eventId: detail.id })
      return (
        // It opens a page (a link); before the app runs, a plain link to the painted form (data-href), which a visitor
        // can fill and send before the app arrives (src/ssr/taro-components.tsx).
        <Button className='detail-bar__main btn-primary' role='link' data-href={BASE_PATH + form} onClick={() => void navigateTo(form)}>
          {EVENT_ACTION_LABEL.form.text}
        </Button>
      )
    }
    case 'full':
      return <StateButton text={EVENT_ACTION_LABEL.full.text} />
    default:
      return (
        <Button className='detail-bar__main btn-primary' disabled={busy || undefined} loading={busy || undefined} onClick={() => void signup()}>
          {busy ? '正在报名…' : EVENT_ACTION_LABEL.signup.text}
        </Button>
      )
  }
}
