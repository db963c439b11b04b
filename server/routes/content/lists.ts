import { Type } from 'typebox'
import { ok } from '../../lib/envelope'
import { bool, id, int, obj, oneOf, str } from '../../lib/schema'
import { contentRepo } from '../../repositories/content'
import { listQuery } from '../../repositories/content-filter'
import { publicReads, queryKey } from '../../services/public-reads'
import { BUILTIN_TYPES, categoriesOf, getEntity, searchableEntitiesOf, searchableTypes, summaryOf, toSpeaker } from '../../services/content'
import { defineRoutes } from '../plugin'

const csvIds = str(2000, { pattern: '^\\d+(,\\d+)*$' })
const typeName = () => Type.String({ pattern: `^(${BUILTIN_TYPES.join('|')}|\\d{1,9})$` })

/** Filters understood by entityDataList (documented in docs/server.md). */
const FILTER_TYPES = ['UPCOMING', 'ONGOING', 'ENDED', 'HOT', 'LATEST', 'FREE', 'PAID', 'RECOMMEND'] as const

/** Content lists: the filtered list, categories, searchable types, bagevent events and speakers. */
export const contentListRoutes = defineRoutes(({ app, db }) => {
  const content = contentRepo(db)

  app.get(
    '/api/open/v1/entityData/entityDataList',
    {
      schema: {
        summary:
          "Page<EntityDataSummary> (`searchValue` matches title, summary, or the name of the item's type: 课程 finds every course; unlisted content only by `ids`/`contentKeys`)",
        description: '(EntityDataListQuery)',
        querystring: obj({
          page: int({ minimum: 1 }),
          size: int({ minimum: 1, maximum: 1000 }),
          entityType: typeName(),
          entityTypes: str(400, { pattern: `^((${BUILTIN_TYPES.join('|')}|\\d{1,9}),?)+$` }),
          contentKeys: str(2000),
          searchValue: str(100),
          recommend: bool(),
          filterType: oneOf([...FILTER_TYPES, '']),
          labelId: id(),
          ids: csvIds,
          crossLabelIds: csvIds,
          contentEntityId: id(),
          labelIds: csvIds,
          categoryId: id()
        })
      }
    },
    // The same for every visitor: answered from memory while the content stays as it is (services/public-reads.ts).
    (req, reply) =>
      publicReads(db).send(reply, queryKey('list', req.query), () =>
        ok(content.entityPage(listQuery(req.query, searchableTypes(db)), req.query, r => summaryOf(db, r)))
      )
  )

  app.get(
    '/api/open/v1/entityData/listCategories',
    { schema: { summary: 'Category[]', description: '?entityType&entityId', querystring: obj({ entityType: typeName(), entityId: id() }) } },
    req => {
      const type = req.query.entityType ?? (req.query.entityId ? String(req.query.entityId) : undefined)
      return ok(categoriesOf(db, type))
    }
  )

  app.get('/api/open/v1/content/searchableEntityList', { schema: { summary: 'SearchableEntity[]' } }, () => ok(searchableEntitiesOf(db)))

  app.get('/api/open/v1/event/bagevent/eventList', { schema: { summary: 'EntityDataSummary[]' } }, () => ok(content.bagevents().map(r => summaryOf(db, r))))

  app.get(
    '/api/open/v1/speaker/list',
    {
      schema: {
        summary: 'Page<Speaker>',
        description: '?size=1000&entityDataId',
        querystring: obj({ size: int({ minimum: 1, maximum: 1000 }), page: int({ minimum: 1 }), entityDataId: id() })
      }
    },
    req => {
      const byEntity = req.query.entityDataId
      if (byEntity) getEntity(db, byEntity)
      return ok(content.speakerPage(byEntity, req.query, toSpeaker))
    }
  )
})
