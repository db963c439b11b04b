import type { EventStatus } from '../../types/contract'

/**
 * An event's status as a visitor reads it: the one rule for the card badge, the detail page's badge and the event
 * list's status tabs (its own module: content cards on home need it without the list configs). An upcoming event is 未开始 (whether sign-up is still open is the sign-up button's to say).
 */
export const EVENT_STATUS_TEXT: Record<EventStatus, string> = {
  UPCOMING: '未开始',
  ONGOING: '进行中',
  ENDED: '已结束'
}
