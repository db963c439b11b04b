import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { body, idOf, serverPerSuite, type TestServer } from './helpers'

/**
 * The demo reads like a real company: a title that names a year names the year its event takes place, and an order's
 * number carries the time it was placed (as the server numbers new orders), whatever day the demo is seeded on; the
 * summit starts at 09:00 Beijing time and its agenda lies inside its day.
 */
describe('the demo company’s dates', () => {
  let s: TestServer
  serverPerSuite(server => {
    s = server
  })

  /** The year of an ISO time in Beijing. */
  const yearInBeijing = (iso: string) => String(new Date(Date.parse(iso) + 8 * 3600_000).getUTCFullYear())

  it('names each event after the year it takes place', () => {
    const events = s.db
      .prepare("SELECT title, start_time FROM entity_data WHERE entity_type IN ('EVENT', 'BAGEVENT') AND title GLOB '*20[0-9][0-9]*'")
      .all() as { title: string; start_time: string }[]
    assert.ok(
      events.some(e => e.title.includes('数字营销增长峰会')),
      'the summit names its year'
    )
    for (const e of events) assert.equal(/20\d\d/.exec(e.title)?.[0], yearInBeijing(e.start_time), e.title)
  })

  it('names the summit with its own year in notices, popups, short links, banners and posters', () => {
    const summit = s.db.prepare("SELECT title, start_time FROM entity_data WHERE content_key = 'event-summit'").get() as { title: string; start_time: string }
    const year = yearInBeijing(summit.start_time)
    const mentions = [
      ...(s.db.prepare("SELECT content AS text FROM notices WHERE content LIKE '%增长峰会%'").all() as { text: string }[]),
      ...(s.db.prepare("SELECT title AS text FROM popups WHERE title LIKE '%增长峰会%'").all() as { text: string }[]),
      ...(s.db.prepare("SELECT title AS text FROM short_links WHERE title LIKE '%增长峰会%'").all() as { text: string }[]),
      ...(s.db.prepare("SELECT modules AS text FROM websites WHERE modules LIKE '%增长峰会%'").all() as { text: string }[])
    ]
    assert.ok(mentions.length >= 3, `${mentions.length} mentions`)
    for (const { text } of mentions) {
      for (const [named] of text.matchAll(/20\d\d(?= 数字营销增长峰会)/g)) assert.equal(named, year, text.slice(0, 120))
    }
  })

  it('starts the summit at 09:00 Beijing time, on one day, with its agenda inside its span', async () => {
    /** Wall-clock date and time of an instant in Beijing (UTC+8, no daylight saving). */
    const beijing = (iso: string) => {
      const [date, time] = new Date(Date.parse(iso) + 8 * 3600_000).toISOString().split('T')
      return { date, time: time.slice(0, 5) }
    }
    const summit = idOf(s.db, 'event-summit')
    const answer = body<{ event: { startTime: string; endTime: string; schedule: { day: string; startTime: string; endTime: string }[] } }>(
      await s.app.inject(`/api/open/v1/entityData/entityDataDetail/${summit}`)
    ).data
    const start = beijing(answer.event.startTime)
    const end = beijing(answer.event.endTime)
    assert.equal(start.time, '09:00')
    assert.equal(start.date, end.date, 'the summit is one day')
    assert.ok(answer.event.schedule.length > 0, 'the summit has an agenda')
    for (const session of answer.event.schedule) {
      assert.equal(session.day, start.date, `session on ${session.day} is the summit's day`)
      assert.ok(session.startTime >= start.time && session.endTime <= end.time, `${session.startTime}-${session.endTime} inside ${start.time}-${end.time}`)
    }
  })

  it('numbers each order from the time it was placed', () => {
    const orders = s.db.prepare('SELECT order_no, created_at FROM orders').all() as { order_no: string; created_at: string }[]
    assert.ok(orders.length >= 2)
    for (const o of orders) {
      assert.match(o.order_no, /^D\d{20}$/, o.order_no)
      assert.equal(o.order_no.slice(1, 15), o.created_at.replace(/\D/g, '').slice(0, 14), `${o.order_no} placed ${o.created_at}`)
    }
  })
})
