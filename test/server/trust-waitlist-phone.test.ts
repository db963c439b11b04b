import assert from 'node:assert/strict'
import path from 'node:path'
import { describe, it } from 'node:test'
import Database from 'better-sqlite3'
import type { Ticket, WaitlistState } from '../../types/contract'
import { COLLEAGUE, fullEventVisitors, SUN, ZHAO } from './full-event'
import { body, idOf, serverPerSuite, tokenFor, type TestServer } from './helpers'

/**
 * The waitlist cannot be held by people who could never take a seat: joining needs a verified phone (registering
 * does), and a freed seat is never offered to an entry whose account has none.
 */

fullEventVisitors('8', 1)
type Headers = Record<string, string>

describe('the waitlist and phoneless visitors', () => {
  let s: TestServer
  let event = 0
  serverPerSuite(server => {
    s = server
    event = idOf(s.db, 'event-roundtable')
  })
  const post = async <T>(url: string, h: Headers) => body<T>(await s.app.inject({ method: 'POST', url, headers: h, payload: {} }))
  const entriesOf = (accountKey: string) =>
    s.db
      .prepare('SELECT w.status FROM waitlist_entries w JOIN accounts a ON a.id = w.account_id WHERE w.event_id = ? AND a.account_key = ?')
      .pluck()
      .all(event, accountKey)

  it('refuses a visitor without a verified phone, and stores nothing', async () => {
    const h = await tokenFor(s.app)
    const res = await post<WaitlistState>(`/api/ca/v1/event/${event}/waitlist/join`, h)
    assert.deepEqual([res.code, res.message], [400, '请先验证手机号再加入候补'])
    assert.deepEqual(entriesOf(h['authorization-ca']), [])
  })

  it('skips an entry whose account has no phone when a seat frees, and offers it to the next who can take it', async () => {
    // An entry from before joining needed a phone, first in line.
    const phoneless = await tokenFor(s.app)
    const write = new Database(path.join(s.dir, 'app.sqlite'))
    try {
      const accountId = write.prepare('SELECT id FROM accounts WHERE account_key = ?').pluck().get(phoneless['authorization-ca'])
      const zhaoEntry = write
        .prepare("SELECT w.id FROM waitlist_entries w JOIN accounts a ON a.id = w.account_id WHERE w.event_id = ? AND a.cellphone = ? AND w.status = 'WAITING'")
        .pluck()
        .get(event, ZHAO)
      write.prepare('UPDATE waitlist_entries SET account_id = ? WHERE id = ?').run(accountId, zhaoEntry)
    } finally {
      write.close()
    }
    const colleague = await tokenFor(s.app, COLLEAGUE)
    const tickets = body<Ticket[]>(await s.app.inject({ url: '/api/ca/v1/bagevent/attendee/getSuccessByCellphone', headers: colleague })).data
    const ticket = tickets.find(t => t.eventId === event)!
    assert.equal((await post(`/api/ca/v1/event/ticket/${ticket.ticketId}/cancel`, colleague)).code, 200)

    assert.deepEqual(entriesOf(phoneless['authorization-ca']), ['WAITING'], 'never offered a seat it cannot take')
    const sun = body<WaitlistState>(await s.app.inject({ url: `/api/ca-open/v1/event/${event}/waitlist`, headers: await tokenFor(s.app, SUN) })).data
    assert.equal(sun.mine?.status, 'OFFERED', 'the next in line with a phone holds the seat')
    assert.equal(sun.held, 1)
  })
})
