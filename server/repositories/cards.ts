import type { PageQuery } from '../db/paged'
import { paged } from '../db/paged'
import type { AssetDirRow, AssetRow, BusinessCardRow, CardBrowseRow, CompanyUserRow, PosterTemplateRow } from '../db/rows'
import { perDb } from './per-db'

/** What a colleague may change on their card. */
export interface CardFields {
  name: string
  title: string
  department: string
  cellphone: string
  email: string
  we_chat: string
  address: string
  intro: string
}

/** Business cards and their browse records, digital assets, poster templates, colleagues. */
export const cardsRepo = perDb(db => {
  const company = db.prepare<[], { name: string; square_logo: string }>('SELECT name, square_logo FROM company LIMIT 1')
  const byId = db.prepare<[number], BusinessCardRow>('SELECT * FROM business_cards WHERE id = ?')
  const byUser = db.prepare<[number], BusinessCardRow>('SELECT * FROM business_cards WHERE company_user_id = ?')
  const userPhone = db.prepare<[number], string>('SELECT cellphone FROM company_users WHERE id = ?').pluck()
  const countView = db.prepare<[number]>('UPDATE business_cards SET view_count = view_count + 1 WHERE id = ?')
  const seen = db.prepare<[number, string], { id: number }>('SELECT id FROM card_browses WHERE business_card_id = ? AND visitor_name = ?')
  const seenAgain = db.prepare<[string, number]>('UPDATE card_browses SET times = times + 1, time = ? WHERE id = ?')
  const firstSeen = db.prepare<[number, string, string, string]>(
    'INSERT INTO card_browses (business_card_id, visitor_name, visitor_avatar, time) VALUES (?, ?, ?, ?)'
  )
  const browses = db.prepare<[number], CardBrowseRow>('SELECT * FROM card_browses WHERE business_card_id = ? ORDER BY time DESC LIMIT 100')
  const updateCard = db.prepare<CardFields & { id: number }>(
    'UPDATE business_cards SET name=@name, title=@title, department=@department, cellphone=@cellphone, email=@email, we_chat=@we_chat, address=@address, intro=@intro WHERE id=@id'
  )
  const insertCard = db.prepare<CardFields & { uid: number; company: string; avatar: string }>(
    'INSERT INTO business_cards (company_user_id, name, title, department, company, avatar, cellphone, email, we_chat, address, intro) VALUES (@uid, @name, @title, @department, @company, @avatar, @cellphone, @email, @we_chat, @address, @intro)'
  )
  const dir = db.prepare<[number], AssetDirRow>('SELECT * FROM asset_dirs WHERE id = ?')
  const childDirs = db.prepare<[number | null], AssetDirRow>('SELECT * FROM asset_dirs WHERE parent_id IS ? ORDER BY id')
  const dirAssets = db.prepare<[number, number], AssetRow>('SELECT * FROM assets WHERE dir_id = ? ORDER BY id LIMIT 20 OFFSET ?')
  const templates = db.prepare<[string], PosterTemplateRow>('SELECT * FROM poster_templates WHERE scope = ? ORDER BY id')
  const template = db.prepare<[number, string], PosterTemplateRow>('SELECT * FROM poster_templates WHERE id = ? AND scope = ?')
  const firstTemplate = db.prepare<[string], PosterTemplateRow>('SELECT * FROM poster_templates WHERE scope = ? ORDER BY id LIMIT 1')
  const colleagues = db.prepare<[], CompanyUserRow>('SELECT * FROM company_users ORDER BY id')
  return {
    companyName: () => company.get()?.name ?? '',
    companyLogo: () => company.get()?.square_logo ?? '',
    card: (id: number) => byId.get(id),
    cardOf: (companyUserId: number) => byUser.get(companyUserId),
    ownerPhone: (companyUserId: number) => userPhone.get(companyUserId),
    /** One more view of the card, and the visitor's browse record (one per visitor name, counted). */
    recordView: (cardId: number, visitorName: string, visitorAvatar: string, time: string) =>
      db.transaction(() => {
        countView.run(cardId)
        const s = seen.get(cardId, visitorName)
        if (s) seenAgain.run(time, s.id)
        else firstSeen.run(cardId, visitorName, visitorAvatar, time)
      })(),
    browses: (cardId: number) => browses.all(cardId),
    updateCard: (id: number, fields: CardFields) => updateCard.run({ ...fields, id }),
    insertCard: (companyUserId: number, fields: CardFields, company: string, avatar: string) =>
      insertCard.run({ ...fields, uid: companyUserId, company, avatar }),
    dir: (id: number) => dir.get(id),
    childDirs: (parentId: number | null) => childDirs.all(parentId),
    /** Twenty assets of a directory per page. */
    dirAssets: (dirId: number, page: number) => dirAssets.all(dirId, (page - 1) * 20),
    /** A page of the assets of a directory, or of the given ids. */
    assetPage: <Out>(filter: { dirId: number } | { ids: number[] }, query: PageQuery, map: (row: AssetRow) => Out) =>
      'dirId' in filter
        ? paged(db, 'SELECT * FROM assets WHERE dir_id = ? ORDER BY id', [filter.dirId], query, map, 1000)
        : paged(db, `SELECT * FROM assets WHERE id IN (${filter.ids.map(() => '?').join(',')}) ORDER BY id`, filter.ids, query, map, 1000),
    templates: (scope: string) => templates.all(scope),
    template: (id: number, scope: string) => template.get(id, scope),
    firstTemplate: (scope: string) => firstTemplate.get(scope),
    colleagues: () => colleagues.all()
  }
})
