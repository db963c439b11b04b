import { parseId } from './ids'
import type { QueryKey } from './query-keys'

// The album page's rule and key, here rather than in query-keys.ts, which start-up loads: only the album page and the
// painter need them (docs/first-paint.md "Boot data").

/** An album: a directory's assets, or chosen assets by id. */
export type AlbumQuery = { dirId: number } | { assetIds: number[] }

/** An album's query from the page's: ?dirId=3 (or ?id) for a directory, ?ids=1,2,3 (or ?assetIds) for chosen assets; null when neither. */
export function albumQuery(params: Record<string, string | null | undefined>): AlbumQuery | null {
  const dirId = parseId(params.dirId || params.id)
  if (dirId) return { dirId }
  const ids = (params.ids || params.assetIds || '')
    .split(',')
    .map(parseId)
    .filter((n): n is number => n !== null)
  return ids.length ? { assetIds: ids } : null
}

/** An album's assets (GET asset/list?dirId|assetIds&size=1000: the answer's page; the same for every visitor on the album page). */
export const albumKey = (query: AlbumQuery | null): QueryKey => ['getAssets', query]
