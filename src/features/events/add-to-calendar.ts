import { toast } from '@/services/ui/toast'
import type { TicketCalendar } from '@/shared/ics'

/** Mini-programs have no calendar file to hand over: the visitor is told to open the page in a browser. */
export async function addToCalendar(_ticket: TicketCalendar): Promise<boolean> {
  toast('请在浏览器中打开以添加到日历')
  return false
}
