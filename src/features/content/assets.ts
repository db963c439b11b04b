import type { Asset } from '../../../types/contract'
import { useQuery, type QueryState } from '@/hooks/use-query'
import { getAssets } from '@/features/content/api'

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
