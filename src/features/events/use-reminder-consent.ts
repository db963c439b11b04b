import { useRef } from 'react'
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
  // The answer as soon as it lands, not as of the last render: a tap between the two still asks.
  const landed = useRef<ReminderPlan>()
  const plan = useQuery(['getReminderPlan', eventId], async () => (landed.current = await getReminderPlan(eventId as number)), {
    enabled: on && signedIn && subscribePlatform !== null && eventId !== null
  })
  return () => {
    const template = reminderTemplate(landed.current ?? plan.data)
    return template ? requestSubscribe([template]) : Promise.resolve([])
  }
}
