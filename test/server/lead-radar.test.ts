import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { LeadList, LeadSheet, MyData, Ticket } from '../../types/contract'
import { csvCell } from '../../server/services/lead-radar'
import { decayOf, LEAD_SCORING, pointsOf, scoreAt, type LeadAction } from '../../src/shared/lead-score'
import { body, idOf, postLoginForm, PROMOTER, serverPerSuite, tokenFor, type TestServer } from './helpers'

/** Extension leadRadar: a timeline and a decaying score per lead, hot-lead notices, privacy by scope, 我的数据. */

/** 陈晨: a promoter who is not company staff (李娜, PROMOTER, is both). */
const OTHER_PROMOTER = '13900000002'
const LINK = { 'Marketing-Track': 'utm_scid=sc1001&utm_source=promotion' }
const DAY = 86_400_000
const HOUR = 3_600_000

type Headers = Record<string, string>

describe('the scoring rules (src/shared/lead-score.ts)', () => {
  const t0 = Date.parse('2026-03-02T02:00:00Z') // 10:00 in Beijing
  const action = (kind: LeadAction['kind'], at: number, over: Partial<LeadAction> = {}): LeadAction => ({
    kind,
    at,
    category: LEAD_SCORING.actions[kind].category,
    title: kind,
    ...over
  })

  it('gives each action its points, a view more for the time spent, up to its most', () => {
    const [short, long, endless, register] = pointsOf([
      action('view', t0, { seconds: 10 }),
      action('view', t0 + 1, { seconds: 95 }),
      action('view', t0 + 2, { seconds: 3600 }),
      action('register', t0 + 3)
    ])
    assert.equal(short.points, 3)
    assert.equal(long.points, 3 + 3)
    assert.equal(endless.points, LEAD_SCORING.actions.view.maxPoints)
    assert.equal(register.points, 20)
  })

  it('caps an action per Beijing day: a loop of views adds 20 points a day, the next day counts again', () => {
    const loop = Array.from({ length: 30 }, (_, i) => action('view', t0 + i * 1000, { seconds: 200 }))
    const nextDay = action('view', t0 + DAY, { seconds: 200 })
    const scored = pointsOf([...loop, nextDay])
    assert.equal(
      scored.slice(0, 30).reduce((n, a) => n + a.points, 0),
      LEAD_SCORING.actions.view.dailyCap
    )
    assert.equal(scored[30].points, 6)
    // An action on no content (the home page) is on the timeline with no points.
    assert.equal(pointsOf([action('view', t0, { category: null })])[0].points, 0)
  })

  it('halves a category every half-life and keeps each category on its own clock', () => {
    const scored = pointsOf([action('register', t0), action('view', t0 + 1, { seconds: 95, category: 'content' })])
    const now = scoreAt(scored, t0 + 1)
    assert.equal(Math.round(now.total), 26)
    const later = scoreAt(scored, t0 + 14 * DAY)
    assert.ok(Math.abs(later.scores.events - 10) < 0.01, `events ${later.scores.events}`)
    assert.ok(Math.abs(later.scores.content - 6 * 0.25) < 0.01, `content ${later.scores.content}`)
    assert.equal(decayOf('products', 30 * DAY), 0.5)
    // Nothing decays before it happened (a record a little ahead of the rules' clock).
    assert.equal(decayOf('events', -HOUR), 1)
  })

  it('ranks the actions by what they weigh now: the reasons of the score', () => {
    const scored = pointsOf([action('register', t0 - 20 * DAY), action('download', t0, { category: 'content' }), action('card', t0 - DAY)])
    const { weights } = scoreAt(scored, t0)
    assert.deepEqual(
      weights.map(w => w.kind),
      ['download', 'register', 'card']
    )
  })

  it('escapes CSV cells: formulas get a quote, commas, quotes and line breaks are quoted', () => {
    assert.equal(csvCell('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`)
    assert.equal(csvCell('+86 138'), "'+86 138")
    assert.equal(csvCell('-1'), "'-1")
    assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)")
    assert.equal(csvCell('a,b'), '"a,b"')
    assert.equal(csvCell('两行\n文本'), '"两行\n文本"')
    assert.equal(csvCell(12), '12')
    assert.equal(csvCell(null), '')
  })
})

describe('the lead radar', () => {
  let s: TestServer
  const clock = { now: Date.now() }
  let lina: Headers
  let other: Headers
  serverPerSuite(
    async server => {
      s = server
      lina = await tokenFor(s.app, PROMOTER)
      other = await tokenFor(s.app, OTHER_PROMOTER)
    },
    { now: () => clock.now }
  )

  const get = async <T>(url: string, headers: Headers) => body<T>(await s.app.inject({ url, headers }))
  const radar = async (headers: Headers, query = '') => {
    const env = await get<LeadList>(`/api/ca-open/v1/promote/leads${query}`, headers)
    assert.equal(env.code, 200, env.message)
    return env.data
  }
  const leadNamed = async (name: string, headers = lina, query = '') => (await radar(headers, query)).leads.find(l => l.name === name)
  const sheet = (id: number, headers = lina) => get<LeadSheet>(`/api/ca-open/v1/promote/leads/${id}`, headers)
  const hotNotices = (name: string) =>
    s.db
      .prepare('SELECT COUNT(*) FROM notices n JOIN accounts a ON a.id = n.account_id WHERE a.cellphone = ? AND n.title = ?')
      .pluck()
      .get(PROMOTER, `线索升温：${name}`)

  let page = 0
  /** A content page viewed for `seconds`, as the app reports it (PAGE_VIEW, then PAGE_DURATION), through 李娜's link. */
  const view = async (h: Headers, contentId: number, seconds: number, path = '/pages/article/index') => {
    const anonymousPageId = `lead-${++page}`
    const pageProperties = { title: '详情', url: '', path, hash: '', search: `?id=${contentId}`, width: 375, height: 667, referrer: '' }
    const events = [
      { siteId: 1, anonymousPageId, type: 'systemEvent', event: 'PAGE_VIEW', properties: { contentId }, pageProperties },
      {
        siteId: 1,
        anonymousPageId,
        type: 'systemEvent',
        event: 'PAGE_DURATION',
        properties: { contentId, engagedSeconds: seconds, final: true },
        pageProperties
      }
    ]
    const res = await s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', headers: { ...h, ...LINK }, payload: events })
    assert.equal(res.statusCode, 200, res.body)
  }
  const signUp = async (h: Headers, eventKey: string) => {
    const env = body<Ticket>(
      await s.app.inject({ method: 'POST', url: `/api/ca/v1/community/entityData/signup/${idOf(s.db, eventKey)}`, headers: { ...h, ...LINK }, payload: {} })
    )
    assert.equal(env.code, 200, env.message)
    return env.data
  }
  const rename = async (h: Headers, name: string) => {
    const env = body(await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/updateInfos', headers: h, payload: { name } }))
    assert.equal(env.code, 200, env.message)
  }

  it('gives a visitor through a promoter’s link a timeline and a score with its reasons, crossing into hot with one notice', async () => {
    clock.now = Date.now()
    const h = await tokenFor(s.app, '13711112222')
    await rename(h, '雷达甲')
    await view(h, idOf(s.db, 'event-summit'), 60, '/pages/event/index') // events 3 + 2
    await signUp(h, 'event-openday') // events 20
    let lead = await leadNamed('雷达甲')
    assert.ok(lead, 'listed for 李娜')
    assert.equal(lead.score, 25)
    assert.equal(lead.promoterName, '李娜')
    assert.equal(lead.channelLabel, '推广链接')
    assert.equal(lead.hot, false)
    assert.equal(hotNotices('雷达甲'), 0)

    await view(h, idOf(s.db, 'article-3'), 95) // content 3 + 3
    lead = await leadNamed('雷达甲')
    assert.ok(lead)
    assert.equal(lead.score, 31)
    assert.equal(lead.hot, true)
    assert.deepEqual(lead.scores, { events: 25, products: 0, courses: 0, content: 6 })
    assert.equal(lead.topCategory, 'events')
    assert.deepEqual(
      lead.why.map(w => [w.kind, w.points]),
      [
        ['register', 20],
        ['view', 6],
        ['view', 5]
      ]
    )
    assert.equal(lead.why[0].title, '报名「云图产品开放日 · 北京」')
    assert.equal(lead.why[1].title, '浏览「营销自动化入门：从线索到成交的完整旅程」')
    assert.equal(hotNotices('雷达甲'), 1)

    const card = await sheet(lead.leadId)
    assert.equal(card.code, 200, card.message)
    assert.deepEqual(
      card.data.timeline.map(t => [t.kind, t.points]),
      [
        ['view', 6],
        ['register', 20],
        ['view', 5]
      ]
    )
    assert.equal(card.data.timeline[0].seconds, 95)
    assert.equal(card.data.history.length, 14)
    assert.equal(card.data.history.at(-1)!.score, 31)

    // 23 hours on, the score has cooled below the line; a new view lifts it over again: no second notice that day.
    clock.now += 23 * HOUR
    assert.equal((await leadNamed('雷达甲'))!.hot, false)
    await view(h, idOf(s.db, 'article-1'), 0) // content 3
    assert.equal((await leadNamed('雷达甲'))!.hot, true)
    assert.equal(hotNotices('雷达甲'), 1)

    // Three days on it has cooled again; crossing once more, a day after the notice, notifies again.
    clock.now += 49 * HOUR
    assert.equal((await leadNamed('雷达甲'))!.hot, false)
    await view(h, idOf(s.db, 'event-openday'), 60, '/pages/event/index')
    assert.equal((await leadNamed('雷达甲'))!.hot, true)
    assert.equal(hotNotices('雷达甲'), 2)
    clock.now = Date.now()
  })

  it('scores what the app sends as it sends it: page views under the session cookie with the link in their properties, a file fetched by its signed address', async () => {
    clock.now = Date.now()
    const login = await postLoginForm(s.app, '13612345678', '123456')
    const cookie = String(login.headers['set-cookie']).split(';')[0]
    assert.match(cookie, /^ca_session=[0-9a-f]{64}$/)
    const h = await tokenFor(s.app, '13612345678')
    await rename(h, '雷达戊')
    // The app's analytics carry no Authorization-Ca nor tracking header: the browser's cookie, the utm values in properties.
    const properties = { contentId: idOf(s.db, 'article-2'), utm_scid: 'sc1001', utm_source: 'promotion' }
    const pageProperties = { title: '详情', url: '', path: '/pages/article/index', hash: '', search: '', width: 375, height: 667, referrer: '' }
    const posted = await s.app.inject({
      method: 'POST',
      url: '/api/open/v1/analytics',
      headers: { cookie },
      payload: [{ siteId: 1, anonymousPageId: 'cookie-1', type: 'systemEvent', event: 'PAGE_VIEW', properties, pageProperties }]
    })
    assert.equal(posted.statusCode, 200, posted.body)
    const material = body<{ files: { url: string }[] }>(
      await s.app.inject({ url: `/api/open/v1/entityData/entityDataDetail/${idOf(s.db, 'material-1')}`, headers: h })
    )
    const file = await s.app.inject({ url: material.data.files[0].url })
    assert.equal(file.statusCode, 200)
    await s.app.inject({ url: material.data.files[0].url }) // (a second fetch is the same download)

    const lead = await leadNamed('雷达戊')
    assert.ok(lead, 'listed for 李娜')
    assert.equal(lead.channelLabel, '推广链接')
    assert.deepEqual(
      lead.why.map(w => [w.kind, w.points]),
      [
        ['download', 10],
        ['view', 3]
      ]
    )
  })

  it('decays the kept score on read as time passes, without a new record', async () => {
    clock.now = Date.now()
    const h = await tokenFor(s.app, '13811112222')
    await rename(h, '雷达乙')
    await signUp(h, 'event-openday')
    assert.equal((await leadNamed('雷达乙'))!.score, 20)
    clock.now += 14 * DAY
    const cooled = await leadNamed('雷达乙')
    assert.equal(cooled!.score, 10)
    assert.equal(cooled!.why[0].points, 10)
    clock.now = Date.now()
  })

  it('shows a promoter only the leads who came through them: another promoter sees neither the list row nor the sheet', async () => {
    const mine = await leadNamed('雷达甲')
    assert.ok(mine)
    assert.equal(await leadNamed('雷达甲', other), undefined)
    const stolen = await sheet(mine.leadId, other)
    assert.equal(stolen.code, 404)
    assert.equal(stolen.message, '线索不存在')
    const all = await get<LeadList>('/api/ca-open/v1/promote/leads?scope=all', other)
    assert.equal(all.code, 403)
    assert.equal(all.message, '只有公司员工可以查看全部线索')
    // Staff see everyone's, the direct member 张伟 included.
    const everyone = await radar(lina, '?scope=all')
    assert.equal(everyone.canExport, true)
    assert.ok(everyone.leads.some(l => l.name === '张伟' && l.promoterName === null && l.channelLabel === '直接访问'))
    const member = await get<LeadList>('/api/ca-open/v1/promote/leads', await tokenFor(s.app, '13800000000'))
    assert.equal(member.code, 403)
    assert.equal(member.message, '需要渠道伙伴权限')
  })

  it('masks a phone until the person gives it in a form agreeing to be contacted', async () => {
    const h = await tokenFor(s.app, '13912345678')
    await rename(h, '雷达丙')
    await view(h, idOf(s.db, 'product-5'), 200, '/pages/product/index')
    const before = await leadNamed('雷达丙')
    assert.equal(before!.cellphone, '139****5678')
    assert.equal(before!.contactConsent, false)
    const values = { name: '雷达丙', cellphone: '13912345678', company: '星河软件', industry: '其他', agree: true }
    const submitted = body(
      await s.app.inject({ method: 'POST', url: '/api/open/v1/account/submitSurvey?websiteFormId=1', headers: { ...h, ...LINK }, payload: { values } })
    )
    assert.equal(submitted.code, 200, submitted.message)
    const after = await leadNamed('雷达丙')
    assert.equal(after!.cellphone, '13912345678')
    assert.equal(after!.contactConsent, true)
    assert.equal(after!.company, '星河软件')
  })

  it('filters by interest and by new this week, and exports CSV for staff only, formulas defused', async () => {
    const products = await radar(lina, '?category=products')
    assert.ok(products.leads.length > 0)
    assert.ok(products.leads.every(l => l.scores.products > 0))
    assert.deepEqual(
      products.leads.map(l => l.scores.products),
      [...products.leads.map(l => l.scores.products)].sort((a, b) => b - a)
    )
    assert.ok((await radar(lina, '?fresh=true')).leads.every(l => l.isNew))

    await rename(await tokenFor(s.app, '13912345678'), '=HYPERLINK("http://evil")')
    const csv = await s.app.inject({ url: '/api/ca-open/v1/promote/leads/export?scope=all', headers: lina })
    assert.equal(csv.statusCode, 200)
    assert.match(String(csv.headers['content-type']), /^text\/csv/)
    assert.match(String(csv.headers['content-disposition']), /^attachment; filename\*=UTF-8''/)
    assert.ok(csv.body.startsWith('\ufeff姓名,手机号,公司'))
    assert.ok(csv.body.includes(`"'=HYPERLINK(""http://evil"")",13912345678,星河软件`), csv.body)
    assert.ok(!/\n=/.test(csv.body))
    const refused = body(await s.app.inject({ url: '/api/ca-open/v1/promote/leads/export', headers: other }))
    assert.equal(refused.code, 403)
    assert.equal(refused.message, '只有公司员工可以导出线索')
  })

  it('shows the visitor what is kept in 我的数据 and clears it: the radar forgets them, their ticket stays', async () => {
    const h = await tokenFor(s.app, '13811113333')
    await rename(h, '雷达丁')
    await view(h, idOf(s.db, 'article-2'), 40)
    const ticket = await signUp(h, 'event-openday')
    const mine = body<MyData>(await s.app.inject({ url: '/api/ca/v1/personalCenter/myData', headers: h }))
    assert.equal(mine.code, 200, mine.message)
    assert.deepEqual(
      mine.data.counts.map(c => [c.label, c.count]),
      [
        ['浏览', 1],
        ['报名活动', 1]
      ]
    )
    assert.equal(mine.data.followedBy, '渠道伙伴 李娜')
    assert.equal(mine.data.score, 24)
    const lead = await leadNamed('雷达丁')
    assert.ok(lead)

    const cleared = body<MyData>(await s.app.inject({ method: 'POST', url: '/api/ca/v1/personalCenter/myData/clear', headers: h, payload: {} }))
    assert.equal(cleared.code, 200, cleared.message)
    assert.deepEqual(cleared.data.counts, [])
    assert.equal(cleared.data.score, null)
    assert.ok(cleared.data.clearedAt)
    assert.equal(await leadNamed('雷达丁'), undefined)
    assert.equal((await sheet(lead.leadId)).code, 404)
    const accountId = s.db.prepare('SELECT id FROM accounts WHERE cellphone = ?').pluck().get('13811113333')
    assert.equal(s.db.prepare('SELECT COUNT(*) FROM analytics WHERE account_id = ?').pluck().get(accountId), 0)
    assert.equal(s.db.prepare('SELECT COUNT(*) FROM promotion_views WHERE account_id = ?').pluck().get(accountId), 0)
    const still = body<Ticket>(await s.app.inject({ url: `/api/ca/v1/bagevent/attendee/ticket/${ticket.ticketId}`, headers: h }))
    assert.equal(still.code, 200, still.message)

    // What they do next is a lead again, under a new id: a link to the old one (a notice's) opens nobody.
    await view(h, idOf(s.db, 'article-4'), 40)
    const again = await leadNamed('雷达丁')
    assert.ok(again)
    assert.notEqual(again.leadId, lead.leadId)
    assert.equal((await sheet(lead.leadId)).code, 404)
  })

  it('forgets behaviour older than the analytics retention window', async () => {
    const lead = await leadNamed('雷达乙')
    assert.ok(lead)
    clock.now = Date.now() + 31 * DAY
    assert.equal(await leadNamed('雷达乙'), undefined)
    assert.equal((await sheet(lead.leadId)).code, 404)
    assert.equal(s.db.prepare('SELECT COUNT(*) FROM leads WHERE id = ?').pluck().get(lead.leadId), 0)
    clock.now = Date.now()
  })
})

describe('the lead radar without its extension', () => {
  let s: TestServer
  serverPerSuite(server => (s = server), { extensions: [] })

  it('answers 404 on its calls and records no card views', async () => {
    const h = await tokenFor(s.app, PROMOTER)
    for (const url of [
      '/api/ca-open/v1/promote/leads',
      '/api/ca-open/v1/promote/leads/1',
      '/api/ca-open/v1/promote/leads/export',
      '/api/ca/v1/personalCenter/myData'
    ]) {
      const res = await s.app.inject({ url, headers: h })
      assert.equal(body(res).code, 404, url)
    }
    const member = await tokenFor(s.app, '13800000000')
    await s.app.inject({ url: '/api/open/ca/v1/businessCard/getBusinessCardByCompanyUserId?companyUserId=1', headers: member })
    assert.equal(
      s.db.prepare('SELECT COUNT(*) FROM lead_card_views WHERE account_id = (SELECT id FROM accounts WHERE cellphone = ?)').pluck().get('13800000000'),
      0
    )
  })
})

describe('the hot-lead subscribe message', () => {
  let s: TestServer
  const WX = 'wxTmplHotLead_0123456789'
  serverPerSuite(server => (s = server), { subscribeTemplates: { weapp: { hotLead: WX } }, schedulerIntervalS: 3600 })

  const call = async <T>(method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    body<T>(await s.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }))
  const subscribe = (h: Headers, platform: 'weapp' | 'tt', subscribed: string[]) =>
    call<{ left: number }>('POST', '/api/ca-open/v1/promote/leads/subscribe', h, { platform, subscribed })
  const turnHot = async (phone: string, name: string) => {
    const h = await tokenFor(s.app, phone)
    await call('POST', '/api/ca-open/v1/companyAccount/updateInfos', h, { name })
    for (const key of ['event-openday', 'event-live']) {
      const env = await call<Ticket>('POST', `/api/ca/v1/community/entityData/signup/${idOf(s.db, key)}`, { ...h, ...LINK }, {})
      assert.equal(env.code, 200, env.message)
    }
  }
  const outbox = () =>
    s.db.prepare('SELECT account_id, platform, template_id, page, data FROM message_outbox ORDER BY id').all() as {
      account_id: number
      platform: string
      template_id: string
      page: string
      data: string
    }[]

  it('queues one message per acceptance given on a mini-program, to the promoter whose lead turned hot', async () => {
    const lina = await tokenFor(s.app, PROMOTER)
    const radar = await call<LeadList>('GET', '/api/ca-open/v1/promote/leads', lina)
    assert.deepEqual(radar.data.hotLeadMessages, { templates: { weapp: WX, tt: null }, left: 0 })
    // Another id, or a platform with no template, keeps nothing; the template accepted keeps one message.
    assert.equal((await subscribe(lina, 'weapp', ['another'])).data.left, 0)
    assert.equal((await subscribe(lina, 'tt', [WX])).data.left, 0)
    assert.equal((await subscribe(lina, 'weapp', [WX])).data.left, 1)
    assert.equal(
      (await call('POST', '/api/ca-open/v1/promote/leads/subscribe', await tokenFor(s.app, '13800000000'), { platform: 'weapp', subscribed: [WX] })).code,
      403
    )

    await turnHot('13711112222', '订阅甲')
    const lead = (await call<LeadList>('GET', '/api/ca-open/v1/promote/leads', lina)).data.leads.find(l => l.name === '订阅甲')
    assert.ok(lead?.hot)
    const linaId = s.db.prepare('SELECT id FROM accounts WHERE cellphone = ?').pluck().get(PROMOTER)
    assert.deepEqual(
      outbox().map(m => [m.account_id, m.platform, m.template_id, m.page, JSON.parse(m.data).leadName]),
      [[linaId, 'weapp', WX, `pages/promo/leads/index?id=${lead.leadId}`, '订阅甲']]
    )
    assert.equal((await call<LeadList>('GET', '/api/ca-open/v1/promote/leads', lina)).data.hotLeadMessages.left, 0)

    // The next hot lead: the in-app notice only, the acceptance having been used.
    await turnHot('13811112222', '订阅乙')
    assert.ok((await call<LeadList>('GET', '/api/ca-open/v1/promote/leads', lina)).data.leads.find(l => l.name === '订阅乙')?.hot)
    assert.equal(outbox().length, 1)
    assert.equal(s.db.prepare("SELECT COUNT(*) FROM notices WHERE account_id = ? AND title LIKE '线索升温：订阅%'").pluck().get(linaId), 2)
  })
})
