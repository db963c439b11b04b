import { badRequest, notFound, ok } from '../lib/envelope'
import { id, obj, str } from '../lib/schema'
import { companyRepo } from '../repositories/company'
import { postersRepo } from '../repositories/posters'
import { defineRoutes } from './plugin'
import { originOf } from '../services/context'
import { getEntity } from '../services/content'
import { contentPoster, makePoster, posterCharge, sharedLink, sharerOf, templateOut } from '../services/posters'
import type { FastifyRequest } from 'fastify'
import type { AccountRow } from '../services/accounts'
import { withAttribution } from '../../src/shared/share-link'
import { BASE_PATH, Routes } from '../../src/shared/routes'

/** Share posters for content and pages: for signed-in accounts (a visitor is enough), limited per account and address. */

export const posterRoutes = defineRoutes(({ app, ctx, db, signedIn }) => {
  const posters = postersRepo(db)
  const template = (tplId: number) => {
    const t = posters.template(tplId)
    if (!t) throw notFound('海报模板不存在')
    return t
  }

  app.get('/api/ca-open/v1/share/loadShareTemplates', { schema: { summary: 'PosterTemplate[]' } }, req =>
    ok(posters.templates().map(t => templateOut(ctx, t, originOf(ctx, req))))
  )

  // The poster of a content, made by the signed-in sharer: their name on it and their attribution in its code.
  const entityPoster = (req: FastifyRequest, account: AccountRow, entityId: number, tplId: number) => {
    const charge = posterCharge(ctx, req, account)
    const t = template(tplId)
    const row = getEntity(db, entityId)
    const sharer = sharerOf(db, req, account)
    return makePoster(ctx, contentPoster(row, sharer, sharedLink(originOf(ctx, req), row, sharer), t), charge)
  }

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
      if (entityDataId) return ok(await entityPoster(req, account, entityDataId, templateId))
      const charge = posterCharge(ctx, req, account)
      const t = template(templateId)
      if (path !== undefined && !/^\/(?!\/)[\w\-./?=&%]*$/.test(path)) throw badRequest('path 必须是站内路径')
      const company = companyRepo(db).company()?.name ?? ''
      const site = posters.shareTitle()!
      const sharer = sharerOf(db, req, account)
      return ok(
        await makePoster(
          ctx,
          {
            byline: sharer.name && `${sharer.name} 向你推荐`,
            title: site || company,
            summary: '文章、活动、课程与资料，一站获取',
            link: originOf(ctx, req) + BASE_PATH + withAttribution(path || Routes.home, { scid: sharer.scid, uid: sharer.uid }),
            footer: '扫码访问官网',
            template: t
          },
          charge
        )
      )
    }
  )

  signedIn.get(
    '/api/ca-open/v1/share/maPosterImg/:entityDataId/:templateId',
    { schema: { summary: 'PosterResult', description: '[auth]', params: obj({ entityDataId: id(), templateId: id() }, ['entityDataId', 'templateId']) } },
    async (req, account) => ok(await entityPoster(req, account, req.params.entityDataId, req.params.templateId))
  )
})
