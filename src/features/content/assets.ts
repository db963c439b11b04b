import type { Asset } from '../../../types/contract'
import { useQuery, type QueryState } from '@/hooks/use-query'
import { parseId } from '@/shared/ids'
import { getAssets } from '@/features/content/api'

type AlbumQuery = { dirId: number } | { assetIds: number[] }

/** An album's query from the page's: ?dirId=3 (or ?id) for a directory, ?ids=1,2,3 (or ?assetIds) for chosen assets; null when neither. */
export function albumQuery(params: Record<string, string | undefined>): AlbumQuery | null {
  const dirId = parseId(params.dirId || params.id)
  if (dirId) return { dirId }
  const ids = (params.ids || params.assetIds || '')
    .split(',')
    .map(parseId)
    .filter((n): n is number => n !== null)
  return ids.length ? { assetIds: ids } : null
}

export type AlbumState = Pick<QueryState<Asset[]>, 'data' | 'error' | 'loading' | 'reload'>

/** The album's assets (nothing is loaded without a query). */
export function useAlbum(query: AlbumQuery | null): AlbumState {
  const state = useQuery(['getAssets', query], () => getAssets(query || {}), { enabled: !!query, refetchOnShow: true })
  return { data: state.data?.content, error: state.error, loading: state.loading, reload: state.reload }
}

export interface AssetResult {
  /** The asset with this id… */
  asset: Asset | null
  /** …or, when the id is a directory instead, its assets. */
  assets: Asset[]
}

/** One asset by id; when the id is a directory instead, its assets. */
async function loadAsset(id: number): Promise<AssetResult> {
  const one = await getAssets({ assetIds: [id] })
  const asset = one.content?.find(a => a.id === id) || null
  if (asset) return { asset, assets: [] }
  const dir = await getAssets({ dirId: id })
  return { asset: null, assets: dir.content || [] }
}

/** The asset (or directory) by id (nothing is loaded without one). */
export function useAsset(id: number | null): QueryState<AssetResult> {
  return useQuery(['getAssets', 'asset or dir', id], () => loadAsset(id as number), { enabled: id !== null, refetchOnShow: true })
}
