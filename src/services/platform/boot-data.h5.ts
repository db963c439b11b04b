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
}

/**
 * Rows of home's CONTENT modules that the server painted and shipped with the page (boot data `moduleData`),
 * by module id; malformed entries are left out. The app seeds its query cache with them
 * (features/site seedBootQueries), so the first render shows them with no request.
 */
export function readBootModuleData(): Record<number, EntityDataSummary[]> {
  const rows: Record<number, EntityDataSummary[]> = {}
  try {
    const text = typeof document !== 'undefined' ? document.getElementById('boot-data')?.textContent : null
    const data = text ? (JSON.parse(text) as { moduleData?: unknown }) : null
    const shipped = data?.moduleData
    if (!shipped || typeof shipped !== 'object' || Array.isArray(shipped)) return rows
    for (const [id, list] of Object.entries(shipped as Record<string, unknown>)) {
      if (!/^\d{1,15}$/.test(id) || !Array.isArray(list)) continue
      if (list.every(r => r && typeof r === 'object' && typeof (r as EntityDataSummary).id === 'number')) rows[Number(id)] = list as EntityDataSummary[]
    }
  } catch {
    // unreadable: the app asks the API
  }
  return rows
}
