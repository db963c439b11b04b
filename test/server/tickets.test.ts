import type { InjectOptions } from 'fastify'
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { CancelledTicket, EntityDataDetail } from '../../types/contract'
import { body, idOf, MEMBER, present, PROMOTER, serverPerSuite, tokensFor, type TestServer } from './helpers'

/** Ticket cancellation on a real temporary database: the owner gives the seat back, nobody else can. */
describe('POST /api/ca/v1/event/ticket/{ticketId}/cancel', () => {
  let s: TestServer
  let member: Record<string, string>
  let promoter: Record<string, string>
  let summit = 0

  serverPerSuite(async server => {
    s = server
    ;[member, promoter] = await tokensFor(s.app, MEMBER, PROMOTER)
    summit = idOf(s.db, 'event-summit')
  })

  const get = async <T = unknown>(url: string, headers: Record<string, string>) => body<T>(await s.app.inject({ method: 'GET', url, headers }))
  const post = async <T = unknown>(url: string, headers: Record<string, string>, payload: InjectOptions['payload'] = {}) =>
    body<T>(await s.app.inject({ method: 'POST', url, headers, payload }))
  const signedUp = async () => present((await get<EntityDataDetail>(`/api/open/v1/entityData/entityDataDetail/${summit}`, member)).data.event).signedUpCount

  const summitTicket = () =>
    s.db.prepare('SELECT t.id FROM tickets t JOIN attendees a ON a.id = t.attendee_id WHERE a.event_id = ? AND a.cellphone = ?').pluck().get(summit, MEMBER) as
      number | undefined

  /** The member's summit ticket, registering through the summit's form when they have none. */
  async function register(): Promise<number> {
    const existing = summitTicket()
    if (existing) return existing
    const form = s.db.prepare('SELECT register_form_id FROM entity_data WHERE id = ?').pluck().get(summit) as number
    const res = await post(`/api/open/v1/account/submitSurvey?websiteFormId=${form}`, member, {
      values: { name: '张伟', cellphone: MEMBER, company: '云图科技', industry: '先进制造', agree: true },
      idempotencyKey: `cancel-${Date.now()}-${Math.random()}`
    })
    assert.equal(res.code, 200, res.message)
    const tickets = (await get('/api/ca/v1/bagevent/attendee/getSuccessByCellphone', member)).data as { ticketId: number; eventId: number }[]
    const ticket = tickets.find(t => t.eventId === summit)
    assert.ok(ticket, 'the member has a summit ticket')
    return ticket.ticketId
  }

  it('refuses someone else’s ticket as if it did not exist, and the seat stays taken', async () => {
    const ticketId = await register()
    const before = await signedUp()
    const res = await post(`/api/ca/v1/event/ticket/${ticketId}/cancel`, promoter)
    assert.equal(res.code, 404)
    assert.equal(await signedUp(), before)
    assert.equal((await get(`/api/ca/v1/bagevent/attendee/ticket/${ticketId}`, member)).code, 200)
  })

  it('gives the seat back: count down, ticket gone from my tickets, form not submitted, a cancelled copy kept', async () => {
    const ticketId = await register()
    const before = await signedUp()
    const res = await post<CancelledTicket>(`/api/ca/v1/event/ticket/${ticketId}/cancel`, member)
    assert.equal(res.code, 200, res.message)
    assert.equal(res.data.ticketId, ticketId)
    assert.ok(res.data.cancelledAt)
    assert.equal(await signedUp(), before - 1)
    const mine = (await get('/api/ca/v1/bagevent/attendee/getSuccessByCellphone', member)).data as { eventId: number }[]
    assert.ok(!mine.some(t => t.eventId === summit))
    const detail = (await get<EntityDataDetail>(`/api/open/v1/entityData/entityDataDetail/${summit}`, member)).data
    assert.equal(detail.submitted, false)
    const copy = await get<CancelledTicket>(`/api/ca/v1/event/ticket/${ticketId}/cancelled`, member)
    assert.equal(copy.code, 200)
    assert.equal(copy.data.eventId, summit)
    assert.equal((await get(`/api/ca/v1/event/ticket/${ticketId}/cancelled`, promoter)).code, 404)
    // The visitor can sign up again through the same form.
    assert.equal(summitTicket(), undefined)
    assert.ok(await register())
  })

  it('refuses a ticket already checked in', async () => {
    const ticketId = s.db
      .prepare("SELECT t.id FROM tickets t JOIN attendees a ON a.id = t.attendee_id WHERE a.cellphone = ? AND a.checkin_status != 'NOT_CHECKED_IN' LIMIT 1")
      .pluck()
      .get(MEMBER) as number
    assert.ok(ticketId, 'the demo member has a checked-in ticket')
    const res = await post<CancelledTicket>(`/api/ca/v1/event/ticket/${ticketId}/cancel`, member)
    assert.equal(res.code, 400)
    assert.equal(res.message, '已签到的门票不能取消')
  })
})
