import type { MetadataField } from '../../../types/contract'
import { notFound, ok } from '../../lib/envelope'
import { id, idParams, obj, str } from '../../lib/schema'
import { currentAccount, type AccountRow } from '../../services/accounts'
import { courseDetailOf, detailOf, getEntity } from '../../services/content'
import { publicReads } from '../../services/public-reads'
import { countView } from '../../services/views'
import { defineRoutes } from '../plugin'

/** One content item: its detail (a course's, a bagevent event's), its metadata, and its counted views. */
export const contentDetailRoutes = defineRoutes(({ app, ctx, db }) => {
  app.get(
    '/api/open/v1/entityData/entityDataDetail/:id',
    { schema: { summary: 'EntityDataDetail', description: '(token optional: submitted/starred/owned)', params: idParams() } },
    (req, reply) => {
      const row = getEntity(db, req.params.id)
      // Counted in memory (a few per address and minute) and written within a second; the answer shows the stored count plus the views waiting.
      countView(ctx, req, row.id)
      const account = currentAccount(db, req)
      const detail = (viewer: AccountRow | null) => ok(row.entity_type === 'COURSE' ? courseDetailOf(db, row, viewer) : detailOf(db, row, viewer))
      // Without an account the answer is everyone's (its count a few seconds stale at most); with one it is theirs.
      return account ? detail(account) : publicReads(db).send(reply, `detail ${row.id}`, () => detail(null))
    }
  )

  // A visit to a detail the page shipped with its HTML (docs/first-paint.md "Boot data"): counted as the
  // detail request above would have counted it, once per page the app shows from that data.
  app.post(
    '/api/open/v1/entityData/view/:id',
    {
      schema: {
        summary: 'null',
        description: "(ours: counts the visit of a detail the app showed from the page's boot data, as the detail request would)",
        params: idParams()
      }
    },
    req => {
      countView(ctx, req, getEntity(db, req.params.id).id)
      return ok(null)
    }
  )

  app.get(
    '/api/open/v1/entityData/metadata',
    {
      schema: {
        summary: 'MetadataField[]',
        description: '?entityDataId&metadataKey',
        querystring: obj({ entityDataId: id(), metadataKey: str(60) }, ['entityDataId'])
      }
    },
    req => {
      const row = getEntity(db, req.query.entityDataId)
      const fields = JSON.parse(row.metadata) as MetadataField[]
      return ok(req.query.metadataKey ? fields.filter(f => f.key === req.query.metadataKey) : fields)
    }
  )

  app.get('/api/open/v1/entityData/getCourseDetail/:id', { schema: { summary: 'CourseDetail', params: idParams() } }, req => {
    const row = getEntity(db, req.params.id)
    if (row.entity_type !== 'COURSE') throw notFound('课程不存在')
    return ok(courseDetailOf(db, row, currentAccount(db, req)))
  })

  app.get('/api/open/v1/event/bagevent/singleEvent/:id', { schema: { summary: 'EntityDataDetail', params: idParams() } }, req => {
    const row = getEntity(db, req.params.id)
    if (row.entity_type !== 'BAGEVENT') throw notFound('活动不存在')
    return ok(detailOf(db, row, currentAccount(db, req)))
  })
})
