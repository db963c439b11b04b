import { getEntityDataDetail } from '@/features/content'
import { getFormById } from '@/features/forms'
import { useQuery } from '@/hooks/use-query'
import { getCampaigns, getFunnel, getMyPromotionPageViewData, getMyPromotionUrl, getMyPromotionViewData, getNumberOfApplicants, getRank, getTasks } from './api'

/** My promotion link (for one event, or the site). */
export const usePromotionUrl = (eventId?: number) => useQuery(['getMyPromotionUrl', eventId], () => getMyPromotionUrl(eventId))

/** All-time totals for the summary tiles. */
export const useViewTotals = () => useQuery(['getMyPromotionPageViewData'], getMyPromotionPageViewData)

/** Daily views of the last `days` days. */
export const useViewSeries = (days: number) => useQuery(['getMyPromotionViewData', days], () => getMyPromotionViewData(days))

export const useCampaigns = () => useQuery(['getCampaigns'], getCampaigns, { refetchOnShow: true })

/** The number of applicants of one event (a 209 value). */
export const useApplicantCount = (eventId: number | null) =>
  useQuery(['getNumberOfApplicants', eventId], () => getNumberOfApplicants(eventId as number), { enabled: !!eventId })

export const useTasks = () => useQuery(['getTasks'], getTasks, { refetchOnShow: true })

export const useRank = (eventId?: number) => useQuery(['getRank', eventId], () => getRank(eventId))

/**
 * The event and its sign-up form, for registering on someone's behalf and editing their data.
 * form is null when the event has no sign-up form.
 */
export const useEventForm = (eventId: number) =>
  useQuery(['getEntityDataDetail', eventId, 'with form'], async () => {
    const event = await getEntityDataDetail(eventId)
    const form = event.registerWebsiteFormId ? await getFormById(event.registerWebsiteFormId) : null
    return { event, form }
  })

/** The promoter funnel (extension `funnel`): asked only when the server offers it; refreshed when the page shows again. */
export const useFunnel = (days: number, scope: 'mine' | 'all', enabled: boolean) =>
  useQuery(['getFunnel', days, scope], () => getFunnel(days, scope), { enabled, refetchOnShow: true })
