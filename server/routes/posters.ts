import type { FastifyInstance } from 'fastify'
import type { PosterTemplateRow } from '../db/rows'
import { badRequest, notFound, ok } from '../lib/envelope'
import { id, obj, str } from '../lib/schema'
import type { Ctx } from '../services/context'
import { originOf } from '../services/context'
import { detailPath, getEntity } from '../services/content'
import { makePoster } from '../services/posters'

/** Share posters for content and pages. */

export function registerPosters(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx
  const template = (tplId: number) => {
    const t = db.prepare("SELECT * FROM poster_templates WHERE id = ? AND scope = 'SHARE'").get(tplId) as PosterTemplateRow | undefined
    if (!t) throw notFound('海报模板不存在')
    return t
  }

  app.get('/api/ca-open/v1/share/loadShareTemplates', () =>
    ok(
      (
        db.prepare("SELECT id, name, preview FROM poster_templates WHERE scope = 'SHARE' ORDER BY id").all() as Pick<
          PosterTemplateRow,
          'id' | 'name' | 'preview'
        >[]
      ).map(t => ({ ...t }))
    )
  )

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

  app.post<{ Body: { templateId: number; entityDataId?: number; path?: string } }>(
    '/api/ca-open/v1/share/genPoster',
    { schema: { body: obj({ templateId: id(), entityDataId: id(), path: str(500) }, ['templateId']) } },
    async req => {
      const { templateId, entityDataId, path } = req.body
      const origin = originOf(ctx)
      if (entityDataId) return ok(await entityPoster(origin, entityDataId, templateId))
      const t = template(templateId)
      if (path !== undefined && !/^\/(?!\/)[\w\-./?=&%]*$/.test(path)) throw badRequest('path 必须是站内路径')
      const company = db.prepare('SELECT name FROM company LIMIT 1').pluck().get() as string
      const site = db.prepare('SELECT share_title FROM websites ORDER BY id LIMIT 1').pluck().get() as string
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

  app.get<{ Params: { entityDataId: number; templateId: number } }>(
    '/api/ca-open/v1/share/maPosterImg/:entityDataId/:templateId',
    { schema: { params: obj({ entityDataId: id(), templateId: id() }, ['entityDataId', 'templateId']) } },
    async req => ok(await entityPoster(originOf(ctx), req.params.entityDataId, req.params.templateId))
  )
}
