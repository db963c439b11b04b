import { ok } from '../lib/envelope'
import { id, obj, str } from '../lib/schema'
import { postersRepo } from '../repositories/posters'
import { defineRoutes } from './plugin'
import { originOf } from '../services/context'
import { entityPosterFor, pagePosterFor, templateOut } from '../services/posters'

/** Share posters for content and pages: for signed-in accounts (a visitor is enough), limited per account and address. */
export const posterRoutes = defineRoutes(({ app, ctx, db, signedIn }) => {
  app.get('/api/ca-open/v1/share/loadShareTemplates', { schema: { summary: 'PosterTemplate[]' } }, req =>
    ok(
      postersRepo(db)
        .templates()
        .map(t => templateOut(ctx, t, originOf(ctx, req)))
    )
  )

  signedIn.post(
    '/api/ca-open/v1/share/genPoster',
    {
      schema: {
        summary: 'PosterResult (a PNG named by its content; 429/503 past the limits)',
        description: '{templateId, entityDataId?, path?} [auth]',
        body: obj({ templateId: id(), entityDataId: id(), path: str(500) }, ['templateId'])
      }
    },
    async (req, account) => {
      const { templateId, entityDataId, path } = req.body
      return ok(await (entityDataId ? entityPosterFor(ctx, req, account, entityDataId, templateId) : pagePosterFor(ctx, req, account, templateId, path)))
    }
  )

  signedIn.get(
    '/api/ca-open/v1/share/maPosterImg/:entityDataId/:templateId',
    { schema: { summary: 'PosterResult', description: '[auth]', params: obj({ entityDataId: id(), templateId: id() }, ['entityDataId', 'templateId']) } },
    async (req, account) => ok(await entityPosterFor(ctx, req, account, req.params.entityDataId, req.params.templateId))
  )
})
