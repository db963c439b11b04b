import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import Database from 'better-sqlite3'
import type { Notice, Page, SubmitSurveyResult, Ticket, WaitlistState } from '../../types/contract'
import { CHEN, COLLEAGUE, fullEventVisitors, SUN, ZHAO } from './full-event'
import { body, idOf, PROMOTER, postTo, racingProcessesPerSuite, serverPerSuite, signedIn, startServer, tokenFor, type TestServer } from './helpers'

/** Issue #29 item 1: the waitlist of the demo's full event (CMO 闭门圆桌, 6 of 6 seats taken, 2 people in line). */

/** Visitors of these tests: 13700000100 … 13700000139. */
const visitor = fullEventVisitors('1', 40)
const VISITORS = Array.from({ length: 40 }, (_, i) => visitor(i))

type Headers = Record<string, string>
const HOUR = 3600_000

/** The full event's id and its sign-up form. */
function fullEvent(s: TestServer): { id: number; formId: number } {
  const id = idOf(s.db, 'event-roundtable')
  const formId = s.db.prepare('SELECT register_form_id FROM entity_data WHERE id = ?').pluck().get(id) as number
  return { id, formId }
}

/** Calls of one server (in-process). */
function client(s: TestServer) {
  const as = signedIn(s.app)
  const { id, formId } = fullEvent(s)
  const call = async <T>(method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: unknown) =>
    body<T>(await s.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: (payload ?? {}) as object } : {}) }))
  return {
    id,
    formId,
    as,
    state: async (phone?: string) => call<WaitlistState>('GET', `/api/ca-open/v1/event/${id}/waitlist`, phone ? await as(phone) : {}),
    join: async (phone: string) => call<WaitlistState>('POST', `/api/ca/v1/event/${id}/waitlist/join`, await as(phone)),
    leave: async (phone: string) => call<WaitlistState>('POST', `/api/ca/v1/event/${id}/waitlist/leave`, await as(phone)),
    register: async (phone: string) =>
      call<SubmitSurveyResult>('POST', `/api/open/v1/account/submitSurvey?websiteFormId=${formId}`, await as(phone), {
        values: { name: `访客${phone.slice(-3)}`, cellphone: phone, company: '测试公司', agree: true }
      }),
    /** Cancels the phone's ticket of the full event. */
    cancel: async (phone: string) => {
      const h = await as(phone)
      const tickets = (await call<Ticket[]>('GET', '/api/ca/v1/bagevent/attendee/getSuccessByCellphone', h)).data
      const ticket = tickets.find(t => t.eventId === id)
      assert.ok(ticket, `${phone} holds a ticket of the full event`)
      return call<Ticket>('POST', `/api/ca/v1/event/ticket/${ticket.ticketId}/cancel`, h)
    },
    notices: async (phone: string) => (await call<Page<Notice>>('GET', '/api/ca-open/v1/notice/list?page=1&size=50', await as(phone))).data.content
  }
}

/** Registrations (not rejected) of the event, read from the database. */
const registrations = (s: TestServer, eventId: number) =>
  s.db.prepare("SELECT cellphone FROM attendees WHERE event_id = ? AND audit_status != 'REJECTED' ORDER BY id").pluck().all(eventId) as string[]
/** Waitlist rows of the event by the cellphone of their account. */
const entries = (s: TestServer, eventId: number) =>
  s.db
    .prepare('SELECT a.cellphone, w.status FROM waitlist_entries w JOIN accounts a ON a.id = w.account_id WHERE w.event_id = ? ORDER BY w.id')
    .all(eventId) as { cellphone: string; status: string }[]

describe('waitlist: join, the offer, accepting it through the form', () => {
  let s: TestServer
  let c: ReturnType<typeof client>
  serverPerSuite(server => ([s, c] = [server, client(server)]))

  it('shows the full demo event with its line to anyone', async () => {
    const state = (await c.state()).data
    assert.deepEqual(
      { capacity: state.capacity, taken: state.taken, held: state.held, full: state.full, waiting: state.waiting, mine: state.mine },
      { capacity: 6, taken: 6, held: 0, full: true, waiting: 2, mine: null }
    )
  })

  it('puts a visitor at the end of the line, once however often they join', async () => {
    const joined = await c.join(visitor(1))
    assert.equal(joined.code, 200, joined.message)
    assert.equal(joined.data.mine?.status, 'WAITING')
    assert.equal(joined.data.mine?.position, 3)
    const again = await c.join(visitor(1))
    assert.equal(again.data.mine?.position, 3)
    assert.equal(entries(s, c.id).filter(e => e.cellphone === visitor(1)).length, 1)
  })

  it('refuses someone who holds a seat, and an event that still has seats', async () => {
    const seated = await c.join(COLLEAGUE)
    assert.deepEqual([seated.code, seated.message], [409, '你已报名此活动'])
    const summit = idOf(s.db, 'event-summit')
    const open = body(await s.app.inject({ method: 'POST', url: `/api/ca/v1/event/${summit}/waitlist/join`, headers: await c.as(visitor(2)), payload: {} }))
    assert.deepEqual([open.code, open.message], [400, '活动还有名额，请直接报名'])
  })

  it('offers a cancelled seat to the first in line, with its deadline in 通知, and holds it for them', async () => {
    assert.equal((await c.register(visitor(1))).code, 409, 'no seat before the cancellation')
    const before = Date.now()
    assert.equal((await c.cancel(COLLEAGUE)).code, 200)
    const zhao = (await c.state(ZHAO)).data
    assert.equal(zhao.mine?.status, 'OFFERED')
    const deadline = Date.parse(zhao.mine?.offerExpiresAt ?? '')
    assert.ok(deadline >= before + 24 * HOUR && deadline <= Date.now() + 24 * HOUR, 'held for WAITLIST_OFFER_HOURS (24 h)')
    assert.deepEqual([zhao.taken, zhao.held, zhao.full], [5, 1, true])
    const offer = (await c.notices(ZHAO)).find(n => n.title === '候补成功：名额已为你保留')
    assert.ok(offer, 'the offer notice')
    assert.match(offer.content, /\d+月\d+日 \d\d:\d\d（北京时间）/)
    assert.match(
      offer.content,
      new RegExp(`/web/h/pages/form/index\\?id=${c.formId}&amp;eventId=${c.id}|/web/h/pages/form/index\\?id=${c.formId}&eventId=${c.id}`)
    )
    // The next in line moved up; someone not in line cannot take the held seat.
    assert.equal((await c.state(visitor(1))).data.mine?.position, 2)
    const refused = await c.register(visitor(1))
    assert.deepEqual([refused.code, refused.message], [409, '活动名额已满：空出的名额已留给候补的人'])
  })

  it('lets the holder take the seat through the ordinary form', async () => {
    const result = await c.register(ZHAO)
    assert.equal(result.code, 200, result.message)
    assert.ok(result.data.ticket, 'a ticket')
    const zhao = (await c.state(ZHAO)).data
    assert.equal(zhao.mine?.status, 'ACCEPTED')
    assert.deepEqual([zhao.taken, zhao.held, zhao.full], [6, 0, true])
    assert.ok(registrations(s, c.id).includes(ZHAO))
  })

  it('lets a visitor leave the line; those behind move up', async () => {
    assert.equal((await c.leave(SUN)).data.mine?.status, 'LEFT')
    assert.equal((await c.state(visitor(1))).data.mine?.position, 1)
    const again = await c.leave(SUN)
    assert.deepEqual([again.code, again.message], [404, '你不在该活动的候补名单中'])
  })
})

describe('waitlist: offers that run out, are declined, rejected seats and more capacity (injected clock)', () => {
  let s: TestServer
  let c: ReturnType<typeof client>
  const clock = { now: Date.now() }
  serverPerSuite(server => ([s, c] = [server, client(server)]), { now: () => clock.now, waitlistOfferHours: 24 })

  it('passes an offer that ran out to the next in line and tells its holder', async () => {
    assert.equal((await c.join(visitor(3))).data.mine?.position, 3)
    await c.cancel(CHEN)
    assert.equal((await c.state(ZHAO)).data.mine?.status, 'OFFERED')
    clock.now += 23 * HOUR
    s.app.scheduler.tick()
    assert.equal((await c.state(ZHAO)).data.mine?.status, 'OFFERED', 'still held after 23 hours')
    clock.now += 2 * HOUR
    assert.deepEqual(s.app.scheduler.tick(), { reminders: 0, offered: 1, expired: 1 })
    assert.equal((await c.state(ZHAO)).data.mine?.status, 'EXPIRED')
    assert.ok((await c.notices(ZHAO)).some(n => n.title === '候补名额已过期'))
    assert.equal((await c.state(SUN)).data.mine?.status, 'OFFERED')
    const late = await c.register(ZHAO)
    assert.equal(late.code, 409, 'the expired holder has no seat any more')
  })

  it('passes a declined offer on at once', async () => {
    await c.leave(SUN)
    const next = (await c.state(visitor(3))).data
    assert.equal(next.mine?.status, 'OFFERED')
    assert.deepEqual([next.taken, next.held], [5, 1])
  })

  it('offers the seat of a rejected registration', async () => {
    assert.equal((await c.join(visitor(4))).data.mine?.position, 1)
    const attendee = s.db.prepare("SELECT id FROM attendees WHERE event_id = ? AND cellphone = '13900000000'").pluck().get(c.id) as number
    const audit = body(
      await s.app.inject({
        method: 'POST',
        url: '/api/ca/v1/event/attendee/batchAudit',
        headers: await c.as(PROMOTER),
        payload: { eventId: c.id, attendeeIds: [attendee], auditType: 'REJECT' }
      })
    )
    assert.equal(audit.code, 200, audit.message)
    assert.equal((await c.state(visitor(4))).data.mine?.status, 'OFFERED')
  })

  it('offers seats the organiser adds', async () => {
    await c.join(visitor(5))
    await c.join(visitor(6))
    const db = new Database(path.join(s.dir, 'app.sqlite'))
    try {
      db.prepare('UPDATE entity_data SET capacity = 8 WHERE id = ?').run(c.id)
    } finally {
      db.close()
    }
    assert.deepEqual(s.app.scheduler.tick(), { reminders: 0, offered: 2, expired: 0 })
    assert.equal((await c.state(visitor(5))).data.mine?.status, 'OFFERED')
    assert.equal((await c.state(visitor(6))).data.mine?.status, 'OFFERED')
  })
})

describe('waitlist under real concurrency (parallel HTTP)', () => {
  let s: TestServer
  let c: ReturnType<typeof client>
  let port = 0
  before(async () => {
    s = await startServer()
    c = client(s)
    await s.app.listen({ port: 0, host: '127.0.0.1' })
    port = (s.app.server.address() as { port: number }).port
  })
  after(() => s.close())

  const registerOver = async (at: number, phone: string) =>
    postTo<SubmitSurveyResult>(at, `/api/open/v1/account/submitSurvey?websiteFormId=${c.formId}`, await c.as(phone), {
      values: { name: `访客${phone.slice(-3)}`, cellphone: phone, company: '测试公司', agree: true }
    })

  it('queues ten visitors joining at once in ten distinct places, and one visitor joining five times once', async () => {
    const ten = VISITORS.slice(10, 20)
    for (const phone of ten) await c.as(phone)
    await Promise.all(ten.map(async phone => postTo(port, `/api/ca/v1/event/${c.id}/waitlist/join`, await c.as(phone))))
    const twice = await Promise.all(
      Array.from({ length: 5 }, async () => postTo<WaitlistState>(port, `/api/ca/v1/event/${c.id}/waitlist/join`, await c.as(visitor(20))))
    )
    assert.ok(twice.every(r => r.code === 200 && r.data.mine?.position === 13))
    const positions = await Promise.all([...ten, visitor(20)].map(async phone => (await c.state(phone)).data.mine?.position))
    assert.deepEqual(
      [...positions].sort((a, b) => (a ?? 0) - (b ?? 0)),
      Array.from({ length: 11 }, (_, i) => i + 3)
    )
  })

  it('lets exactly one of ten racing registrations take a freed seat: the holder of its offer', async () => {
    await c.cancel(COLLEAGUE)
    assert.equal((await c.state(ZHAO)).data.mine?.status, 'OFFERED')
    const racers = [ZHAO, ...VISITORS.slice(10, 19)]
    for (const phone of racers) await c.as(phone)
    const answers = await Promise.all(racers.map(phone => registerOver(port, phone)))
    assert.deepEqual(
      answers.map(a => a.code),
      [200, ...Array(9).fill(409)]
    )
    const seated = registrations(s, c.id)
    assert.equal(seated.length, 6, 'capacity 6, never more')
    assert.ok(seated.includes(ZHAO))
  })

  it('offers two seats cancelled at the same moment to two different people', async () => {
    const chenToken = await c.as(CHEN)
    const zhaoToken = await c.as(ZHAO)
    const ticketOf = async (h: Headers) =>
      (
        body<Ticket[]>(await s.app.inject({ url: '/api/ca/v1/bagevent/attendee/getSuccessByCellphone', headers: h })).data.find(
          t => t.eventId === c.id
        ) as Ticket
      ).ticketId
    const [a, b] = [await ticketOf(chenToken), await ticketOf(zhaoToken)]
    const cancelled = await Promise.all([
      postTo(port, `/api/ca/v1/event/ticket/${a}/cancel`, chenToken),
      postTo(port, `/api/ca/v1/event/ticket/${b}/cancel`, zhaoToken)
    ])
    assert.deepEqual(
      cancelled.map(r => r.code),
      [200, 200]
    )
    const offered = entries(s, c.id).filter(e => e.status === 'OFFERED')
    assert.deepEqual(
      offered.map(e => e.cellphone),
      [SUN, visitor(10)],
      'the first two in line, once each'
    )
  })
})

describe('waitlist across two server processes on one database', () => {
  const race = racingProcessesPerSuite(client)

  it('gives a freed seat to its offer holder only, whichever process each racer reaches', async () => {
    const { server: s, client: c, ports } = race
    const racers = [...VISITORS.slice(21, 31), ZHAO]
    for (const phone of racers) await c.as(phone)
    const chen = await c.as(CHEN)
    const ticket = body<Ticket[]>(await s.app.inject({ url: '/api/ca/v1/bagevent/attendee/getSuccessByCellphone', headers: chen })).data.find(
      t => t.eventId === c.id
    )
    assert.ok(ticket)
    // The cancellation and every registration at once, spread over both processes.
    const answers = await Promise.all([
      postTo(ports[0], `/api/ca/v1/event/ticket/${ticket.ticketId}/cancel`, chen),
      ...racers.map(async (phone, i) =>
        postTo<SubmitSurveyResult>(ports[i % 2], `/api/open/v1/account/submitSurvey?websiteFormId=${c.formId}`, await c.as(phone), {
          values: { name: `访客${phone.slice(-3)}`, cellphone: phone, company: '测试公司', agree: true }
        })
      )
    ])
    assert.equal(answers[0].code, 200, answers[0].message)
    assert.ok(
      answers.slice(1, -1).every(a => a.code === 409),
      'nobody outside the line took the seat'
    )
    const seated = registrations(s, c.id)
    assert.ok(seated.length <= 6, `never more than capacity: ${seated.length}`)
    if (answers.at(-1)?.code !== 200) {
      // The holder may have been faster than the cancellation; the seat is then held for them.
      assert.equal(answers.at(-1)?.code, 409)
      assert.equal((await c.state(ZHAO)).data.mine?.status, 'OFFERED')
      assert.equal(
        (
          await postTo(ports[1], `/api/open/v1/account/submitSurvey?websiteFormId=${c.formId}`, await c.as(ZHAO), {
            values: { name: '赵雷', cellphone: ZHAO, company: '测试公司', agree: true }
          })
        ).code,
        200
      )
    }
    assert.equal(registrations(s, c.id).length, 6)
    assert.ok(registrations(s, c.id).includes(ZHAO))
    assert.deepEqual(
      entries(s, c.id).filter(e => e.status === 'OFFERED' || e.status === 'ACCEPTED'),
      [{ cellphone: ZHAO, status: 'ACCEPTED' }]
    )
  })
})

describe('a server without the waitlist extension', () => {
  let s: TestServer
  serverPerSuite(server => (s = server), { extensions: [] })

  it('answers the waitlist calls 404 and registers as the specification says', async () => {
    const { id } = fullEvent(s)
    assert.equal((await s.app.inject({ url: `/api/ca-open/v1/event/${id}/waitlist` })).statusCode, 404)
    const h = await tokenFor(s.app, visitor(30))
    assert.equal((await s.app.inject({ method: 'POST', url: `/api/ca/v1/event/${id}/waitlist/join`, headers: h, payload: {} })).statusCode, 404)
    // A cancellation frees the seat for whoever registers first; nobody is offered anything.
    const c = client(s)
    await c.cancel(COLLEAGUE)
    assert.deepEqual(
      entries(s, id).map(e => e.status),
      ['WAITING', 'WAITING']
    )
    assert.equal((await c.register(visitor(30))).code, 200)
  })
})
