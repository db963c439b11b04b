import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { ReminderPlan, Ticket } from '../../types/contract'
import type { EventSubscriptionRow, MessageOutboxRow } from '../../server/db/rows'
import { summitName } from '../../server/seed/content'
import { body, idOf, MEMBER, serverPerSuite, tokenFor, type TestServer } from './helpers'

/**
 * Issue #29 item 3 on mini-programs: the 订阅活动提醒 tap asks for the reminder's subscribe-message template the
 * reminder plan names (WX_TMPL_EVENT_REMINDER / TT_TMPL_EVENT_REMINDER) and subscribeNotice carries the accepted
 * ids; the configured one is kept as a consent, and the first reminder sent after it queues exactly one message.
 * The notices at T-24 h and T-1 h stay as on the web. The demo member is subscribed to the summit (from the web).
 */

const WX = 'wxTmplEventReminder_0123456789abcdefghijklmn'
const TT = 'MSG_tt_event_reminder_1'
const TEMPLATES = { weapp: { eventReminder: WX }, tt: { eventReminder: TT } }
const HOUR = 3600_000
type Headers = Record<string, string>

function client(s: TestServer) {
  const startOf = (key: string) => Date.parse(s.db.prepare('SELECT start_time FROM entity_data WHERE content_key = ?').pluck().get(key) as string)
  const accountOf = (phone: string) => s.db.prepare('SELECT id FROM accounts WHERE cellphone = ?').pluck().get(phone) as number
  return {
    startOf,
    subscribe: async (h: Headers, eventId: number, templateIds: string[]) =>
      body<{ subscribed: boolean }>(
        await s.app.inject({ method: 'POST', url: `/api/ca/v1/event/${eventId}/subscribeNotice`, headers: h, payload: { templateIds } })
      ),
    plan: async (h: Headers, eventId: number) => body<ReminderPlan>(await s.app.inject({ url: `/api/ca/v1/event/${eventId}/reminders`, headers: h })).data,
    accountOf,
    subscription: (accountId: number, eventId: number) =>
      s.db.prepare('SELECT * FROM event_subscriptions WHERE account_id = ? AND event_id = ?').get(accountId, eventId) as EventSubscriptionRow,
    outbox: () => s.db.prepare('SELECT * FROM message_outbox ORDER BY id').all() as MessageOutboxRow[],
    reminderNotices: (accountId: number) =>
      s.db.prepare("SELECT COUNT(*) FROM notices WHERE account_id = ? AND title LIKE '活动提醒%'").pluck().get(accountId) as number
  }
}

describe('reminder subscribe messages: the consent of the 订阅活动提醒 tap', () => {
  let s: TestServer
  let c: ReturnType<typeof client>
  let member: Headers
  let memberId = 0
  let summit = 0
  const clock = { now: Date.now() }
  serverPerSuite(
    async server => {
      s = server
      c = client(s)
      member = await tokenFor(s.app, MEMBER)
      memberId = c.accountOf(MEMBER)
      summit = idOf(s.db, 'event-summit')
    },
    { subscribeTemplates: TEMPLATES, now: () => clock.now, schedulerIntervalS: 3600 }
  )

  it('tells the app which template to ask for on each mini-program, in the reminder plan', async () => {
    assert.deepEqual((await c.plan(member, summit)).subscribeTemplates, {
      weapp: { waitlistOffer: null, eventReminder: WX, hotLead: null },
      tt: { waitlistOffer: null, eventReminder: TT, hotLead: null }
    })
  })

  it('keeps no consent for the web’s empty list or ids that are not a configured reminder template', async () => {
    for (const ids of [[], ['EVENT_REMINDER'], ['made-up', 'wxTmplWaitlistOffer']]) {
      assert.equal((await c.subscribe(member, summit, ids)).code, 200)
      const row = c.subscription(memberId, summit)
      assert.deepEqual([JSON.parse(row.template_ids), row.consent_platform, row.consent_template], [ids, null, null])
    }
    assert.equal((await c.plan(member, summit)).subscribed, true, 'the notices are subscribed all the same')
  })

  it('keeps the accepted WeChat template as the consent, with its platform', async () => {
    assert.equal((await c.subscribe(member, summit, [WX])).code, 200)
    const row = c.subscription(memberId, summit)
    assert.deepEqual([row.consent_platform, row.consent_template, row.consent_used_at], ['weapp', WX, null])
    assert.equal(row.consent_at, clock.now)
  })

  it('keeps an unused consent when the visitor asks again without one (the web)', async () => {
    assert.equal((await c.subscribe(member, summit, [])).code, 200)
    assert.deepEqual([c.subscription(memberId, summit).consent_platform, c.subscription(memberId, summit).consent_template], ['weapp', WX])
  })

  it('queues one message with the day reminder, linking the ticket, and uses the consent up', async () => {
    const start = c.startOf('event-summit')
    clock.now = start - 23 * HOUR
    assert.equal(s.app.scheduler.tick().reminders, 1)
    const ticket = body<Ticket[]>(await s.app.inject({ url: '/api/ca/v1/bagevent/attendee/getSuccessByCellphone', headers: member })).data.find(
      t => t.eventId === summit
    )
    const rows = c.outbox()
    assert.equal(rows.length, 1)
    const [m] = rows
    assert.deepEqual(
      [m.account_id, m.platform, m.template_id, m.page, m.waitlist_entry_id],
      [c.subscription(memberId, summit).account_id, 'weapp', WX, `pages/account/tickets/detail/index?id=${ticket?.ticketId}`, null]
    )
    const data = JSON.parse(m.data) as Record<string, string>
    assert.ok(data.eventTitle.includes(summitName()), data.eventTitle)
    assert.match(data.startTime, /^\d{4}-\d\d-\d\d \d\d:\d\d（北京时间）$/)
    assert.equal(data.status, '活动将在 24 小时内开始')
    assert.equal(c.subscription(memberId, summit).consent_used_at, clock.now)
  })

  it('sends the hour reminder as a notice only: one acceptance, one message', async () => {
    clock.now = c.startOf('event-summit') - 30 * 60_000
    assert.equal(s.app.scheduler.tick().reminders, 1)
    assert.equal(c.reminderNotices(memberId), 2)
    assert.equal(c.outbox().length, 1)
  })

  it('takes a Douyin consent for the next reminder, linking the event when there is no ticket', async () => {
    const roundtable = idOf(s.db, 'event-roundtable')
    const visitor = await tokenFor(s.app)
    // The newest account: the visitor's.
    const visitorId = s.db.prepare('SELECT MAX(id) FROM accounts').pluck().get() as number
    assert.equal((await c.subscribe(visitor, roundtable, ['other', TT])).code, 200)
    assert.deepEqual([c.subscription(visitorId, roundtable).consent_platform, c.subscription(visitorId, roundtable).consent_template], ['tt', TT])
    clock.now = c.startOf('event-roundtable') - 30 * 60_000
    s.app.scheduler.tick()
    const mine = c.outbox().filter(r => r.template_id === TT)
    assert.deepEqual(
      mine.map(r => [r.platform, r.page, (JSON.parse(r.data) as Record<string, string>).status]),
      [['tt', `pages/event/index?id=${roundtable}`, '活动将在 1 小时内开始']]
    )
  })
})

describe('reminder subscribe messages without templates configured', () => {
  let s: TestServer
  const clock = { now: Date.now() }
  serverPerSuite(
    server => {
      s = server
    },
    { now: () => clock.now, schedulerIntervalS: 3600 }
  )

  it('names none, keeps no consent whatever the app sends, and the reminders are notices only', async () => {
    const c = client(s)
    const member = await tokenFor(s.app, MEMBER)
    const summit = idOf(s.db, 'event-summit')
    assert.deepEqual((await c.plan(member, summit)).subscribeTemplates, {
      weapp: { waitlistOffer: null, eventReminder: null, hotLead: null },
      tt: { waitlistOffer: null, eventReminder: null, hotLead: null }
    })
    await c.subscribe(member, summit, [WX, TT])
    assert.equal(c.subscription(c.accountOf(MEMBER), summit).consent_template, null)
    clock.now = c.startOf('event-summit') - 23 * HOUR
    assert.equal(s.app.scheduler.tick().reminders, 1)
    assert.deepEqual(c.outbox(), [])
  })
})
