import { useCallback, useState } from 'react'
import type { Account, DoorResult } from '../../../types/contract'
import { useAction } from '@/hooks/use-action'
import { errorMessage } from '@/services/http/errors'

export interface TicketActionState {
  busy: boolean
  /** The ticket after the action, with a headline for it. */
  result: { ticket: DoorResult; title: string } | null
  /** The server's message when the action failed. */
  error: string | null
  run: (action: () => Promise<DoorResult>, title: (ticket: DoorResult) => string) => Promise<void>
  reset: () => void
}

/** A check-in or sign-out call: one at a time, the resulting ticket or the server's message. */
export function useTicketAction(): TicketActionState {
  const [result, setResult] = useState<TicketActionState['result']>(null)
  const [error, setError] = useState<string | null>(null)
  const call = useAction(
    async (action: () => Promise<DoorResult>, title: (ticket: DoorResult) => string) => {
      setError(null)
      const ticket = await action()
      setResult({ ticket, title: title(ticket) })
    },
    {
      onError: e => {
        setResult(null)
        setError(errorMessage(e))
      }
    }
  )
  const busy = call.pending
  const callRun = call.run
  const run = useCallback(
    async (action: () => Promise<DoorResult>, title: (ticket: DoorResult) => string) => {
      await callRun(action, title)
    },
    [callRun]
  )
  const reset = useCallback(() => {
    setResult(null)
    setError(null)
  }, [])
  return { busy, result, error, run, reset }
}

/** The headline after a check-in attempt, from the ticket's status. */
export function checkinTitle(ticket: DoorResult): string {
  if (ticket.checkinStatus === 'CHECKED_IN') return '签到成功'
  if (ticket.checkinStatus === 'SIGNED_OUT') return '该门票已签退'
  return '未完成签到'
}

/** The headline after a sign-out attempt. */
export function signOutTitle(ticket: DoorResult): string {
  return ticket.checkinStatus === 'SIGNED_OUT' ? '签退成功' : '未完成签退'
}

/**
 * Door staff (the company's people, and promoters where the event names them) may check anyone in; everyone else
 * only themselves. The app cannot tell which events name a promoter, so a promoter reads the staff hint and the
 * server says so when they are not staff there.
 */
function isDoorStaff(account: Pick<Account, 'roles'>): boolean {
  return account.roles.includes('PROMOTER') || account.roles.includes('UC_USER')
}

/** The line under a door form's title: what the visitor may do there. */
export function doorHint(account: Pick<Account, 'roles'>, staff: string, self: string): string {
  return isDoorStaff(account) ? staff : `${self}（仅限本人；为他人办理请找现场工作人员）`
}
