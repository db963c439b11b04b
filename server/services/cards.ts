import type { AssetDirectory, BrowsedRecord, BusinessCard } from '../../types/contract'
import type { Db } from '../db'
import type { AssetDirRow, BusinessCardRow, CompanyUserRow, PosterTemplateRow } from '../db/rows'
import { forbidden, notFound, unauthorized } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { cardsRepo } from '../repositories/cards'
import type { AccountRow } from './accounts'
import { assetOut } from './assets'
import type { Ctx } from './context'
import { noteCardView } from './lead-radar'
import type { PosterInput } from './posters'

/** A business card as the API answers it (with the company's logo). */
function cardOut(db: Db, r: BusinessCardRow): BusinessCard {
  return {
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
    companyLogo: cardsRepo(db).companyLogo(),
    viewCount: r.view_count,
    likeCount: r.like_count
  }
}

/**
 * The card of a company user, as `viewer` opens it: a visit by someone else than its owner counts as a view and a
 * browse record (and a lead-radar signal). 404 when the company user has no card.
 */
export function visitCard(ctx: Pick<Ctx, 'db' | 'extensions'>, companyUserId: number, viewer: AccountRow | null): BusinessCard {
  const cards = cardsRepo(ctx.db)
  const card = cards.cardOf(companyUserId)
  if (!card) throw notFound('名片不存在')
  const owner = cards.ownerPhone(card.company_user_id)
  if (viewer && viewer.cellphone !== owner) {
    cards.recordView(card.id, viewer.nick_name, viewer.avatar, nowIso())
    card.view_count += 1
    noteCardView(ctx, viewer, card.company_user_id)
  }
  return cardOut(ctx.db, card)
}

/**
 * Who looked at a card (nicknames, some with phone digits), for the card's owner only: the company user by their UC
 * token (`uc`), or the account with their cellphone (`viewer`). 401 with neither, 404 without the card, 403 for anyone else.
 */
export function browsedRecordsOf(db: Db, cardId: number, uc: CompanyUserRow | undefined, viewer: AccountRow | null): BrowsedRecord[] {
  const cards = cardsRepo(db)
  const card = cards.card(cardId)
  if (!uc && !viewer) throw unauthorized()
  if (!card) throw notFound('名片不存在')
  const owner = uc?.id === card.company_user_id || (!!viewer?.cellphone && viewer.cellphone === cards.ownerPhone(card.company_user_id))
  if (!owner) throw forbidden('只有名片本人可以查看访客记录')
  return cards.browses(cardId).map(r => ({ id: r.id, visitorName: r.visitor_name, visitorAvatar: r.visitor_avatar, time: r.time, times: r.times }))
}

/** A directory of the brand kit with its subdirectories and one page of its assets (the root has none); 404 when missing. */
export function assetDirectoryOf(db: Db, directoryId: number | undefined, page: number, viewer: AccountRow | null): AssetDirectory {
  const cards = cardsRepo(db)
  const dirOut = (d: Pick<AssetDirRow, 'name' | 'parent_id'> & { id: number | null }): AssetDirectory => {
    const children = cards.childDirs(d.id).map(c => ({ id: c.id, name: c.name, parentId: c.parent_id, children: [], assets: [] }))
    const assets = d.id === null ? [] : cards.dirAssets(d.id, page).map(a => assetOut(db, a, viewer))
    return { id: d.id ?? 0, name: d.name, parentId: d.parent_id ?? null, children, assets }
  }
  if (!directoryId) return dirOut({ id: null, name: '全部素材', parent_id: null })
  const d = cards.dir(directoryId)
  if (!d) throw notFound('目录不存在')
  return dirOut(d)
}

/** The poster of a business card: its name and title, company, intro, phone and e-mail; the QR code opens `link`. */
export function cardPoster(card: BusinessCardRow, link: string, template: PosterTemplateRow): PosterInput {
  return {
    title: `${card.name} · ${card.title}`,
    summary: [`${card.company} ${card.department}`.trim(), card.intro].filter(Boolean).join('｜'),
    // Phone and e-mail get full-width lines of their own: at the foot they ran under the QR code.
    details: [card.cellphone && `电话 ${card.cellphone}`, card.email && `邮箱 ${card.email}`].filter(Boolean),
    link,
    footer: '扫码查看我的电子名片',
    template
  }
}

/** The company's business-card template as getCompanyBusinessCardTemplate answers it. */
export const cardTemplateOut = (t: PosterTemplateRow) => ({ id: t.id, name: t.name, background: t.background, color: t.color })

/** What a company user may change on their card; a field left out keeps its value (or the company user's). */
interface CardChanges {
  name: string
  title?: string
  department?: string
  cellphone?: string
  email?: string
  weChat?: string
  address?: string
  intro?: string
}

/** Creates or updates the company user's own card and answers it. */
export function saveCard(db: Db, user: CompanyUserRow, b: CardChanges): BusinessCard {
  const cards = cardsRepo(db)
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
  return cardOut(db, cards.cardOf(user.id)!)
}
