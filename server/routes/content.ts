import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { EntityDataListQuery, MetadataField } from '../../types/contract'
import { paged } from '../db/paged'
import type { AddressRow, CategoryRow, CustomEntityRow, CustomPageRow, EnterpriseRow, ShortLinkRow, SiteModuleRow } from '../db/rows'
import { badRequest, notFound, ok } from '../lib/envelope'
import { bool, id, int, obj, str } from '../lib/schema'
import { currentAccount } from '../services/accounts'
import type { Ctx } from '../services/context'
import { BUILTIN_TYPES, courseDetailOf, detailOf, entityTypeOut, getEntity, summaryOf, toSpeaker, type EntityRow } from '../services/content'

const csvIds = str(2000, { pattern: '^\\d+(,\\d+)*$' })
const typeName = { type: 'string', pattern: `^(${BUILTIN_TYPES.join('|')}|\\d{1,9})$` }

/** Filters understood by entityDataList (documented in docs/server.md). */
export const FILTER_TYPES = ['UPCOMING', 'ONGOING', 'ENDED', 'HOT', 'LATEST', 'FREE', 'PAID', 'RECOMMEND'] as const

/** Builds the WHERE/ORDER of entityDataList; shared with module data and the AI assistant. */
export function listQuery(q: EntityDataListQuery): { where: string; args: unknown[]; order: string } {
  const where: string[] = []
  const args: unknown[] = []
  const list = (csv: string) => csv.split(',').filter(Boolean).slice(0, 200)
  const types: string[] = []
  if (q.entityType !== undefined && String(q.entityType) !== '') types.push(String(q.entityType))
  if (q.entityTypes) types.push(...list(q.entityTypes))
  if (types.length) {
    const bag = types.includes('BAGEVENT')
    const rest = types.filter(t => t !== 'BAGEVENT')
    const parts: string[] = []
    if (rest.length) {
      parts.push(`e.entity_type IN (${rest.map(() => '?').join(',')})`)
      args.push(...rest)
    }
    if (bag) parts.push("e.entity_type = 'BAGEVENT'")
    where.push(`(${parts.join(' OR ')})`)
  } else {
    // Without a type, BAGEVENT rows only show through their own endpoint.
    where.push("e.entity_type != 'BAGEVENT'")
  }
  if (q.categoryId) {
    where.push('e.category_id = ?')
    args.push(q.categoryId)
  }
  if (q.contentKeys) {
    const keys = list(q.contentKeys)
    where.push(`e.content_key IN (${keys.map(() => '?').join(',')})`)
    args.push(...keys)
  }
  if (q.searchValue && q.searchValue.trim()) {
    const like = `%${q.searchValue.trim().replace(/[%_\\]/g, c => '\\' + c)}%`
    where.push("(e.title LIKE ? ESCAPE '\\' OR e.summary LIKE ? ESCAPE '\\')")
    args.push(like, like)
  }
  if (q.recommend !== undefined) {
    where.push('e.recommend = ?')
    args.push(q.recommend ? 1 : 0)
  }
  if (q.labelId) {
    where.push('EXISTS (SELECT 1 FROM json_each(e.label_ids) WHERE value = ?)')
    args.push(q.labelId)
  }
  if (q.labelIds) {
    const ids = list(q.labelIds).map(Number)
    where.push(`EXISTS (SELECT 1 FROM json_each(e.label_ids) WHERE value IN (${ids.map(() => '?').join(',')}))`)
    args.push(...ids)
  }
  if (q.crossLabelIds) {
    for (const l of list(q.crossLabelIds).map(Number)) {
      where.push('EXISTS (SELECT 1 FROM json_each(e.label_ids) WHERE value = ?)')
      args.push(l)
    }
  }
  if (q.ids) {
    const ids = list(q.ids).map(Number)
    where.push(`e.id IN (${ids.map(() => '?').join(',')})`)
    args.push(...ids)
  }
  if (q.contentEntityId) {
    where.push('e.related_entity_id = ?')
    args.push(q.contentEntityId)
  }
  let order = 'e.publish_time DESC, e.id DESC'
  const now = new Date().toISOString()
  switch (q.filterType) {
    case 'UPCOMING':
      where.push('e.start_time > ?')
      args.push(now)
      order = 'e.start_time ASC, e.id'
      break
    case 'ONGOING':
      where.push('e.start_time <= ? AND e.end_time >= ?')
      args.push(now, now)
      break
    case 'ENDED':
      where.push('e.end_time < ?')
      args.push(now)
      order = 'e.end_time DESC, e.id DESC'
      break
    case 'HOT':
      order = 'e.view_count DESC, e.id DESC'
      break
    case 'FREE':
      where.push('COALESCE(e.price, 0) = 0')
      break
    case 'PAID':
      where.push('e.price > 0')
      break
    case 'RECOMMEND':
      where.push('e.recommend = 1')
      break
  }
  return { where: where.join(' AND ') || '1 = 1', args, order }
}

/** Content lists, details, categories, custom entities, speakers, pages and lookups. */
export function registerContent(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx

  app.get<{ Querystring: EntityDataListQuery }>(
    '/api/open/v1/entityData/entityDataList',
    {
      schema: {
        querystring: obj({
          page: int({ minimum: 1 }),
          size: int({ minimum: 1, maximum: 1000 }),
          entityType: typeName,
          entityTypes: str(400, { pattern: `^((${BUILTIN_TYPES.join('|')}|\\d{1,9}),?)+$` }),
          contentKeys: str(2000),
          searchValue: str(100),
          recommend: bool(),
          filterType: { type: 'string', enum: [...FILTER_TYPES, ''] },
          labelId: id(),
          ids: csvIds,
          crossLabelIds: csvIds,
          contentEntityId: id(),
          labelIds: csvIds,
          categoryId: id()
        })
      }
    },
    req => {
      const { where, args, order } = listQuery(req.query)
      return ok(paged(db, `SELECT e.* FROM entity_data e WHERE ${where} ORDER BY ${order}`, args, req.query, (r: EntityRow) => summaryOf(db, r)))
    }
  )

  app.get<{ Querystring: { entityType?: string; entityId?: number } }>(
    '/api/open/v1/entityData/listCategories',
    { schema: { querystring: obj({ entityType: typeName, entityId: id() }) } },
    req => {
      const type = req.query.entityType ?? (req.query.entityId ? String(req.query.entityId) : undefined)
      const rows = (
        type
          ? db.prepare('SELECT * FROM categories WHERE entity_type = ? ORDER BY sort, id').all(type)
          : db.prepare('SELECT * FROM categories ORDER BY entity_type, sort, id').all()
      ) as CategoryRow[]
      return ok(rows.map(c => ({ id: c.id, name: c.name, entityType: entityTypeOut(c.entity_type), sort: c.sort })))
    }
  )

  app.get<{ Params: { id: number } }>('/api/open/v1/entityData/entityDataDetail/:id', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
    const row = getEntity(db, req.params.id)
    db.prepare('UPDATE entity_data SET view_count = view_count + 1 WHERE id = ?').run(row.id)
    row.view_count += 1
    const account = currentAccount(db, req)
    return ok(row.entity_type === 'COURSE' ? courseDetailOf(db, row, account) : detailOf(db, row, account))
  })

  app.get<{ Querystring: { entityDataId: number; metadataKey?: string } }>(
    '/api/open/v1/entityData/metadata',
    { schema: { querystring: obj({ entityDataId: id(), metadataKey: str(60) }, ['entityDataId']) } },
    req => {
      const row = getEntity(db, req.query.entityDataId)
      const fields = JSON.parse(row.metadata) as MetadataField[]
      return ok(req.query.metadataKey ? fields.filter(f => f.key === req.query.metadataKey) : fields)
    }
  )

  app.get<{ Params: { id: number } }>('/api/open/v1/entityData/getCourseDetail/:id', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
    const row = getEntity(db, req.params.id)
    if (row.entity_type !== 'COURSE') throw notFound('课程不存在')
    return ok(courseDetailOf(db, row, currentAccount(db, req)))
  })

  app.get('/api/open/v1/content/searchableEntityList', () => {
    const names: Record<string, string> = {
      ARTICLE: '文章',
      VIDEO: '视频',
      COURSE: '课程',
      EVENT: '活动',
      FILEDOWNLOAD: '资料',
      CUSTOMER_CASE: '客户案例',
      PRODUCT_INTRODUCTION: '产品'
    }
    const builtin = Object.entries(names).map(([entityType, name]) => ({ entityType, name }))
    const custom = (db.prepare('SELECT id, name FROM custom_entities ORDER BY id').all() as Pick<CustomEntityRow, 'id' | 'name'>[]).map(c => ({
      entityType: c.id,
      name: c.name
    }))
    return ok([...builtin, ...custom])
  })

  app.get('/api/open/v1/content/customEntity/list', () =>
    ok(
      (db.prepare('SELECT * FROM custom_entities ORDER BY id').all() as CustomEntityRow[]).map(c => ({ id: c.id, name: c.name, fields: JSON.parse(c.fields) }))
    )
  )

  app.get<{ Querystring: { size?: number; page?: number; entityDataId?: number } }>(
    '/api/open/v1/speaker/list',
    { schema: { querystring: obj({ size: int({ minimum: 1, maximum: 1000 }), page: int({ minimum: 1 }), entityDataId: id() }) } },
    req => {
      const byEntity = req.query.entityDataId
      if (byEntity) getEntity(db, byEntity)
      const from = byEntity ? 'speakers s JOIN entity_speakers es ON es.speaker_id = s.id WHERE es.entity_data_id = ?' : 'speakers s'
      const args = byEntity ? [byEntity] : []
      return ok(paged(db, `SELECT s.* FROM ${from} ORDER BY s.id`, args, req.query, toSpeaker, 1000))
    }
  )

  app.get<{ Params: { id: number } }>('/api/open/v1/website/miniapp/template/:id', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
    const p = db.prepare('SELECT * FROM custom_pages WHERE id = ?').get(req.params.id) as CustomPageRow | undefined
    if (!p) throw notFound('页面不存在')
    return ok({ id: p.id, title: p.title, modules: JSON.parse(p.modules) })
  })

  app.get('/api/open/v1/event/bagevent/eventList', () =>
    ok((db.prepare("SELECT * FROM entity_data WHERE entity_type = 'BAGEVENT' ORDER BY start_time DESC").all() as EntityRow[]).map(r => summaryOf(db, r)))
  )
  app.get<{ Params: { id: number } }>('/api/open/v1/event/bagevent/singleEvent/:id', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
    const row = getEntity(db, req.params.id)
    if (row.entity_type !== 'BAGEVENT') throw notFound('活动不存在')
    return ok(detailOf(db, row, currentAccount(db, req)))
  })

  app.get('/api/open/v1/metadata/list', () => ok(db.prepare('SELECT key, label, type FROM metadata_defs ORDER BY rowid').all()))

  app.get<{ Params: { id: number } }>('/api/open/website/module/moduleData/:id', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
    const m = db.prepare('SELECT * FROM site_modules WHERE id = ?').get(req.params.id) as SiteModuleRow | undefined
    if (!m) throw notFound('模块不存在')
    const { where, args, order } = listQuery({ entityType: m.entity_type, ...JSON.parse(m.filter) })
    const rows = db.prepare(`SELECT e.* FROM entity_data e WHERE ${where} ORDER BY ${order} LIMIT ?`).all(...args, m.size) as EntityRow[]
    return ok(rows.map(r => summaryOf(db, r)))
  })

  app.get<{ Querystring: { code?: string } }>('/api/open/address/list', { schema: { querystring: obj({ code: str(12, { pattern: '^\\d*$' }) }) } }, req => {
    const rows = (
      req.query.code
        ? db.prepare('SELECT code, name FROM addresses WHERE parent_code = ? ORDER BY code').all(req.query.code)
        : db.prepare('SELECT code, name FROM addresses WHERE parent_code IS NULL ORDER BY code').all()
    ) as Pick<AddressRow, 'code' | 'name'>[]
    if (req.query.code && !rows.length && !db.prepare('SELECT 1 FROM addresses WHERE code = ?').get(req.query.code)) throw notFound('地区不存在')
    return ok(rows)
  })

  app.get<{ Querystring: { name?: string } }>('/api/open/v1/common/enterpriseInfo/searchByName', { schema: { querystring: obj({ name: str(60) }) } }, req => {
    const name = (req.query.name ?? '').trim()
    if (!name) return ok([])
    const like = `%${name.replace(/[%_\\]/g, c => '\\' + c)}%`
    const rows = db.prepare("SELECT * FROM enterprises WHERE name LIKE ? ESCAPE '\\' ORDER BY name LIMIT 10").all(like) as EnterpriseRow[]
    return ok(rows.map(r => ({ name: r.name, creditCode: r.credit_code, legalPerson: r.legal_person })))
  })

  app.get<{ Querystring: { keyword?: string; contentId?: number } }>(
    '/api/open/v1/shortLink/showInfo',
    { schema: { querystring: obj({ keyword: str(40, { pattern: '^[\\w-]*$' }), contentId: id() }) } },
    req => {
      const { keyword, contentId } = req.query
      if (!keyword && !contentId) throw badRequest('缺少参数 keyword')
      const row = (
        keyword
          ? db.prepare('SELECT * FROM short_links WHERE keyword = ?').get(keyword)
          : db.prepare('SELECT * FROM short_links WHERE content_id = ? LIMIT 1').get(contentId)
      ) as ShortLinkRow | undefined
      if (!row) throw notFound('短链接不存在')
      return ok({ keyword: row.keyword, target: row.target, title: row.title, content: row.content })
    }
  )

  app.get<{ Querystring: { url?: string } }>('/api/open/wx/api/signature', { schema: { querystring: obj({ url: str(2000) }) } }, req => {
    // The demo has no WeChat app: a deterministic, well-formed but inert signature.
    const timestamp = Math.floor(Date.now() / 1000)
    const nonceStr = crypto.randomBytes(8).toString('hex')
    const signature = crypto
      .createHash('sha1')
      .update(`noncestr=${nonceStr}&timestamp=${timestamp}&url=${req.query.url ?? ''}`)
      .digest('hex')
    return ok({ appId: 'wx-demo-local', timestamp, nonceStr, signature })
  })
}
