import { alertDialog, toast } from '@/services/ui/toast'
import { buildIcs, icsFileName, ticketCalendarEvent, ticketCalendarPath, type TicketCalendar } from '@/shared/ics'
import { openFile, saveBlob } from '@/utils/save-blob'
import { isWechatBrowser } from '@/utils/wechat-browser'

/** WeChat's browser opens no calendar file (a download does nothing there): how to get to one that does. */
export const WECHAT_CALENDAR_HINT = '微信里不能直接添加到日历。请点右上角「···」，选「在浏览器中打开」，再点「添加到日历」。'

/**
 * 添加到日历 on the web: the server's calendar file of the ticket's event (`text/calendar`, server/routes/web/calendar.ts),
 * opened in place, which a phone's browser hands to its calendar (Safari shows 添加到日历, Chrome downloads it for the
 * calendar app). A file made in the page (a blob download) is kept for a device without a connection (the ticket page
 * opens offline): iOS puts it in Files, and WeChat's browser drops it. In WeChat the visitor is told the way out.
 */
export function addToCalendar(ticket: TicketCalendar): boolean {
  let text: string
  try {
    // the entry is checked here too (a ticket without a valid start time says so at once, online or not)
    text = buildIcs(ticketCalendarEvent(ticket))
  } catch (e) {
    toast(e instanceof Error ? e.message : '无法添加到日历')
    return false
  }
  if (isWechatBrowser()) {
    void alertDialog(WECHAT_CALENDAR_HINT, '添加到日历')
    return false
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), icsFileName(ticket.title))
    return true
  }
  openFile(ticketCalendarPath(ticket.eventId, ticket.ticketId))
  return true
}
