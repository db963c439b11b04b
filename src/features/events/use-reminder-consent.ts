import type { ReminderPlan } from '../../../types/contract'
import { useExtension } from '@/hooks/use-extension'
import { useQuery } from '@/hooks/use-query'
import { requestSubscribe, subscribePlatform } from '@/services/platform/subscribe'
import { getReminderPlan } from './api'

/** The reminder template this build asks for: the plan's one for this mini-program (none on the web or unconfigured). */
const reminderTemplate = (plan: ReminderPlan | undefined): string | null =>
  subscribePlatform ? (plan?.subscribeTemplates?.[subscribePlatform]?.eventReminder ?? null) : null

/**
 * The consent of a 订阅活动提醒 tap (spec's subscribeNotice {templateIds}). On a mini-program the reminder plan
 * (extension `reminders`, signed in) names the reminder's subscribe-message template; `ask()`, called in the tap
 * itself before anything is awaited (the platforms show the dialog only there), shows the dialog and answers the
 * ids the visitor accepted. The web asks nothing and loads nothing: `ask()` answers [] (its reminders are the
 * in-app notices). The plan shares its cache entry with the ticket's reminders.
 */
export function useReminderConsent(eventId: number | null, signedIn: boolean): () => Promise<string[]> {
  const on = useExtension('reminders')
  const plan = useQuery(['getReminderPlan', eventId], () => getReminderPlan(eventId as number), {
    enabled: on && signedIn && subscribePlatform !== null && eventId !== null
  })
  return () => {
    const template = reminderTemplate(plan.data)
    return template ? requestSubscribe([template]) : Promise.resolve([])
  }
}
