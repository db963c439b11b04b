import { badRequest, notFound, ok } from '../lib/envelope'
import { id, obj, str } from '../lib/schema'
import { companyRepo } from '../repositories/company'
import { postersRepo } from '../repositories/posters'
import { defineRoutes } from './plugin'
import { originOf } from '../services/context'
import { detailPath, getEntity } from '../services/content'
import { makePoster, posterCharge, templateOut } from '../services/posters'

/** Share posters for content and pages: for signed-in accounts (a visitor is enough), limited per account and address. */

export const posterRoutes = defineRoutes(({ app, ctx, db, signedIn }) => {
  const posters = postersRepo(db)
  const template = (tplId: number) => {
    const t = posters.template(tplId)
    if (!t) throw notFound('海报模板不存在')
    return t
  }

  app.get('/api/ca-open/v1/share/loadShareTemplates', { schema: { summary: 'PosterTemplate[]' } }, () => ok(posters.templates().map(t => templateOut(ctx, t))))

  const entityPoster = (entityId: number, tplId: number, charge: () => void) => {
    const t = template(tplId)
    const row = getEntity(db, entityId)
    return makePoster(
      ctx,
      { title: row.title, summary: row.summary, link: `${originOf(ctx)}/web/h${detailPath(row)}`, footer: '扫码查看详情', template: t },
      charge
    )
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
      const charge = posterCharge(ctx, req, account)
      const { templateId, entityDataId, path } = req.body
      if (entityDataId) return ok(await entityPoster(entityDataId, templateId, charge))
      const t = template(templateId)
      if (path !== undefined && !/^\/(?!\/)[\w\-./?=&%]*$/.test(path)) throw badRequest('path 必须是站内路径')
      const company = companyRepo(db).company()?.name ?? ''
      const site = posters.shareTitle()!
      return ok(
        await makePoster(
          ctx,
          {
            title: site || company,
            summary: '文章、活动、课程与资料，一站获取',
            link: `${originOf(ctx)}/web/h${path || '/pages/index/index'}`,
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
    async (req, account) => {
      const charge = posterCharge(ctx, req, account)
      return ok(await entityPoster(req.params.entityDataId, req.params.templateId, charge))
    }
  )
})
