import { isBootQuery } from '@/shared/query-keys'
import type { BootData } from './boot-data'

export type { BootData } from './boot-data'

let cached: BootData | null | undefined

/**
 * Company info, the default website (info + menu) and a painted page's query answers that the server put into
 * index.html as `<script type="application/json" id="boot-data">`, so home, the theme and the painted page need
 * no API round trip. Anything malformed is ignored: the app then asks the API as usual.
 */
export function readBootData(): BootData | null {
  if (cached !== undefined) return cached
  cached = null
  try {
    const text = typeof document !== 'undefined' ? document.getElementById('boot-data')?.textContent : null
    if (!text) return cached
    const data = JSON.parse(text) as Partial<BootData> | null
    const company = data?.companyInfo
    if (!company || typeof company !== 'object' || typeof company.id !== 'number') return cached
    const site = data?.website
    const website =
      site && typeof site.id === 'number' && site.info && typeof site.info === 'object' && site.info.id === site.id && Array.isArray(site.menu) ? site : null
    const queries = Array.isArray(data?.queries) ? data.queries.filter(isBootQuery) : []
    const extensions = Array.isArray(data?.extensions) ? data.extensions.filter(name => typeof name === 'string') : null
    const cleanHtml = Array.isArray(data?.cleanHtml)
      ? data.cleanHtml.filter((pair): pair is [string, string] => Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string')
      : []
    cached = { companyInfo: company, website, queries, extensions, cleanHtml }
  } catch {
    cached = null
  }
  return cached
}

/** Forgets what was read (tests). */
export function resetBootData(): void {
  cached = undefined
}
