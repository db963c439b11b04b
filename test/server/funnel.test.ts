import assert from 'node:assert/strict'
import path from 'node:path'
import { describe, it } from 'node:test'
import Database from 'better-sqlite3'
import type { FunnelLink, PromotionFunnel, PromotionTask, PromotionViewData, RankItem, SubmitSurveyResult, Ticket } from '../../types/contract'
import { trendDays } from '../../server/services/funnel'
import { body, idOf, PROMOTER, serverPerSuite, tokenFor, type TestServer } from './helpers'

/** Issue #29 item 6: the promoter funnel (extension `funnel`): visits → registrations → approved → checked in. */

/** 陈晨: a promoter who is not company staff. */
const OTHER_PROMOTER = '13900000002'
const LINK = 'utm_scid=sc1001&utm_source=promotion'

type Headers = Record<string, string>

/** A page view of an event's page, as the app's analytics client posts it. */
const eventView = (eventId: number) => ({
  siteId: 1,
  anonymousPageId: `funnel-${eventId}-${Math.random()}`,
  type: 'systemEvent',
  event: 'PAGE_VIEW',
  properties: {},
  pageProperties: {
    title: '活动',
    url: '',
    path: '/web/h/pages/event/index',
    hash: '',
    search: `?id=${eventId}&${LINK}`,
    width: 375,
    height: 667,
    referrer: ''
  }
})

const registration = { company: '某公司', industry: '教育', agree: true }

describe('the promoter funnel', () => {
  let s: TestServer
  let staff: Headers
  let summit: number
  let openDay: number
  serverPerSuite(async server => {
    s = server
    staff = await tokenFor(s.app, PROMOTER)
    summit = idOf(s.db, 'event-summit')
    openDay = idOf(s.db, 'event-openday')
  })

  const funnel = async (headers: Headers, query = '') => {
    const env = body<PromotionFunnel>(await s.app.inject({ url: `/api/ca-open/v1/promote/funnel${query}`, headers }))
    assert.equal(env.code, 200, env.message)
    return env.data
  }
  const linkOf = (f: PromotionFunnel, eventId: number, promoter = '李娜'): FunnelLink =>
    f.links.find(l => l.eventId === eventId && l.promoterName === promoter) ?? {
      eventId,
      title: '',
      promoterName: promoter,
      visits: 0,
      registrations: 0,
      approved: 0,
      checkedIn: 0
    }
  const today = (f: PromotionFunnel) => f.daily[f.daily.length - 1]
  const post = async <T>(url: string, headers: Headers, payload?: object) => body<T>(await s.app.inject({ method: 'POST', url, headers, payload }))

  it('counts a visitor through the link, their registration, its approval and their check-in at the door', async () => {
    const before = await funnel(staff, '?days=7')
    const visitor = { ...(await tokenFor(s.app, '13811113333')), 'Marketing-Track': LINK }

    // Visits: the event pages seen through the link, one visitor once.
    assert.equal((await post('/api/open/v1/analytics', visitor, [eventView(summit), eventView(openDay)])).code, 200)
    const visited = await funnel(staff, '?days=7')
    assert.equal(visited.totals.visits, before.totals.visits + 1)
    assert.equal(linkOf(visited, summit).visits, linkOf(before, summit).visits + 1)
    assert.equal(linkOf(visited, openDay).visits, linkOf(before, openDay).visits + 1)
    assert.equal(today(visited).visits, today(before).visits + 1)

    // Registrations: the summit's form (audited) and the open day's (no form, on now, door open).
    const form = await post<SubmitSurveyResult>('/api/open/v1/account/submitSurvey?websiteFormId=1', visitor, {
      values: { name: '漏斗甲', cellphone: '13811113333', ...registration }
    })
    assert.equal(form.code, 200, form.message)
    const signup = await post<Ticket>(`/api/ca/v1/community/entityData/signup/${openDay}`, visitor)
    assert.equal(signup.code, 200, signup.message)
    const registered = await funnel(staff, '?days=7')
    assert.equal(registered.totals.registrations, before.totals.registrations + 2)
    assert.equal(linkOf(registered, summit).registrations, linkOf(before, summit).registrations + 1)
    // A sign-up without a form is the promoter's too (it was not before).
    assert.equal(linkOf(registered, openDay).registrations, linkOf(before, openDay).registrations + 1)
    assert.equal(today(registered).registrations, today(before).registrations + 2)
    // The summit needs approval; the open day does not.
    assert.equal(registered.totals.approved, before.totals.approved + 1)

    const attendee = s.db.prepare('SELECT id FROM attendees WHERE event_id = ? AND cellphone = ?').pluck().get(summit, '13811113333') as number
    const audit = await post('/api/ca/v1/event/attendee/batchAudit', staff, { eventId: summit, attendeeIds: [attendee], auditType: 'APPROVE' })
    assert.equal(audit.code, 200, audit.message)
    const approved = await funnel(staff, '?days=7')
    assert.equal(linkOf(approved, summit).approved, linkOf(before, summit).approved + 1)
    assert.equal(approved.totals.approved, before.totals.approved + 2)

    // Door staff check them in at the open day.
    const door = await post<Ticket>(`/api/ca/v1/event/${openDay}/attendee/checkInByPhone`, staff, { cellphone: '13811113333' })
    assert.equal(door.code, 200, door.message)
    const came = await funnel(staff, '?days=7')
    assert.equal(came.totals.checkedIn, before.totals.checkedIn + 1)
    assert.equal(linkOf(came, openDay).checkedIn, linkOf(before, openDay).checkedIn + 1)
    assert.equal(today(came).checkedIn, today(before).checkedIn + 1)
    assert.equal(came.daily.length, 7)
  })

  it('shows the demo past event with check-ins through the promoter’s link', async () => {
    const f = await funnel(staff)
    const workshop = linkOf(f, idOf(s.db, 'event-workshop'))
    assert.ok(workshop.visits > 0 && workshop.registrations > 0 && workshop.checkedIn > 0, JSON.stringify(workshop))
    assert.ok(workshop.checkedIn <= workshop.approved && workshop.approved <= workshop.registrations)
  })

  it("shows a promoter only their own links; everyone's only to company staff", async () => {
    const other = await tokenFor(s.app, OTHER_PROMOTER)
    const own = await funnel(other)
    assert.equal(own.scope, 'mine')
    assert.equal(own.canSeeAll, false)
    assert.deepEqual(own.links, [], 'none of 李娜’s links')
    assert.equal(own.totals.registrations, 0)
    const refused = body(await s.app.inject({ url: '/api/ca-open/v1/promote/funnel?scope=all', headers: other }))
    assert.equal(refused.code, 403)
    assert.equal(refused.data, null)

    const all = await funnel(staff, '?scope=all')
    assert.equal(all.canSeeAll, true)
    assert.ok(
      all.links.some(l => l.promoterName === '刘强'),
      'every promoter’s links'
    )
    // The company's report counts every registration by source, with a promoter or without.
    const everyone = s.db.prepare('SELECT COUNT(*) FROM attendees').pluck().get() as number
    assert.equal(
      all.sources.reduce((n, x) => n + x.registrations, 0),
      everyone
    )
    const member = body(await s.app.inject({ url: '/api/ca-open/v1/promote/funnel', headers: await tokenFor(s.app, '13811112222') }))
    assert.equal(member.code, 403, 'not a promoter')
  })

  it('counts a task set to check-ins by the people who came, and ranks its event by them', async () => {
    const tasks = async () => body<PromotionTask[]>(await s.app.inject({ url: '/api/ca-open/v1/promote/tasks', headers: staff })).data
    const task = (list: PromotionTask[]) => list.find(t => t.metric === 'CHECKINS')!
    const before = task(await tasks())
    assert.ok(before, 'the seed sets one task to check-ins')
    const came = s.db
      .prepare('SELECT COUNT(*) FROM attendees a JOIN promoters p ON p.id = a.promoter_id WHERE p.scid = ? AND a.event_id = ? AND a.checkin_time IS NOT NULL')
      .pluck()
      .get('sc1001', openDay) as number
    assert.equal(before.done, Math.min(came, before.target))

    // Views do not move it; a door check-in of someone the promoter brought does.
    await post('/api/open/v1/analytics', { 'Marketing-Track': LINK }, [eventView(openDay)])
    assert.equal(task(await tasks()).done, before.done)
    const who = s.db
      .prepare("SELECT cellphone FROM attendees WHERE event_id = ? AND promoter_id = 1 AND checkin_time IS NULL AND audit_status = 'APPROVED' LIMIT 1")
      .pluck()
      .get(openDay) as string
    assert.ok(who, 'someone the promoter brought who has not come yet')
    assert.equal((await post(`/api/ca/v1/event/${openDay}/attendee/checkInByPhone`, staff, { cellphone: who })).code, 200)
    assert.equal(task(await tasks()).done, before.done + 1)

    const rank = body<RankItem[]>(await s.app.inject({ url: `/api/open/v1/promotionEvent/rank?eventId=${openDay}`, headers: staff })).data
    assert.equal(rank[0].name, '李娜')
    assert.equal(rank[0].metric, 'CHECKINS')
    assert.equal(rank[0].count, came + 1)
  })

  it('gives each number one definition: the trends add up to the headline numbers of the same period', async () => {
    // One visitor on two days of the period, and one view on each of two Beijing days' edges.
    const promoter = s.db.prepare('SELECT id FROM promoters WHERE cellphone = ?').pluck().get(PROMOTER) as number
    const write = new Database(path.join(s.dir, 'app.sqlite'))
    const view = write.prepare('INSERT INTO promotion_views (promoter_id, visitor_key, account_id, page, created_at) VALUES (?, ?, NULL, ?, ?)')
    const ago = (days: number, hours = 0) => new Date(Date.now() - days * 86400000 - hours * 3600000).toISOString()
    view.run(promoter, 'anon:twice', `/pages/event/index?id=${summit}`, ago(1))
    view.run(promoter, 'anon:twice', `/pages/event/index?id=${summit}`, ago(3))
    view.run(promoter, 'anon:twice', '/pages/index/index', ago(3, 1))
    write.close()
    const views = async (query: string) => body<PromotionViewData>(await s.app.inject({ url: `/api/ca-open/v1/promote/${query}`, headers: staff })).data
    for (const days of [7, 30, 90]) {
      const series = await views(`myPromotionViewData?days=${days}`)
      const trend = await funnel(staff, `?days=${days}`)
      // 浏览量: every view once; the days add up to the period's number.
      assert.equal(
        series.daily.reduce((n, d) => n + d.pv, 0),
        series.pv,
        `浏览量 of ${days} days`
      )
      // 访客数: one visitor once in the period, whichever screen shows it.
      assert.equal(trend.period.visits, series.uv, `访客数 of ${days} days`)
      assert.equal(
        trend.period.registrations,
        trend.daily.reduce((n, d) => n + d.registrations, 0)
      )
      assert.equal(
        trend.period.checkedIn,
        trend.daily.reduce((n, d) => n + d.checkedIn, 0)
      )
      // Both trends count the same (Beijing) days.
      assert.deepEqual(
        series.daily.map(d => d.date),
        trend.daily.map(d => d.date)
      )
    }
    // A period holding every view and registration: its numbers are the all-time headline numbers.
    const all = await views('getMyPromotionPageViewData')
    const ninety = await views('myPromotionViewData?days=90')
    const trend = await funnel(staff, '?days=90')
    assert.deepEqual([ninety.pv, ninety.uv, ninety.applicants], [all.pv, all.uv, all.applicants])
    assert.deepEqual([trend.period.visits, trend.period.registrations], [trend.totals.visits, trend.totals.registrations])
    assert.equal(trend.totals.visits, all.uv)
    assert.equal(trend.totals.registrations, all.applicants)
  })

  it('keeps trend days on the Beijing calendar, oldest first', () => {
    // 2024-03-01 17:00 UTC is already 2 March in Beijing.
    const { dates, since } = trendDays(3, Date.parse('2024-03-01T17:00:00Z'))
    assert.deepEqual(dates, ['2024-02-29', '2024-03-01', '2024-03-02'])
    assert.equal(since, '2024-02-28T16:00:00.000Z')
  })
})

/** Issue #29 item 7: a sign-up that began on an assistant card is the assistant's in the reports. */
describe('attribution of sign-ups to the assistant', () => {
  let s: TestServer
  let staff: Headers
  serverPerSuite(async server => {
    s = server
    staff = await tokenFor(s.app, PROMOTER)
  })

  const assistantSource = async () =>
    body<PromotionFunnel>(await s.app.inject({ url: '/api/ca-open/v1/promote/funnel?scope=all', headers: staff })).data.sources.find(
      x => x.source === 'ai_assistant'
    )

  it('records the source a registration began with and shows it in the company report as 智能助手', async () => {
    const before = (await assistantSource())?.registrations ?? 0
    const h = { ...(await tokenFor(s.app, '13711112222')), 'Marketing-Track': 'utm_source=ai_assistant' }
    // The server showed this account the summit's card (a header alone is not believed: trust-attribution).
    const asked = await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/ai/assistant/chat', headers: h, payload: { message: '峰会怎么报名？' } })
    assert.equal(asked.statusCode, 200, asked.body)
    const payload = { values: { name: '助手甲', cellphone: '13711112222', ...registration }, idempotencyKey: 'assistant-card-1' }
    const res = body<SubmitSurveyResult>(await s.app.inject({ method: 'POST', url: '/api/open/v1/account/submitSurvey?websiteFormId=1', headers: h, payload }))
    assert.equal(res.code, 200, res.message)
    const row = s.db
      .prepare(
        'SELECT s.source AS submission, a.source AS attendee FROM form_submissions s JOIN tickets t ON t.id = s.ticket_id JOIN attendees a ON a.id = t.attendee_id WHERE s.id = ?'
      )
      .get(res.data.submissionId)
    assert.deepEqual(row, { submission: 'ai_assistant', attendee: 'ai_assistant' })
    const after = await assistantSource()
    assert.equal(after?.label, '智能助手')
    assert.equal(after?.registrations, before + 1)

    // A replay of the same submission from elsewhere keeps where it began.
    const replay = await s.app.inject({
      method: 'POST',
      url: '/api/open/v1/account/submitSurvey?websiteFormId=1',
      headers: { ...h, 'Marketing-Track': 'utm_source=newsletter' },
      payload
    })
    assert.equal(body<SubmitSurveyResult>(replay).data.submissionId, res.data.submissionId)
    assert.equal(s.db.prepare('SELECT source FROM form_submissions WHERE id = ?').pluck().get(res.data.submissionId), 'ai_assistant')
  })

  it('counts the taps on the assistant’s cards the app reported, by action', async () => {
    const tap = (action: string) => ({
      siteId: 1,
      anonymousPageId: 'cards',
      type: 'event',
      event: 'ai_card_action',
      properties: { action, id: 1 },
      pageProperties: {}
    })
    const before = (await body<PromotionFunnel>(await s.app.inject({ url: '/api/ca-open/v1/promote/funnel?scope=all', headers: staff })).data).assistantActions!
    await s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', payload: [tap('signup'), tap('signup'), tap('download'), tap('favorite')] })
    const after = body<PromotionFunnel>(await s.app.inject({ url: '/api/ca-open/v1/promote/funnel?scope=all', headers: staff })).data.assistantActions!
    assert.deepEqual(after, { signup: before.signup + 2, download: before.download + 1, favorite: before.favorite + 1 })
  })
})

describe('a server without the funnel extension', () => {
  let s: TestServer
  serverPerSuite(server => (s = server), { extensions: [] })

  it('has no funnel call and answers tasks and ranks in the specification’s shape', async () => {
    const staff = await tokenFor(s.app, PROMOTER)
    const res = await s.app.inject({ url: '/api/ca-open/v1/promote/funnel', headers: staff })
    assert.equal(res.statusCode, 404)
    const tasks = body<PromotionTask[]>(await s.app.inject({ url: '/api/ca-open/v1/promote/tasks', headers: staff })).data
    assert.ok(tasks.length > 0 && tasks.every(t => !('metric' in t)))
    const rank = body<RankItem[]>(await s.app.inject({ url: '/api/open/v1/promotionEvent/rank', headers: staff })).data
    assert.ok(rank.length > 0 && rank.every(r => !('metric' in r)))
  })
})
