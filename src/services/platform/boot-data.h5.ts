import type { EntityDataSummary } from '../../../types/contract'
import type { BootData } from './boot-data'

export type { BootData } from './boot-data'

let cached: BootData | null | undefined

/**
 * Company info and the default website (info + menu) that the server put into index.html as
 * `<script type="application/json" id="boot-data">`, so home and the theme need no API round trip.
 * Anything malformed is ignored: the app then asks the API as usual.
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
    cached = { companyInfo: company, website }
  } catch {
    cached = null
  }
  return cached
}

/** Forgets what was read (tests). */
export function resetBootData(): void {
  cached = undefined
  moduleRows = undefined
}

let moduleRows: Record<string, unknown> | null | undefined

/**
 * Rows of a home CONTENT module that the server painted and shipped with the page (boot data
 * `moduleData`), handed out once: the first render needs no request, a later reload asks the API.
 */
export function takeBootModuleData(moduleId: number): EntityDataSummary[] | null {
  if (moduleRows === undefined) {
    moduleRows = null
    try {
      const text = typeof document !== 'undefined' ? document.getElementById('boot-data')?.textContent : null
      const data = text ? (JSON.parse(text) as { moduleData?: unknown }) : null
      if (data && data.moduleData && typeof data.moduleData === 'object' && !Array.isArray(data.moduleData))
        moduleRows = data.moduleData as Record<string, unknown>
    } catch {
      moduleRows = null
    }
  }
  if (!moduleRows) return null
  const rows = moduleRows[String(moduleId)]
  delete moduleRows[String(moduleId)]
  return Array.isArray(rows) && rows.every(r => r && typeof r === 'object' && typeof (r as EntityDataSummary).id === 'number')
    ? (rows as EntityDataSummary[])
    : null
}
