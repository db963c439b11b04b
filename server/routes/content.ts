import crypto from 'node:crypto'
import { Type } from 'typebox'
import type { MetadataField } from '../../types/contract'
import { badRequest, notFound, ok } from '../lib/envelope'
import { bool, id, idParams, int, obj, oneOf, str } from '../lib/schema'
import { contentRepo } from '../repositories/content'
import { listQuery } from '../repositories/content-filter'
import { countView } from '../services/views'
import { currentAccount, type AccountRow } from '../services/accounts'
import { defineRoutes } from './plugin'
import { publicReads, queryKey } from '../services/public-reads'
import {
  BUILTIN_TYPES,
  categoriesOf,
  courseDetailOf,
  customPageOut,
  detailOf,
  getEntity,
  searchableEntitiesOf,
  searchableTypes,
  summaryOf,
  toSpeaker
} from '../services/content'

const csvIds = str(2000, { pattern: '^\\d+(,\\d+)*$' })
const typeName = () => Type.String({ pattern: `^(${BUILTIN_TYPES.join('|')}|\\d{1,9})$` })

/** Filters understood by entityDataList (documented in docs/server.md). */
const FILTER_TYPES = ['UPCOMING', 'ONGOING', 'ENDED', 'HOT', 'LATEST', 'FREE', 'PAID', 'RECOMMEND'] as const

/** Content lists, details, categories, custom entities, speakers, pages and lookups. */
export const contentRoutes = defineRoutes(({ app, ctx, db }) => {
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

  app.get('/api/open/v1/content/searchableEntityList', { schema: { summary: 'SearchableEntity[]' } }, () => ok(searchableEntitiesOf(db)))

  app.get('/api/open/v1/content/customEntity/list', { schema: { summary: 'CustomEntity[]' } }, () =>
    ok(content.customEntities().map(c => ({ id: c.id, name: c.name, fields: JSON.parse(c.fields) })))
  )

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

  app.get('/api/open/v1/website/miniapp/template/:id', { schema: { summary: 'CustomPage', params: idParams() } }, req => {
    const p = content.customPage(req.params.id)
    if (!p) throw notFound('页面不存在')
    return ok(customPageOut(p))
  })

  app.get('/api/open/v1/event/bagevent/eventList', { schema: { summary: 'EntityDataSummary[]' } }, () => ok(content.bagevents().map(r => summaryOf(db, r))))
  app.get('/api/open/v1/event/bagevent/singleEvent/:id', { schema: { summary: 'EntityDataDetail', params: idParams() } }, req => {
    const row = getEntity(db, req.params.id)
    if (row.entity_type !== 'BAGEVENT') throw notFound('活动不存在')
    return ok(detailOf(db, row, currentAccount(db, req)))
  })

  app.get('/api/open/v1/metadata/list', { schema: { summary: '{key, label, type}[]' } }, () => ok(content.metadataDefs()))

  app.get('/api/open/website/module/moduleData/:id', { schema: { summary: 'EntityDataSummary[]', params: idParams() } }, req => {
    const m = content.siteModule(req.params.id)
    if (!m) throw notFound('模块不存在')
    const rows = content.entitiesWhere(listQuery({ entityType: m.entity_type, ...JSON.parse(m.filter) }), m.size)
    return ok(rows.map(r => summaryOf(db, r)))
  })

  app.get(
    '/api/open/address/list',
    { schema: { summary: 'AddressNode[] (provinces; children of code)', description: '?code', querystring: obj({ code: str(12, { pattern: '^\\d*$' }) }) } },
    req => {
      const rows = content.addresses(req.query.code || undefined)
      if (req.query.code && !rows.length && !content.addressExists(req.query.code)) throw notFound('地区不存在')
      return ok(rows)
    }
  )

  app.get(
    '/api/open/v1/common/enterpriseInfo/searchByName',
    { schema: { summary: 'EnterpriseInfo[] (empty name → [])', description: '?name', querystring: obj({ name: str(60) }) } },
    req => {
      const name = (req.query.name ?? '').trim()
      if (!name) return ok([])
      return ok(content.enterprisesNamed(name).map(r => ({ name: r.name, creditCode: r.credit_code, legalPerson: r.legal_person })))
    }
  )

  app.get(
    '/api/open/v1/shortLink/showInfo',
    {
      schema: { summary: 'ShortLinkInfo', description: '?keyword&contentId', querystring: obj({ keyword: str(40, { pattern: '^[\\w-]*$' }), contentId: id() }) }
    },
    req => {
      const { keyword, contentId } = req.query
      if (!keyword && !contentId) throw badRequest('缺少参数 keyword')
      const row = keyword ? content.shortLink(keyword) : content.shortLinkOf(contentId!)
      if (!row) throw notFound('短链接不存在')
      return ok({ keyword: row.keyword, target: row.target, title: row.title, content: row.content })
    }
  )

  app.get('/api/open/wx/api/signature', { schema: { summary: 'WxSignature', description: '?url', querystring: obj({ url: str(2000) }) } }, req => {
    // The demo has no WeChat app: a deterministic, well-formed but inert signature.
    const timestamp = Math.floor(Date.now() / 1000)
    const nonceStr = crypto.randomBytes(8).toString('hex')
    const signature = crypto
      .createHash('sha1')
      .update(`noncestr=${nonceStr}&timestamp=${timestamp}&url=${req.query.url ?? ''}`)
      .digest('hex')
    return ok({ appId: 'wx-demo-local', timestamp, nonceStr, signature })
  })
})
