import { toast } from '@/services/ui/toast'
import { buildIcs, icsFileName, ticketCalendarEvent, ticketCalendarPath, type TicketCalendar } from '@/shared/ics'
import { settleWithin } from '@/utils/deadline'
import { openFile, saveBlob } from '@/utils/save-blob'
import { sendToBrowser } from '@/services/platform/wechat-browser'

/**
 * How long the check that the calendar file is there may take before the page makes its own copy: well inside the 5 s
 * a tap lets a page start a download (Chromium's user activation).
 */
const CALENDAR_CHECK_MS = 3000

let checking = false

/** True when the server answers for the calendar file now (a HEAD request): the address is then opened on a live network. */
async function reachable(path: string): Promise<boolean> {
  if (typeof fetch !== 'function') return false
  try {
    const check = fetch(path, { method: 'HEAD', cache: 'no-store', credentials: 'omit' }).then(res => res.ok)
    return await settleWithin(check, CALENDAR_CHECK_MS, () => false)
  } catch {
    return false
  }
}

/**
 * 添加到日历 on the web: the server's calendar file of the ticket's event (`text/calendar`, server/routes/web/calendar.ts),
 * opened in place, which a phone's browser hands to its calendar (Safari shows 添加到日历, Chrome downloads it for the
 * calendar app). Only once the server has answered for it: opening an address the network fails would put the
 * browser's error page where the ticket was (the ticket page opens without signal). Without an answer, the file made in
 * the page (a blob download, with the entry code), which iOS only saves to Files. In WeChat, whose browser opens
 * neither, the visitor is told the way out.
 */
export async function addToCalendar(ticket: TicketCalendar): Promise<boolean> {
  let text: string
  try {
    // the entry is checked here too (a ticket without a valid start time says so at once, online or not)
    text = buildIcs(ticketCalendarEvent(ticket))
  } catch (e) {
    toast(e instanceof Error ? e.message : '无法添加到日历')
    return false
  }
  if (sendToBrowser('添加到日历')) return false
  // a second tap while the first is checking adds nothing twice
  if (checking) return false
  checking = true
  try {
    const path = ticketCalendarPath(ticket.eventId, ticket.ticketId)
    const online = typeof navigator === 'undefined' || navigator.onLine !== false
    if (online && (await reachable(path))) openFile(path)
    else saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), icsFileName(ticket.title))
    return true
  } finally {
    checking = false
  }
}
