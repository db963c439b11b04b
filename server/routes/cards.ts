import type { FastifyInstance } from 'fastify'
import type { Asset, AssetDirectory, BusinessCard } from '../../types/contract'
import { paged } from '../db/paged'
import type { AssetDirRow, AssetRow, BusinessCardRow, CardBrowseRow, PosterTemplateRow } from '../db/rows'
import { badRequest, notFound, ok } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { id, int, obj, pageQuery, str } from '../lib/schema'
import { currentAccount, requireUc, toCompanyUser, type CompanyUserRow } from '../services/accounts'
import type { Ctx } from '../services/context'
import { makePoster } from '../services/posters'

/** Business cards, digital assets, poster templates and the UC (colleague) area. */
export function registerCards(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx

  const cardOut = (r: BusinessCardRow): BusinessCard => ({
    businessCardId: r.id,
    companyUserId: r.company_user_id,
    name: r.name,
    title: r.title,
    department: r.department,
    company: r.company,
    avatar: r.avatar,
    cellphone: r.cellphone,
    email: r.email,
    weChat: r.we_chat,
    address: r.address,
    intro: r.intro,
    companyLogo: (db.prepare('SELECT square_logo FROM company LIMIT 1').pluck().get() as string) ?? '',
    viewCount: r.view_count,
    likeCount: r.like_count
  })

  app.get<{ Querystring: { companyUserId: number } }>(
    '/api/open/ca/v1/businessCard/getBusinessCardByCompanyUserId',
    { schema: { querystring: obj({ companyUserId: id() }, ['companyUserId']) } },
    req => {
      const card = db.prepare('SELECT * FROM business_cards WHERE company_user_id = ?').get(req.query.companyUserId) as BusinessCardRow | undefined
      if (!card) throw notFound('名片不存在')
      // A visit by someone else counts as a view and a browse record.
      const viewer = currentAccount(db, req)
      const owner = db.prepare('SELECT cellphone FROM company_users WHERE id = ?').pluck().get(card.company_user_id)
      if (viewer && viewer.cellphone !== owner) {
        db.transaction(() => {
          db.prepare('UPDATE business_cards SET view_count = view_count + 1 WHERE id = ?').run(card.id)
          const seen = db.prepare('SELECT id FROM card_browses WHERE business_card_id = ? AND visitor_name = ?').get(card.id, viewer.nick_name) as
            { id: number } | undefined
          if (seen) db.prepare('UPDATE card_browses SET times = times + 1, time = ? WHERE id = ?').run(nowIso(), seen.id)
          else
            db.prepare('INSERT INTO card_browses (business_card_id, visitor_name, visitor_avatar, time) VALUES (?, ?, ?, ?)').run(
              card.id,
              viewer.nick_name,
              viewer.avatar,
              nowIso()
            )
        })()
        card.view_count += 1
      }
      return ok(cardOut(card))
    }
  )

  app.get<{ Params: { id: number } }>('/api/open/ca/v1/businessCard/getBrowsedRecord/:id', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
    if (!db.prepare('SELECT 1 FROM business_cards WHERE id = ?').get(req.params.id)) throw notFound('名片不存在')
    const rows = db.prepare('SELECT * FROM card_browses WHERE business_card_id = ? ORDER BY time DESC LIMIT 100').all(req.params.id) as CardBrowseRow[]
    return ok(rows.map(r => ({ id: r.id, visitorName: r.visitor_name, visitorAvatar: r.visitor_avatar, time: r.time, times: r.times })))
  })

  const assetOut = (a: AssetRow): Asset => ({ id: a.id, name: a.name, kind: a.kind, url: a.url, cover: a.cover, size: a.size, dirId: a.dir_id })
  const dirOut = (d: Pick<AssetDirRow, 'name' | 'parent_id'> & { id: number | null }, page: number): AssetDirectory => {
    const children = (db.prepare('SELECT * FROM asset_dirs WHERE parent_id IS ? ORDER BY id').all(d.id) as AssetDirRow[]).map(c => ({
      id: c.id,
      name: c.name,
      parentId: c.parent_id,
      children: [],
      assets: []
    }))
    const assets =
      d.id === null
        ? []
        : (db.prepare('SELECT * FROM assets WHERE dir_id = ? ORDER BY id LIMIT 20 OFFSET ?').all(d.id, (page - 1) * 20) as AssetRow[]).map(assetOut)
    return { id: d.id ?? 0, name: d.name, parentId: d.parent_id ?? null, children, assets }
  }
  app.get<{ Querystring: { directoryId?: number; page?: number } }>(
    '/api/open/ca/v1/businessCard/digitalAssets/directory',
    { schema: { querystring: obj({ directoryId: int(), page: int({ minimum: 1 }) }) } },
    req => {
      const page = req.query.page ?? 1
      if (!req.query.directoryId) return ok(dirOut({ id: null, name: '全部素材', parent_id: null }, page))
      const d = db.prepare('SELECT * FROM asset_dirs WHERE id = ?').get(req.query.directoryId) as AssetDirRow | undefined
      if (!d) throw notFound('目录不存在')
      return ok(dirOut(d, page))
    }
  )

  const templates = (scope: string) =>
    (
      db.prepare('SELECT id, name, preview FROM poster_templates WHERE scope = ? ORDER BY id').all(scope) as Pick<
        PosterTemplateRow,
        'id' | 'name' | 'preview'
      >[]
    ).map(t => ({
      id: t.id,
      name: t.name,
      preview: t.preview
    }))
  app.get('/api/open/ca/v1/businessCard/loadBusinessPosterTemplates', () => ok(templates('BUSINESS')))

  app.post<{ Querystring: { businessCardId: number; freeMarkerTemplateId: number } }>(
    '/api/open/ca/v1/businessCard/posterDownload',
    { schema: { querystring: obj({ businessCardId: id(), freeMarkerTemplateId: id() }, ['businessCardId', 'freeMarkerTemplateId']) } },
    async req => {
      const card = db.prepare('SELECT * FROM business_cards WHERE id = ?').get(req.query.businessCardId) as BusinessCardRow | undefined
      if (!card) throw notFound('名片不存在')
      const tpl = db.prepare("SELECT * FROM poster_templates WHERE id = ? AND scope = 'BUSINESS'").get(req.query.freeMarkerTemplateId) as
        PosterTemplateRow | undefined
      if (!tpl) throw notFound('海报模板不存在')
      return ok(
        await makePoster(ctx, {
          title: `${card.name} · ${card.title}`,
          summary: `${card.company} ${card.department}｜${card.intro}`,
          link: `/web/h/pages/index/index?tab=card&companyUserId=${card.company_user_id}`,
          seed: `card-${card.id}`,
          footer: `${card.cellphone}  ${card.email}`,
          background: tpl.background,
          color: tpl.color
        })
      )
    }
  )

  app.get('/api/open/ca/v1/businessCard/getCompanyBusinessCardTemplate', () => {
    const t = db.prepare("SELECT * FROM poster_templates WHERE scope = 'CARD' ORDER BY id LIMIT 1").get() as PosterTemplateRow | undefined
    if (!t) throw notFound('名片模板不存在')
    return ok({ id: t.id, name: t.name, background: t.background, color: t.color })
  })

  app.get<{ Querystring: { dirId?: number; assetIds?: string; size?: number; page?: number } }>(
    '/api/open/v1/asset/list',
    { schema: { querystring: pageQuery({ dirId: id(), assetIds: str(2000, { pattern: '^\\d+(,\\d+)*$' }) }) } },
    req => {
      let where = '1 = 1'
      const args: unknown[] = []
      if (req.query.dirId) {
        where = 'dir_id = ?'
        args.push(req.query.dirId)
      } else if (req.query.assetIds) {
        const ids = req.query.assetIds.split(',').map(Number).slice(0, 1000)
        where = `id IN (${ids.map(() => '?').join(',')})`
        args.push(...ids)
      } else throw badRequest('需要 dirId 或 assetIds')
      return ok(paged(db, `SELECT * FROM assets WHERE ${where} ORDER BY id`, args, req.query, assetOut, 1000))
    }
  )

  // ---------------------------------------------------------------- UC area (Authorization-Uc)

  app.get('/api/uc/v1/colleagues', req => {
    requireUc(db, req)
    return ok((db.prepare('SELECT * FROM company_users ORDER BY id').all() as CompanyUserRow[]).map(r => toCompanyUser(db, r)))
  })

  app.post<{ Body: Record<string, string> }>(
    '/api/uc/v1/businessCard/save',
    {
      schema: {
        body: obj(
          {
            name: str(40, { minLength: 1 }),
            title: str(40),
            department: str(40),
            cellphone: { type: 'string', pattern: '^$|^1[3-9]\\d{9}$' },
            email: str(120),
            weChat: str(60),
            address: str(200),
            intro: str(500)
          },
          ['name'],
          false
        )
      }
    },
    req => {
      const user = requireUc(db, req)
      const b = req.body
      const company = (db.prepare('SELECT name FROM company LIMIT 1').pluck().get() as string) ?? ''
      const existing = db.prepare('SELECT * FROM business_cards WHERE company_user_id = ?').get(user.id) as BusinessCardRow | undefined
      const v = {
        name: b.name.trim(),
        title: b.title ?? existing?.title ?? user.title,
        department: b.department ?? existing?.department ?? user.department,
        cellphone: b.cellphone ?? existing?.cellphone ?? user.cellphone,
        email: b.email ?? existing?.email ?? user.email,
        we_chat: b.weChat ?? existing?.we_chat ?? '',
        address: b.address ?? existing?.address ?? '',
        intro: b.intro ?? existing?.intro ?? ''
      }
      if (existing) {
        db.prepare(
          'UPDATE business_cards SET name=@name, title=@title, department=@department, cellphone=@cellphone, email=@email, we_chat=@we_chat, address=@address, intro=@intro WHERE id=@id'
        ).run({ ...v, id: existing.id })
      } else {
        db.prepare(
          'INSERT INTO business_cards (company_user_id, name, title, department, company, avatar, cellphone, email, we_chat, address, intro) VALUES (@uid, @name, @title, @department, @company, @avatar, @cellphone, @email, @we_chat, @address, @intro)'
        ).run({ ...v, uid: user.id, company, avatar: user.avatar })
      }
      return ok(cardOut(db.prepare('SELECT * FROM business_cards WHERE company_user_id = ?').get(user.id) as BusinessCardRow))
    }
  )
}
