import { useEffect, useState } from 'react'
import { countView, getEntityDataDetail } from '@/features/content'
import { useQuery } from '@/hooks/use-query'
import { scheduleKey } from '@/shared/schedule'

/**
 * An event's agenda page data: the event's detail (its schedule and speakers); nothing is asked without an id. A
 * painted page ships it (docs/first-paint.md "Boot data"): shown with no request, the visit its request would have
 * counted is counted by one view ping.
 */
export function useEventSchedule(id: number | null) {
  const query = useQuery(scheduleKey(id), () => getEntityDataDetail(id as number), { enabled: id !== null })
  // Shown with no request and not loading on the first render: the boot data's answer.
  const [shipped] = useState(() => id !== null && !query.loading && query.data !== undefined)
  useEffect(() => {
    if (shipped) void countView(id as number).catch(() => undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the answer the page shipped
  }, [])
  return query
}
