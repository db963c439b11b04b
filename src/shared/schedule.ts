import type { QueryKey } from './query-keys'

// The schedule page's key, here rather than in query-keys.ts, which start-up loads: only the schedule page and the
// painter need it (docs/first-paint.md "Boot data").

/** An event's agenda page data: the event's detail (GET entityDataDetail/{id}), whose schedule and speakers it shows. */
export const scheduleKey = (id: number | null): QueryKey => ['getEntityDataDetail', id]
