import type { CourseDetail, EntityDataDetail } from '../../types/contract'
import { isLocked } from './access'

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
  if (isLocked(detail)) return { kind: 'buy' }
  // A full event is closed whether it signs up through a form or with one tap (a form would only be refused).
  if (event && event.capacity > 0 && event.signedUpCount >= event.capacity) return { kind: 'full' }
  if (detail.registerWebsiteFormId) return { kind: 'form', formId: detail.registerWebsiteFormId }
  return { kind: 'signup' }
}

/** What the event's main button says for each action, and whether it is the theme-coloured (primary) button. */
export const EVENT_ACTION_LABEL: Record<EventAction['kind'], { text: string; primary: boolean }> = {
  external: { text: '前往报名', primary: true },
  registered: { text: '已报名', primary: false },
  ended: { text: '活动已结束', primary: false },
  // After the price: "¥12.00 购票报名".
  buy: { text: '购票报名', primary: true },
  form: { text: '立即报名', primary: true },
  full: { text: '名额已满', primary: false },
  signup: { text: '立即报名', primary: true }
}

/** The buy button's words after the price, per detail kind (the default for any locked content, and a course's). */
export const BUY_TEXT = { content: '立即购买', course: '购买课程' } as const

/** The buy button: the price and its words ("¥12.00 立即购买"); formatPrice is the caller's (shared/format). */
export const buyLabel = (price: string, text: string = BUY_TEXT.content) => `${price} ${text}`

type CourseAction = { kind: 'buy' } | { kind: 'form'; formId: number; text: string } | { kind: 'learn'; text: string } | { kind: 'none' }

/**
 * The course's main button: buy while locked, sign up through its form until submitted, else start/continue
 * learning (none when there is no lesson to open: `hasLesson` is resumeLesson(course) !== null).
 */
export function courseAction(
  course: Pick<CourseDetail, 'price' | 'owned' | 'registerWebsiteFormId' | 'submitted' | 'learnStatus'>,
  hasLesson: boolean
): CourseAction {
  if (isLocked(course)) return { kind: 'buy' }
  if (course.registerWebsiteFormId && !course.submitted) return { kind: 'form', formId: course.registerWebsiteFormId, text: '立即报名' }
  if (!hasLesson) return { kind: 'none' }
  return { kind: 'learn', text: course.learnStatus === 'NOT_STARTED' ? '开始学习' : course.learnStatus === 'COMPLETED' ? '再学一遍' : '继续学习' }
}
