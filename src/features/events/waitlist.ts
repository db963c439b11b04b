import type { EntityDataDetail, WaitlistState } from '../../../types/contract'

/** What the event page shows of the waitlist (extension `waitlist`) for one visitor. */
export type WaitlistView =
  /** The waitlist does not apply: seats are free, or the visitor registered. The ordinary action shows. */
  | { kind: 'none' }
  /** Full: the visitor may join the line (`expiredAt`: their last offer ran out then). */
  | { kind: 'join'; waiting: number; expiredAt: string | null }
  /** In line at `position` (1 = next). */
  | { kind: 'waiting'; position: number; waiting: number }
  /** A seat is held for the visitor until `until`: registering takes it. */
  | { kind: 'offered'; until: string }

/** The view of a waitlist answer (null while it loads or without the extension: the ordinary action). */
export function waitlistView(state: WaitlistState | null | undefined): WaitlistView {
  if (!state) return { kind: 'none' }
  const mine = state.mine
  if (mine?.status === 'OFFERED' && mine.offerExpiresAt) return { kind: 'offered', until: mine.offerExpiresAt }
  if (mine?.status === 'WAITING') return { kind: 'waiting', position: mine.position ?? 1, waiting: state.waiting }
  if (mine?.status === 'ACCEPTED') return { kind: 'none' }
  if (state.full) return { kind: 'join', waiting: state.waiting, expiredAt: mine?.status === 'EXPIRED' ? mine.offerExpiresAt : null }
  return { kind: 'none' }
}

/** Whether an event can take a waitlist at all: capped, on this site, not over. */
export function takesWaitlist(detail: Pick<EntityDataDetail, 'event'> | null | undefined): boolean {
  const event = detail?.event
  return !!event && event.capacity > 0 && !event.bageventUrl && event.status !== 'ENDED'
}
