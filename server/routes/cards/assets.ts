import { badRequest, ok } from '../../lib/envelope'
import { id, int, obj, pageQuery, str } from '../../lib/schema'
import { cardsRepo } from '../../repositories/cards'
import { currentAccount } from '../../services/accounts'
import { assetOut } from '../../services/assets'
import { assetDirectoryOf } from '../../services/cards'
import { defineRoutes } from '../plugin'

/** The brand kit: its directories and assets. */
export const assetRoutes = defineRoutes(({ app, db }) => {
  app.get(
    '/api/open/ca/v1/businessCard/digitalAssets/directory',
    {
      schema: {
        summary: 'AssetDirectory (root when directoryId is missing; assets paged 20)',
        description: '?directoryId&page',
        querystring: obj({ directoryId: int(), page: int({ minimum: 1 }) })
      }
    },
    req => ok(assetDirectoryOf(db, req.query.directoryId, req.query.page ?? 1, currentAccount(db, req)))
  )

  app.get(
    '/api/open/v1/asset/list',
    {
      schema: {
        summary: 'Page<Asset>',
        description: '?dirId or assetIds (comma list)&size=1000',
        querystring: pageQuery({ dirId: id(), assetIds: str(2000, { pattern: '^\\d+(,\\d+)*$' }) })
      }
    },
    req => {
      const filter = req.query.dirId
        ? { dirId: req.query.dirId }
        : req.query.assetIds
          ? { ids: req.query.assetIds.split(',').map(Number).slice(0, 1000) }
          : null
      if (!filter) throw badRequest('需要 dirId 或 assetIds')
      const viewer = currentAccount(db, req)
      return ok(cardsRepo(db).assetPage(filter, req.query, a => assetOut(db, a, viewer)))
    }
  )
})
