import type { Asset } from '../../../types/contract'
import { useQuery, type QueryState } from '@/hooks/use-query'
import { albumKey, type AlbumQuery } from '@/shared/assets'
import { getAssets } from '@/features/content/api'

export type AlbumState = Pick<QueryState<Asset[]>, 'data' | 'error' | 'loading' | 'reload'>

/**
 * The album's assets (nothing is loaded without a query), under the key a painted album ships them with
 * (src/shared/assets.ts, docs/first-paint.md "Boot data"). Only the album page uses it: its own chunk.
 */
export function useAlbum(query: AlbumQuery | null): AlbumState {
  const state = useQuery(albumKey(query), () => getAssets(query || {}), { enabled: !!query, refetchOnShow: true })
  return { data: state.data?.content, error: state.error, loading: state.loading, reload: state.reload }
}
