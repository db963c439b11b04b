import { spawn } from 'node:child_process'
import path from 'node:path'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import type { Notice, Page, ReminderPlan, Ticket } from '../../types/contract'
import { dueKind } from '../../server/services/reminders'
import { summitName } from '../../server/seed/content'
import { body, dataFolders, idOf, MEMBER, serverOn, serverPerSuite, tokenFor, TS_NODE_ARGS, type TestServer } from './helpers'

/** Issue #29 item 3: 订阅活动提醒 turns into notices at T-24 h and T-1 h, sent once, across restarts and processes. */

const HOUR = 3600_000
type Headers = Record<string, string>

const startOf = (db: Database.Database, key: string) =>
  Date.parse(db.prepare('SELECT start_time FROM entity_data WHERE content_key = ?').pluck().get(key) as string)

async function noticesOf(app: FastifyInstance, h: Headers): Promise<Notice[]> {
  return body<Page<Notice>>(await app.inject({ url: '/api/ca-open/v1/notice/list?page=1&size=100', headers: h })).data.content
}
const reminders = (list: Notice[]) => list.filter(n => n.title.startsWith('活动提醒'))

describe('reminders: when they are due', () => {
  it('sends the day reminder in the day before the start, the hour reminder in the last hour, and none late', () => {
    assert.equal(dueKind(25 * HOUR), null)
    assert.equal(dueKind(24 * HOUR), 'T24H')
    assert.equal(dueKind(2 * HOUR), 'T24H')
    assert.equal(dueKind(HOUR), 'T1H')
    assert.equal(dueKind(60_000), 'T1H')
    assert.equal(dueKind(0), null)
    assert.equal(dueKind(-HOUR), null)
  })
})

describe('reminders: the scheduler sends each once, as its clock passes T-24 h and T-1 h', () => {
  let s: TestServer
  const clock = { now: Date.now() }
  let member: Headers
  let summit = 0
  let summitStart = 0
  serverPerSuite(
    async server => {
      s = server
      member = await tokenFor(s.app, MEMBER)
      summit = idOf(s.db, 'event-summit')
      summitStart = startOf(s.db, 'event-summit')
    },
    { now: () => clock.now }
  )

  it('tells when the reminders come', async () => {
    const plan = body<ReminderPlan>(await s.app.inject({ url: `/api/ca/v1/event/${summit}/reminders`, headers: member })).data
    assert.equal(plan.subscribed, true, 'the demo member asked for the summit reminders')
    assert.deepEqual(
      plan.reminders.map(r => [r.kind, Date.parse(r.at), r.sent]),
      [
        ['T24H', summitStart - 24 * HOUR, false],
        ['T1H', summitStart - HOUR, false]
      ]
    )
  })

  it('sends nothing before T-24 h', async () => {
    clock.now = summitStart - 25 * HOUR
    assert.equal(s.app.scheduler.tick().reminders, 0)
    assert.equal(reminders(await noticesOf(s.app, member)).length, 0)
  })

  it('sends the day reminder once the clock passes T-24 h, with a link to the ticket, and never again', async () => {
    clock.now = summitStart - 23 * HOUR
    assert.equal(s.app.scheduler.tick().reminders, 1)
    assert.equal(s.app.scheduler.tick().reminders, 0)
    const ticket = body<Ticket[]>(await s.app.inject({ url: '/api/ca/v1/bagevent/attendee/getSuccessByCellphone', headers: member })).data.find(
      t => t.eventId === summit
    )
    const sent = reminders(await noticesOf(s.app, member))
    assert.equal(sent.length, 1)
    assert.equal(sent[0].title, '活动提醒：24 小时内开始')
    assert.ok(sent[0].content.includes(summitName()), sent[0].content)
    assert.ok(sent[0].content.includes(`/web/h/pages/account/tickets/detail/index?id=${ticket?.ticketId}`), sent[0].content)
  })

  it('sends the hour reminder in the last hour, once, and nothing after the start', async () => {
    clock.now = summitStart - 30 * 60_000
    assert.equal(s.app.scheduler.tick().reminders, 1)
    assert.equal(s.app.scheduler.tick().reminders, 0)
    clock.now = summitStart + 60_000
    assert.equal(s.app.scheduler.tick().reminders, 0)
    const sent = reminders(await noticesOf(s.app, member)).map(n => n.title)
    assert.deepEqual(sent.sort(), ['活动提醒：1 小时内开始', '活动提醒：24 小时内开始'])
    const plan = body<ReminderPlan>(await s.app.inject({ url: `/api/ca/v1/event/${summit}/reminders`, headers: member })).data
    assert.deepEqual(
      plan.reminders.map(r => r.sent),
      [true, true]
    )
  })

  it('links a subscriber without a ticket to the event', async () => {
    const roundtable = idOf(s.db, 'event-roundtable')
    const visitor = await tokenFor(s.app)
    const res = body(
      await s.app.inject({
        method: 'POST',
        url: `/api/ca/v1/event/${roundtable}/subscribeNotice`,
        headers: visitor,
        payload: { templateIds: ['EVENT_REMINDER'] }
      })
    )
    assert.equal(res.code, 200)
    clock.now = startOf(s.db, 'event-roundtable') - 2 * HOUR
    s.app.scheduler.tick()
    const sent = reminders(await noticesOf(s.app, visitor))
    assert.equal(sent.length, 1)
    assert.ok(sent[0].content.includes(`/web/h/pages/event/index?id=${roundtable}`))
  })
})

const newFolder = dataFolders('reminders-')
const sentRows = (dir: string) => {
  const db = new Database(path.join(dir, 'app.sqlite'), { readonly: true })
  try {
    return {
      claims: db.prepare('SELECT COUNT(*) FROM reminders_sent').pluck().get() as number,
      notices: db.prepare("SELECT COUNT(*) FROM notices WHERE title LIKE '活动提醒%'").pluck().get() as number
    }
  } finally {
    db.close()
  }
}

describe('reminders across a restart and between processes', () => {
  it('does not send again after a restart (the round at start finds them sent)', async () => {
    const dir = newFolder()
    const first = await serverOn(dir)
    const db = new Database(path.join(dir, 'app.sqlite'), { readonly: true })
    const at = startOf(db, 'event-summit') - 23 * HOUR
    db.close()
    await first.close()
    // The round at start sends the due reminder; the restarted server's round finds it sent.
    const before = await serverOn(dir, { now: () => at })
    assert.deepEqual(sentRows(dir), { claims: 1, notices: 1 })
    await before.close()
    const restarted = await serverOn(dir, { now: () => at })
    try {
      assert.equal(restarted.scheduler.tick().reminders, 0)
      assert.deepEqual(sentRows(dir), { claims: 1, notices: 1 })
    } finally {
      await restarted.close()
    }
  })

  it('sends each reminder once when two processes run rounds at the same moment', async () => {
    const dir = newFolder()
    const setup = await serverOn(dir, { extensions: [] })
    await setup.close()
    const db = new Database(path.join(dir, 'app.sqlite'))
    const summit = db.prepare("SELECT id FROM entity_data WHERE content_key = 'event-summit'").pluck().get() as number
    // Thirty more subscribers, so the two processes meet on many reminders.
    const accounts = db.prepare('SELECT id FROM accounts ORDER BY id LIMIT 31').pluck().all() as number[]
    const add = db.prepare("INSERT OR IGNORE INTO event_subscriptions (account_id, event_id, template_ids) VALUES (?, ?, '[]')")
    for (const account of accounts) add.run(account, summit)
    const due = db.prepare('SELECT COUNT(*) FROM event_subscriptions WHERE event_id = ?').pluck().get(summit) as number
    const at = startOf(db, 'event-summit') - 23 * HOUR
    db.close()
    const script = path.join(__dirname, 'support', 'send-reminders.ts')
    const children = [0, 1].map(() => spawn(process.execPath, [...TS_NODE_ARGS, script, dir, String(at), '20'], { stdio: ['pipe', 'pipe', 'inherit'] }))
    const outputs = children.map(
      child =>
        new Promise<string>(resolve => {
          let out = ''
          child.stdout.on('data', chunk => (out += chunk))
          child.on('exit', () => resolve(out))
        })
    )
    // Both have the database open before either starts.
    await Promise.all(children.map(child => new Promise(resolve => child.stdout.once('data', resolve))))
    for (const child of children) child.stdin.end('go\n')
    const sent = (await Promise.all(outputs)).map(out => Number(/sent (\d+)/.exec(out)?.[1]))
    assert.ok(
      sent.every(n => Number.isInteger(n)),
      `both processes answered: ${sent}`
    )
    assert.equal(sent[0] + sent[1], due, `sent ${sent.join(' + ')} of ${due}`)
    assert.deepEqual(sentRows(dir), { claims: due, notices: due })
  })
})

describe('a server without the reminders extension', () => {
  let s: TestServer
  const clock = { now: Date.now() }
  serverPerSuite(server => (s = server), { extensions: [], now: () => clock.now })

  it('sends no reminder and answers the reminders call 404', async () => {
    const member = await tokenFor(s.app, MEMBER)
    clock.now = startOf(s.db, 'event-summit') - 23 * HOUR
    assert.equal(s.app.scheduler.tick().reminders, 0)
    assert.equal(reminders(await noticesOf(s.app, member)).length, 0)
    const summit = idOf(s.db, 'event-summit')
    assert.equal((await s.app.inject({ url: `/api/ca/v1/event/${summit}/reminders`, headers: member })).statusCode, 404)
  })
})
