import { getEntityDataDetail } from '@/features/content'
import { useQuery } from '@/hooks/use-query'

/** An event's agenda page data: the event's detail (its schedule and speakers); nothing is asked without an id. */
export function useEventSchedule(id: number | null) {
  return useQuery(['getEntityDataDetail', id], () => getEntityDataDetail(id as number), { enabled: id !== null })
}
