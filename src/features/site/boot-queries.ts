import { seedQuery } from '@/hooks/use-query'
import { readBootModuleData } from '@/services/platform/boot-data'
import { moduleDataKey } from './api'

/**
 * Seeds the query cache with what the server shipped with a painted page (home's module rows), so the
 * landing screen's first render shows that data with no request and no skeleton (docs/first-paint.md).
 */
export function seedBootQueries(): void {
  for (const [id, rows] of Object.entries(readBootModuleData())) seedQuery(moduleDataKey(Number(id)), rows)
}
