import type { Db } from '../db'
import { appPageUrl } from '../../src/shared/routes'
import { token } from '../lib/random'
import { at, avatar, bjDay, insert } from './helpers'
import { DEMO, type DemoPeople } from './people'

/** The demo visitor 李娜's shared article brought (no phone: a visitor account), and the member who found her card. */
const DEMO_LEADS = { visitorNick: '访客7305', cardMember: '13900000011' } as const

/**
 * What the lead radar (extension `leadRadar`) shows 李娜 besides the registrations her link brought: a visitor who read
 * three articles and downloaded a guide through her shared link (warm: content), and a member who opened her card and
 * read two product pages (warm: products). The page views are analytics rows as the app sends them (PAGE_VIEW with
 * the content's id, PAGE_DURATION with the seconds spent), the link's visit is the promoter's counted view.
 */
export function seedLeadRadar(db: Db, people: Pick<DemoPeople, 'promoter1'>): void {
  const contentId = (key: string) => db.prepare('SELECT id FROM entity_data WHERE content_key = ?').pluck().get(key) as number
  const fileId = (key: string) =>
    db
      .prepare('SELECT f.id FROM files f JOIN entity_data e ON e.id = f.entity_data_id WHERE e.content_key = ? ORDER BY f.id LIMIT 1')
      .pluck()
      .get(key) as number
  const account = (row: Record<string, unknown>) => insert(db, 'accounts', { account_key: token(), api_key: token(), created_at: at(-5), ...row })
  let page = 0
  /** A page view of a content detail, with the seconds spent on it, as the app reports it. */
  const view = (accountId: number, key: string, path: string, seconds: number, when: string, track: string | null) => {
    const id = contentId(key)
    const pageId = `seed-lead-${++page}`
    const rows = [
      { event: 'PAGE_VIEW', type: 'systemEvent', properties: { contentId: id }, received_at: when },
      { event: 'PAGE_DURATION', type: 'systemEvent', properties: { contentId: id, engagedSeconds: seconds, final: true }, received_at: when }
    ]
    for (const r of rows) {
      const props = JSON.stringify(r.properties)
      const pageProps = JSON.stringify({ title: '详情', url: `http://localhost${appPageUrl(path, { id })}`, path, search: `?id=${id}` })
      const texts = ['1', pageId, r.type, r.event, props, pageProps, track ?? '', r.received_at]
      insert(db, 'analytics', {
        site_id: '1',
        anonymous_page_id: pageId,
        type: r.type,
        event: r.event,
        properties: props,
        page_properties: pageProps,
        account_id: accountId,
        track,
        received_at: r.received_at,
        bytes: texts.reduce((n, t) => n + Buffer.byteLength(t), 0)
      })
    }
  }

  // A visitor through 李娜's shared article: three articles, then the automation guide.
  const visitor = account({ cellphone: null, nick_name: DEMO_LEADS.visitorNick, avatar: avatar('访客'), new_visitor: 1 })
  const shared = `utm_scid=${DEMO.promoterScid}&utm_source=share`
  insert(db, 'promotion_views', {
    promoter_id: people.promoter1,
    visitor_key: `account:${visitor}`,
    account_id: visitor,
    page: `/pages/article/index?id=${contentId('article-3')}`,
    created_at: at(-2, -3),
    client_key: 'seed-lead'
  })
  view(visitor, 'article-3', '/pages/article/index', 150, at(-2, -3), shared)
  view(visitor, 'article-14', '/pages/article/index', 95, at(-1, -5), shared)
  view(visitor, 'case-3', '/pages/case/index', 40, at(-1, -4), shared)
  insert(db, 'resources', { account_id: visitor, file_id: fileId('material-3'), obtained_at: at(-1, -4) })

  // A member who opened 李娜's card, then read about lead scoring and the promotion centre.
  const member = account({
    cellphone: DEMO_LEADS.cardMember,
    name: '林晓',
    nick_name: '林晓',
    avatar: avatar('林晓'),
    company: '星河软件',
    title: '市场总监',
    new_visitor: 0
  })
  const lina = db.prepare('SELECT id FROM company_users WHERE cellphone = ?').pluck().get(DEMO.promoter) as number
  insert(db, 'lead_card_views', { account_id: member, company_user_id: lina, day: bjDay(-3), viewed_at: at(-3) })
  view(member, 'product-5', '/pages/product/index', 240, at(-3, 1), null)
  view(member, 'product-3', '/pages/product/index', 80, at(-2, 2), null)
}
