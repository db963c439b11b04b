import { notFound, ok } from '../../lib/envelope'
import { idParams } from '../../lib/schema'
import { contentRepo } from '../../repositories/content'
import { customEntityOut, customPageOut, moduleRowsOf } from '../../services/content'
import { defineRoutes } from '../plugin'

/** What the site is built of: custom entity types, metadata definitions, custom pages and their content modules. */
export const contentSiteRoutes = defineRoutes(({ app, db }) => {
  const content = contentRepo(db)

  app.get('/api/open/v1/content/customEntity/list', { schema: { summary: 'CustomEntity[]' } }, () => ok(content.customEntities().map(customEntityOut)))

  app.get('/api/open/v1/metadata/list', { schema: { summary: '{key, label, type}[]' } }, () => ok(content.metadataDefs()))

  app.get('/api/open/v1/website/miniapp/template/:id', { schema: { summary: 'CustomPage', params: idParams() } }, req => {
    const p = content.customPage(req.params.id)
    if (!p) throw notFound('页面不存在')
    return ok(customPageOut(p))
  })

  app.get('/api/open/website/module/moduleData/:id', { schema: { summary: 'EntityDataSummary[]', params: idParams() } }, req => {
    const m = content.siteModule(req.params.id)
    if (!m) throw notFound('模块不存在')
    return ok(moduleRowsOf(db, m))
  })
})
