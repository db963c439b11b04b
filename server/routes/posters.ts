import type { FastifyInstance } from 'fastify'
import { badRequest, notFound, ok } from '../lib/envelope'
import { id, obj, str, typed } from '../lib/schema'
import { companyRepo } from '../repositories/company'
import { postersRepo } from '../repositories/posters'
import type { Ctx } from '../services/context'
import { originOf } from '../services/context'
import { detailPath, getEntity } from '../services/content'
import { makePoster } from '../services/posters'

/** Share posters for content and pages. */

export function registerPosters(fastify: FastifyInstance, ctx: Ctx): void {
  const app = typed(fastify)
  const { db } = ctx
  const posters = postersRepo(db)
  const template = (tplId: number) => {
    const t = posters.template(tplId)
    if (!t) throw notFound('海报模板不存在')
    return t
  }

  app.get('/api/ca-open/v1/share/loadShareTemplates', () => ok(posters.templates().map(t => ({ ...t }))))

  const entityPoster = (origin: string, entityId: number, tplId: number) => {
    const t = template(tplId)
    const row = getEntity(db, entityId)
    return makePoster(ctx, {
      title: row.title,
      summary: row.summary,
      link: `${origin}/web/h${detailPath(row)}`,
      seed: row.content_key,
      footer: '扫码查看详情',
      background: t.background,
      color: t.color
    })
  }

  app.post(
    '/api/ca-open/v1/share/genPoster',
    { schema: { body: obj({ templateId: id(), entityDataId: id(), path: str(500) }, ['templateId']) } },
    async req => {
      const { templateId, entityDataId, path } = req.body
      const origin = originOf(ctx)
      if (entityDataId) return ok(await entityPoster(origin, entityDataId, templateId))
      const t = template(templateId)
      if (path !== undefined && !/^\/(?!\/)[\w\-./?=&%]*$/.test(path)) throw badRequest('path 必须是站内路径')
      const company = companyRepo(db).company()?.name ?? ''
      const site = posters.shareTitle()!
      return ok(
        await makePoster(ctx, {
          title: site || company,
          summary: '文章、活动、课程与资料，一站获取',
          link: `${origin}/web/h${path || '/pages/index/index'}`,
          seed: `page-${path || 'home'}`,
          footer: '扫码访问官网',
          background: t.background,
          color: t.color
        })
      )
    }
  )

  app.get(
    '/api/ca-open/v1/share/maPosterImg/:entityDataId/:templateId',
    { schema: { params: obj({ entityDataId: id(), templateId: id() }, ['entityDataId', 'templateId']) } },
    async req => ok(await entityPoster(originOf(ctx), req.params.entityDataId, req.params.templateId))
  )
}
