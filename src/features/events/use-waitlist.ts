import type { WaitlistJoinBody, WaitlistState } from '../../../types/contract'
import { useQuery } from '@/hooks/use-query'
import { useAction } from '@/hooks/use-action'
import { requestSubscribe, subscribePlatform } from '@/services/platform/subscribe'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { confirm, toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { getWaitlist, joinWaitlist, leaveWaitlist } from './api'
import { waitlistView, type WaitlistView } from './waitlist'

/** The server's rule too: only someone who can take an offered seat (registering needs a verified phone) may wait for one. */
const PHONE_FIRST = '请先验证手机号再加入候补'

export interface Waitlist {
  view: WaitlistView
  state: WaitlistState | undefined
  busy: boolean
  /** Signed in without a verified phone: joining opens 验证手机号 first (taking a seat needs one, so joining does). */
  needsPhone: boolean
  join: () => Promise<void>
  /** Leaves the line, or gives up a held seat (confirmed first). */
  leave: () => Promise<void>
  reload: () => Promise<void>
}

/** What the join carries: the subscribe templates accepted in the tap (nothing on the web or after a refusal). */
const joinBody = (accepted: string[]): WaitlistJoinBody | undefined =>
  subscribePlatform && accepted.length ? { platform: subscribePlatform, subscribed: accepted } : undefined

/**
 * An event's waitlist for the visitor (extension `waitlist`): asked again each time the page shows (an offer
 * may have come), joining and leaving one request at a time. On a mini-program, joining first asks the visitor
 * to accept the offer's subscribe message (the template the server names), so the offer also reaches them there.
 * `enabled` false (no extension, no cap) asks nothing.
 */
export function useWaitlist(eventId: number | null, enabled: boolean): Waitlist {
  const { session } = useStores()
  const signedIn = !!session.accountKey
  const query = useQuery(['getWaitlist', eventId, signedIn], () => getWaitlist(eventId as number), {
    enabled: enabled && eventId !== null,
    refetchOnShow: true
  })
  const { run: act, pending: busy } = useAction(async (work: () => Promise<WaitlistState>, done: string, phoneFirst = false) => {
    const account = await session.requireAccount()
    if (phoneFirst && !account.cellphone) {
      toast(PHONE_FIRST)
      await navigateTo(pageUrl(Routes.verifyPhone, { redirect: pageUrl(Routes.event, { id: eventId as number }) }))
      return
    }
    query.setData(await work())
    toast(done)
  })
  const run = (work: () => Promise<WaitlistState>, done: string, phoneFirst = false) => act(work, done, phoneFirst)
  const view = enabled ? waitlistView(query.data) : ({ kind: 'none' } as const)
  return {
    view,
    state: query.data,
    busy,
    needsPhone: !!session.account && !session.account.cellphone,
    join: () => {
      if (busy) return Promise.resolve()
      // Asked in the tap itself, before anything is awaited: mini-programs show the dialog only there.
      const template = subscribePlatform ? query.data?.subscribeTemplates?.[subscribePlatform]?.waitlistOffer : null
      const accepted = template ? requestSubscribe([template]) : Promise.resolve([])
      return run(async () => joinWaitlist(eventId as number, joinBody(await accepted)), '已加入候补', true)
    },
    leave: async () => {
      const offered = view.kind === 'offered'
      if (
        !(await confirm(offered ? '放弃后名额将让给下一位候补，确定放弃吗？' : '退出后将失去当前的候补位置，确定退出吗？', offered ? '放弃名额' : '退出候补'))
      )
        return
      await run(() => leaveWaitlist(eventId as number), offered ? '已放弃名额' : '已退出候补')
    },
    reload: query.reload
  }
}
