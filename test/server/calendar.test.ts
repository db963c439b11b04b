/**
 * 添加到日历's file (server/routes/web/calendar.ts): a ticket's event as text/calendar at an address a phone's browser
 * opens itself. It holds what the event's page shows and a link to the ticket, never the entry code; an address that
 * names no event with a time answers 404 text. The app's side (online: this address; offline: a file made in the
 * page; WeChat: the way out) is test/pages/events/events.test.tsx, the browser's test/e2e/account.test.ts.
 */
import assert from 'node:assert/strict'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import Database from 'better-sqlite3'
import { idOf, serverPerSuite, type TestServer } from './helpers'

describe('the calendar file of a ticket’s event', () => {
  let s: TestServer
  /** A writable connection: the edits an organiser makes in the editor. */
  let write: Database.Database
  serverPerSuite(server => {
    s = server
    write = new Database(path.join(s.dir, 'app.sqlite'))
  })
  after(() => write?.close())

  /** The file's lines, unfolded (RFC 5545: a long line goes on after CRLF and a space). */
  const linesOf = (body: string) => body.replace(/\r\n /g, '').split('\r\n')

  it('is the event at its UTC time, its place and a link to the ticket page, opened in place', async () => {
    const summit = idOf(s.db, 'event-summit')
    const res = await s.app.inject({ url: `/web/h/calendar/event/${summit}.ics?ticket=7` })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['content-type'], 'text/calendar; charset=utf-8')
    assert.match(String(res.headers['content-disposition']), /^inline; filename="event-\d+\.ics"; filename\*=UTF-8''2026-/)
    assert.equal(res.headers['cache-control'], 'no-cache')
    const event = s.db.prepare('SELECT title, start_time, end_time, address FROM entity_data WHERE id = ?').get(summit) as Record<string, string>
    const lines = linesOf(res.body)
    assert.equal(lines[0], 'BEGIN:VCALENDAR')
    assert.ok(lines.includes(`UID:ticket-7-event-${summit}@marketing-site`), 'the UID the app’s own copy has: adding it again updates it')
    assert.ok(lines.includes(`SUMMARY:${event.title}`))
    assert.equal(event.start_time, '2026-12-15T01:00:00.000Z')
    assert.ok(lines.includes('DTSTART:20261215T010000Z') && lines.includes('DTEND:20261215T090000Z'))
    assert.ok(lines.includes(`LOCATION:${event.address}`))
    const ticketUrl = /^URL:(http:\/\/[^/]+\/web\/h\/pages\/account\/tickets\/detail\/index\?id=7)$/m.exec(lines.join('\n'))
    assert.ok(ticketUrl, 'a link to the ticket page')
    assert.ok(lines.includes(`DESCRIPTION:时间：2026-12-15 09:00 - 17:00（北京时间）\\n电子票：${ticketUrl[1]}`))
    assert.doesNotMatch(res.body, /电子票号/, 'no entry code: the address needs no session')
    assert.equal(res.body.endsWith('END:VCALENDAR\r\n'), true)
  })

  it('answers 404 text for an address that names no event, no ticket, or an event without a time', async () => {
    const summit = idOf(s.db, 'event-summit')
    const article = s.db.prepare("SELECT id FROM entity_data WHERE entity_type = 'ARTICLE' LIMIT 1").pluck().get() as number
    for (const url of [
      `/web/h/calendar/event/${article}.ics?ticket=7`,
      '/web/h/calendar/event/999999.ics?ticket=7',
      `/web/h/calendar/event/${summit}.ics`,
      `/web/h/calendar/event/${summit}.ics?ticket=abc`,
      `/web/h/calendar/event/${summit}.ics?ticket=7&ticket=8`,
      `/web/h/calendar/event/${summit}.ics.exe?ticket=7`,
      '/web/h/calendar/event/0.ics?ticket=7',
      '/web/h/calendar/event/1e3.ics?ticket=7'
    ]) {
      const res = await s.app.inject({ url })
      assert.equal(res.statusCode, 404, url)
      assert.match(String(res.headers['content-type']), /^text\/plain/, url)
    }
    const event = s.db.prepare("SELECT id, start_time FROM entity_data WHERE entity_type = 'EVENT' AND id != ? LIMIT 1").get(summit) as {
      id: number
      start_time: string
    }
    write.prepare('UPDATE entity_data SET start_time = NULL WHERE id = ?').run(event.id)
    try {
      const res = await s.app.inject({ url: `/web/h/calendar/event/${event.id}.ics?ticket=7` })
      assert.equal(res.statusCode, 404)
      assert.equal(res.body, '活动时间无效，无法添加到日历')
    } finally {
      write.prepare('UPDATE entity_data SET start_time = ? WHERE id = ?').run(event.start_time, event.id)
    }
  })

  it('keeps a hostile title and place inside their own lines', async () => {
    const event = s.db.prepare("SELECT id, title, address FROM entity_data WHERE entity_type = 'EVENT' AND start_time IS NOT NULL LIMIT 1").get() as {
      id: number
      title: string
      address: string
    }
    write.prepare('UPDATE entity_data SET title = ?, address = ? WHERE id = ?').run('峰会\r\nATTENDEE:mailto:x@evil.test', '上海;\nEND:VEVENT', event.id)
    try {
      const res = await s.app.inject({ url: `/web/h/calendar/event/${event.id}.ics?ticket=7` })
      assert.equal(res.statusCode, 200)
      const lines = linesOf(res.body)
      assert.ok(!lines.some(l => l.startsWith('ATTENDEE')), 'no line of its own')
      assert.equal(lines.filter(l => l === 'END:VEVENT').length, 1)
      assert.ok(lines.includes('SUMMARY:峰会\\nATTENDEE:mailto:x@evil.test'))
      assert.ok(lines.includes('LOCATION:上海\\;\\nEND:VEVENT'))
    } finally {
      write.prepare('UPDATE entity_data SET title = ?, address = ? WHERE id = ?').run(event.title, event.address, event.id)
    }
  })
})
