import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Ticket, WaitlistState } from '../../types/contract'
import { CANCELLED_KEPT } from '../../server/repositories/tickets'
import { EDITS_KEPT } from '../../server/repositories/registration-edits'
import { fullEventVisitors } from './full-event'
import { body, idOf, MEMBER, serverPerSuite, tokenFor, type TestServer } from './helpers'

/**
 * One account writing in a loop: signing up and cancelling, editing a registration back and forth, joining and
 * leaving a waitlist. Every write shares a budget per account and per address, and the history tables keep a
 * bounded number of rows whatever the loop does.
 */

const visitor = fullEventVisitors('7', 4)
type Headers = Record<string, string>

const SUMMIT_VALUES = { name: '张伟', cellphone: MEMBER, company: '华联零售集团', industry: '零售消费', agree: true }

function calls(s: TestServer) {
  const post = (url: string, headers: Headers, payload: object = {}, remoteAddress?: string) =>
    s.app.inject({ method: 'POST', url, headers, payload, ...(remoteAddress ? { remoteAddress } : {}) })
  const openday = idOf(s.db, 'event-openday')
  return {
    post,
    openday,
    /** Signs up for the open day and cancels the ticket: two writes; answers both HTTP statuses. */
    signUpAndCancel: async (h: Headers, remoteAddress?: string): Promise<number[]> => {
      const signed = await post(`/api/ca/v1/community/entityData/signup/${openday}`, h, {}, remoteAddress)
      if (signed.statusCode !== 200) return [signed.statusCode]
      const ticket = body<Ticket>(signed).data
      const cancelled = await post(`/api/ca/v1/event/ticket/${ticket.ticketId}/cancel`, h, {}, remoteAddress)
      return [signed.statusCode, cancelled.statusCode]
    },
    cancelledRows: (h: { accountId: number }) => s.db.prepare('SELECT COUNT(*) FROM cancelled_tickets WHERE account_id = ?').pluck().get(h.accountId) as number
  }
}

const accountIdOf = (s: TestServer, phone: string) => s.db.prepare('SELECT id FROM accounts WHERE cellphone = ?').pluck().get(phone) as number

describe('a write loop of one account or address hits the shared budget', () => {
  let s: TestServer
  serverPerSuite(server => (s = server), { writesPerMinute: 10, writesPerIpPerMinute: 24 })

  it('stops a sign-up and cancel loop at the account budget, with 429 and Retry-After, before anything is written', async () => {
    const c = calls(s)
    const h = await tokenFor(s.app, visitor(0))
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push(...(await c.signUpAndCancel(h)))
    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(200), 'the first ten writes go through')
    assert.ok(statuses.slice(10).every(code => code === 429))
    assert.equal(c.cancelledRows({ accountId: accountIdOf(s, visitor(0)) }), 5, 'five cancelled copies, then nothing')
    const refused = await c.post(`/api/ca/v1/community/entityData/signup/${c.openday}`, h)
    assert.equal(refused.statusCode, 429)
    assert.match(body(refused).message, /操作过于频繁/)
    assert.ok(Number(refused.headers['retry-after']) > 0)
  })

  it('stops fresh accounts from one address at the address budget; another address still writes', async () => {
    const c = calls(s)
    const address = '127.0.0.31'
    const [a, b, d] = [await tokenFor(s.app, visitor(1)), await tokenFor(s.app, visitor(2)), await tokenFor(s.app, visitor(3))]
    const statuses: number[] = []
    for (const h of [a, b, d]) for (let i = 0; i < 5; i++) statuses.push(...(await c.signUpAndCancel(h, address)))
    assert.equal(statuses.filter(code => code === 200).length, 24, 'the address budget, whoever signs in')
    assert.ok(statuses.slice(24).every(code => code === 429))
    const elsewhere = await c.post(`/api/ca/v1/community/entityData/signup/${c.openday}`, d, {}, '127.0.0.32')
    assert.equal(elsewhere.statusCode, 200, elsewhere.body)
  })
})

describe('history a loop writes is kept bounded', () => {
  let s: TestServer
  // Budgets off: what is left to bound is what each table keeps.
  serverPerSuite(server => (s = server), { writesPerMinute: 0, writesPerIpPerMinute: 0 })

  it(`keeps an account's newest ${CANCELLED_KEPT} cancelled tickets`, async () => {
    const c = calls(s)
    const h = await tokenFor(s.app, visitor(1))
    const id = accountIdOf(s, visitor(1))
    const loops = CANCELLED_KEPT + 10
    for (let i = 0; i < loops; i++) assert.deepEqual(await c.signUpAndCancel(h), [200, 200])
    assert.equal(c.cancelledRows({ accountId: id }), CANCELLED_KEPT)
    const list = body<{ cancelledAt: string }[]>(await s.app.inject({ url: '/api/ca/v1/event/ticket/cancelledList', headers: h })).data
    assert.equal(list.length, CANCELLED_KEPT)
  })

  it(`keeps the first and newest of ${EDITS_KEPT} edit rows per attendee, and still counts every edit`, async () => {
    const c = calls(s)
    const h = await tokenFor(s.app, MEMBER)
    const summit = idOf(s.db, 'event-summit')
    const tickets = body<Ticket[]>(await s.app.inject({ url: '/api/ca/v1/bagevent/attendee/getSuccessByCellphone', headers: h })).data
    const ticketId = tickets.find(t => t.eventId === summit)!.ticketId
    const attendee = s.db.prepare('SELECT attendee_id FROM tickets WHERE id = ?').pluck().get(ticketId) as number
    const before = s.db.prepare('SELECT COUNT(*) FROM attendee_edits WHERE attendee_id = ?').pluck().get(attendee) as number
    assert.equal(before, 0, 'no edits of this registration yet')
    const edits = EDITS_KEPT + 15
    for (let i = 0; i < edits; i++) {
      const company = i % 2 ? '华联零售集团' : '华联零售集团华东分公司'
      const res = await c.post(`/api/ca/v1/event/ticket/${ticketId}/registration`, h, { values: { ...SUMMIT_VALUES, company } })
      assert.equal(res.statusCode, 200, res.body)
    }
    const rows = s.db.prepare('SELECT before_values, folded FROM attendee_edits WHERE attendee_id = ? ORDER BY id').all(attendee) as {
      before_values: string
      folded: number
    }[]
    assert.equal(rows.length, EDITS_KEPT)
    assert.deepEqual(JSON.parse(rows[0].before_values), SUMMIT_VALUES, 'the first row keeps the answers as registered')
    assert.equal(
      rows.reduce((n, r) => n + 1 + r.folded, 0),
      edits,
      'every edit is still counted'
    )
  })

  it('keeps one waitlist row of an account that joins and leaves in a loop', async () => {
    const c = calls(s)
    const roundtable = idOf(s.db, 'event-roundtable')
    const h = await tokenFor(s.app, visitor(0))
    for (let i = 0; i < 12; i++) {
      const joined = body<WaitlistState>(await c.post(`/api/ca/v1/event/${roundtable}/waitlist/join`, h))
      assert.equal(joined.code, 200, joined.message)
      assert.equal(body(await c.post(`/api/ca/v1/event/${roundtable}/waitlist/leave`, h)).code, 200)
    }
    const rows = s.db
      .prepare('SELECT COUNT(*) FROM waitlist_entries WHERE event_id = ? AND account_id = ?')
      .pluck()
      .get(roundtable, accountIdOf(s, visitor(0)))
    assert.equal(rows, 1)
  })
})
