import type { AssetDirectory, BusinessCard } from '../../types/contract'
import type { AssetDirRow, BusinessCardRow } from '../db/rows'
import { badRequest, forbidden, notFound, ok, unauthorized } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { id, int, obj, pageQuery, phoneOrEmpty, str } from '../lib/schema'
import { currentAccount, requireUc, toCompanyUser, ucUserOf, type AccountRow } from '../services/accounts'
import { originOf } from '../services/context'
import { assetOut } from '../services/assets'
import { cardsRepo } from '../repositories/cards'
import { noteCardView } from '../services/lead-radar'
import { makePoster, posterCharge, templateOut } from '../services/posters'
import { defineRoutes } from './plugin'
import { appPageUrl, Routes } from '../../src/shared/routes'

/** Business cards, digital assets, poster templates and the UC (colleague) area. */
export const cardRoutes = defineRoutes(({ app, ctx, db, signedIn }) => {
  const cards = cardsRepo(db)

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
    companyLogo: cards.companyLogo(),
    viewCount: r.view_count,
    likeCount: r.like_count
  })

  app.get(
    '/api/open/ca/v1/businessCard/getBusinessCardByCompanyUserId',
    { schema: { summary: 'BusinessCard', description: '?companyUserId', querystring: obj({ companyUserId: id() }, ['companyUserId']) } },
    req => {
      const card = cards.cardOf(req.query.companyUserId)
      if (!card) throw notFound('名片不存在')
      // A visit by someone else counts as a view and a browse record.
      const viewer = currentAccount(db, req)
      const owner = cards.ownerPhone(card.company_user_id)
      if (viewer && viewer.cellphone !== owner) {
        cards.recordView(card.id, viewer.nick_name, viewer.avatar, nowIso())
        card.view_count += 1
        noteCardView(ctx, viewer, card.company_user_id)
      }
      return ok(cardOut(card))
    }
  )

  // Who looked at a card (nicknames, some with phone digits) is for the card's owner only: the company user
  // by their UC token, or the account with their cellphone.
  app.get(
    '/api/open/ca/v1/businessCard/getBrowsedRecord/:id',
    {
      schema: {
        summary: "BrowsedRecord[]: the card owner's only (their account token or UC token); code 403 for anyone else",
        description: '[auth]',
        params: obj({ id: id() }, ['id'])
      }
    },
    req => {
      const card = cards.card(req.params.id)
      const uc = ucUserOf(db, req)
      const viewer = currentAccount(db, req)
      if (!uc && !viewer) throw unauthorized()
      if (!card) throw notFound('名片不存在')
      const owner = uc?.id === card.company_user_id || (!!viewer?.cellphone && viewer.cellphone === cards.ownerPhone(card.company_user_id))
      if (!owner) throw forbidden('只有名片本人可以查看访客记录')
      const rows = cards.browses(req.params.id)
      return ok(rows.map(r => ({ id: r.id, visitorName: r.visitor_name, visitorAvatar: r.visitor_avatar, time: r.time, times: r.times })))
    }
  )

  const dirOut = (d: Pick<AssetDirRow, 'name' | 'parent_id'> & { id: number | null }, page: number, viewer: AccountRow | null): AssetDirectory => {
    const children = cards.childDirs(d.id).map(c => ({
      id: c.id,
      name: c.name,
      parentId: c.parent_id,
      children: [],
      assets: []
    }))
    const assets = d.id === null ? [] : cards.dirAssets(d.id, page).map(a => assetOut(db, a, viewer))
    return { id: d.id ?? 0, name: d.name, parentId: d.parent_id ?? null, children, assets }
  }
  app.get(
    '/api/open/ca/v1/businessCard/digitalAssets/directory',
    {
      schema: {
        summary: 'AssetDirectory (root when directoryId is missing; assets paged 20)',
        description: '?directoryId&page',
        querystring: obj({ directoryId: int(), page: int({ minimum: 1 }) })
      }
    },
    req => {
      const page = req.query.page ?? 1
      const viewer = currentAccount(db, req)
      if (!req.query.directoryId) return ok(dirOut({ id: null, name: '全部素材', parent_id: null }, page, viewer))
      const d = cards.dir(req.query.directoryId)
      if (!d) throw notFound('目录不存在')
      return ok(dirOut(d, page, viewer))
    }
  )

  app.get('/api/open/ca/v1/businessCard/loadBusinessPosterTemplates', { schema: { summary: 'PosterTemplate[]' } }, req =>
    ok(cards.templates('BUSINESS').map(t => templateOut(ctx, t, originOf(ctx, req))))
  )

  signedIn.post(
    '/api/open/ca/v1/businessCard/posterDownload',
    {
      schema: {
        summary: 'PosterResult (a PNG; 429/503 past the limits)',
        description: '?businessCardId&freeMarkerTemplateId [auth]',
        querystring: obj({ businessCardId: id(), freeMarkerTemplateId: id() }, ['businessCardId', 'freeMarkerTemplateId'])
      }
    },
    async (req, account) => {
      const charge = posterCharge(ctx, req, account)
      const card = cards.card(req.query.businessCardId)
      if (!card) throw notFound('名片不存在')
      const tpl = cards.template(req.query.freeMarkerTemplateId, 'BUSINESS')
      if (!tpl) throw notFound('海报模板不存在')
      return ok(
        await makePoster(
          ctx,
          {
            title: `${card.name} · ${card.title}`,
            summary: [`${card.company} ${card.department}`.trim(), card.intro].filter(Boolean).join('｜'),
            // Phone and e-mail get full-width lines of their own: at the foot they ran under the QR code.
            details: [card.cellphone && `电话 ${card.cellphone}`, card.email && `邮箱 ${card.email}`].filter(Boolean),
            link: originOf(ctx, req) + appPageUrl(Routes.home, { tab: 'card', companyUserId: card.company_user_id }),
            footer: '扫码查看我的电子名片',
            template: tpl
          },
          charge
        )
      )
    }
  )

  app.get('/api/open/ca/v1/businessCard/getCompanyBusinessCardTemplate', { schema: { summary: '{id, name, background, color}' } }, () => {
    const t = cards.firstTemplate('CARD')
    if (!t) throw notFound('名片模板不存在')
    return ok({ id: t.id, name: t.name, background: t.background, color: t.color })
  })

  app.get(
    '/api/open/v1/asset/list',
    {
      schema: {
        summary: 'Page<Asset>',
        description: '?dirId or assetIds (comma list)&size=1000',
        querystring: pageQuery({ dirId: id(), assetIds: str(2000, { pattern: '^\\d+(,\\d+)*$' }) })
      }
    },
    req => {
      const filter = req.query.dirId
        ? { dirId: req.query.dirId }
        : req.query.assetIds
          ? { ids: req.query.assetIds.split(',').map(Number).slice(0, 1000) }
          : null
      if (!filter) throw badRequest('需要 dirId 或 assetIds')
      const viewer = currentAccount(db, req)
      return ok(cards.assetPage(filter, req.query, a => assetOut(db, a, viewer)))
    }
  )

  // ---------------------------------------------------------------- UC area (Authorization-Uc)

  app.get('/api/uc/v1/colleagues', { schema: { summary: 'CompanyUser[]', description: '(ours) [uc]' } }, req => {
    requireUc(db, req)
    return ok(cards.colleagues().map(r => toCompanyUser(db, r)))
  })

  app.post(
    '/api/uc/v1/businessCard/save',
    {
      schema: {
        summary: 'BusinessCard',
        description: '(ours) [uc] {name,title,department,cellphone,email,weChat,address,intro}',
        body: obj(
          {
            name: str(40, { minLength: 1 }),
            title: str(40),
            department: str(40),
            cellphone: phoneOrEmpty(),
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
      const company = cards.companyName()
      const existing = cards.cardOf(user.id)
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
      if (existing) cards.updateCard(existing.id, v)
      else cards.insertCard(user.id, v, company, user.avatar)
      return ok(cardOut(cards.cardOf(user.id)!))
    }
  )
})
