import { toast } from '@/services/ui/toast'
import { saveBlob } from '@/utils/save-blob'
import { buildIcs, icsFileName, type CalendarEvent } from './ics'

/**
 * Offers the event as an .ics file: on the web a download the phone hands to its calendar app;
 * where there is no DOM (mini-programs) the visitor is told to open the page in a browser.
 */
export function downloadIcs(event: CalendarEvent): boolean {
  let text: string
  try {
    text = buildIcs(event)
  } catch (e) {
    toast(e instanceof Error ? e.message : '无法添加到日历')
    return false
  }
  if (typeof document === 'undefined' || typeof Blob === 'undefined' || typeof URL === 'undefined' || !URL.createObjectURL) {
    toast('请在浏览器中打开以添加到日历')
    return false
  }
  saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), icsFileName(event.title))
  return true
}
