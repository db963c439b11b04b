import type { EntityDataDetail } from '../../../../../types/contract'

type EventAction =
  | { kind: 'external'; url: string }
  | { kind: 'registered' }
  | { kind: 'ended' }
  | { kind: 'buy' }
  | { kind: 'form'; formId: number }
  | { kind: 'full' }
  | { kind: 'signup' }

/**
 * The sign-up button of an event: external platform events open their page; a submitted form (or a
 * ticket) reads 已报名; ended events are closed; paid events are bought first; a full event is closed;
 * a sign-up form opens the form; otherwise one tap signs up.
 */
export function eventAction(
  detail: Pick<EntityDataDetail, 'event' | 'registerWebsiteFormId' | 'submitted' | 'price' | 'owned'>,
  signedUp: boolean
): EventAction {
  const event = detail.event
  const ended = event?.status === 'ENDED'
  if (event?.bageventUrl && !ended) return { kind: 'external', url: event.bageventUrl }
  if ((detail.registerWebsiteFormId && detail.submitted) || signedUp) return { kind: 'registered' }
  if (ended) return { kind: 'ended' }
  if (typeof detail.price === 'number' && detail.price > 0 && !detail.owned) return { kind: 'buy' }
  // A full event is closed whether it signs up through a form or with one tap (a form would only be refused).
  if (event && event.capacity > 0 && event.signedUpCount >= event.capacity) return { kind: 'full' }
  if (detail.registerWebsiteFormId) return { kind: 'form', formId: detail.registerWebsiteFormId }
  return { kind: 'signup' }
}
