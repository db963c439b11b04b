import type { Asset } from '../../types/contract'
import type { Db } from '../db'
import type { AssetRow } from '../db/rows'
import type { AccountRow } from './accounts'
import { mediaUrlFor } from './media-access'

/**
 * An asset as the API answers it to this viewer (GET asset/list, the brand kit's directories) and the painted album
 * shows it (server/ssr/painter.ts, anonymous): a document of the brand kit may be a material's file, its address
 * signed for a viewer who may download it.
 */
export function assetOut(db: Db, a: AssetRow, viewer: AccountRow | null): Asset {
  return {
    id: a.id,
    name: a.name,
    kind: a.kind,
    url: mediaUrlFor(db, a.url, viewer),
    cover: a.cover,
    size: a.size,
    dirId: a.dir_id
  }
}
