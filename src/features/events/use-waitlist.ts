import type { WaitlistState } from '../../../types/contract'
import { useQuery } from '@/hooks/use-query'
import { useAction } from '@/hooks/use-action'
import { confirm, toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { getWaitlist, joinWaitlist, leaveWaitlist } from './api'
import { waitlistView, type WaitlistView } from './waitlist'

export interface Waitlist {
  view: WaitlistView
  state: WaitlistState | undefined
  busy: boolean
  join: () => Promise<void>
  /** Leaves the line, or gives up a held seat (confirmed first). */
  leave: () => Promise<void>
  reload: () => Promise<void>
}

/**
 * An event's waitlist for the visitor (extension `waitlist`): asked again each time the page shows (an offer
 * may have come), joining and leaving one request at a time. `enabled` false (no extension, no cap) asks nothing.
 */
export function useWaitlist(eventId: number | null, enabled: boolean): Waitlist {
  const { session } = useStores()
  const signedIn = !!session.accountKey
  const query = useQuery(['getWaitlist', eventId, signedIn], () => getWaitlist(eventId as number), {
    enabled: enabled && eventId !== null,
    refetchOnShow: true
  })
  const { run: act, pending: busy } = useAction(async (work: () => Promise<WaitlistState>, done: string) => {
    await session.requireAccount()
    query.setData(await work())
    toast(done)
  })
  const run = (work: () => Promise<WaitlistState>, done: string) => act(work, done)
  const view = enabled ? waitlistView(query.data) : ({ kind: 'none' } as const)
  return {
    view,
    state: query.data,
    busy,
    join: () => run(() => joinWaitlist(eventId as number), '已加入候补'),
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
