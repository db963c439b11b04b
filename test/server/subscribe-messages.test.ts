import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Notice, Page, SubmitSurveyResult, Ticket, WaitlistJoinBody, WaitlistState } from '../../types/contract'
import type { MessageOutboxRow, WaitlistEntryRow } from '../../server/db/rows'
import type { MessageSender, OutboxMessage } from '../../server/services/outbox'
import { CHEN, COLLEAGUE, fullEventVisitors, SUN, ZHAO } from './full-event'
import { body, idOf, serverPerSuite, signedIn, startServer, type TestServer } from './helpers'

/**
 * Issue #29 item 1 on mini-programs: the visitor accepts the offer's subscribe-message template in the tap that
 * joins the waitlist; the offer then queues exactly one message (message_outbox) and uses that consent up.
 * The demo's full event (CMO 闭门圆桌, 6 of 6 seats) has 赵 and 孙 in line, in that order.
 */

/** Visitors of these tests: 13700000200 … 13700000219. */
const visitor = fullEventVisitors('2', 20)

const WX = 'wxTmplWaitlistOffer_0123456789abcdefghijklmn'
const TT = 'MSG_tt_waitlist_offer_1'
const TEMPLATES = { weapp: { waitlistOffer: WX, eventReminder: null, hotLead: null }, tt: { waitlistOffer: TT, eventReminder: null, hotLead: null } }
const HOUR = 3600_000
type Headers = Record<string, string>

function client(s: TestServer) {
  const as = signedIn(s.app)
  const id = idOf(s.db, 'event-roundtable')
  const formId = s.db.prepare('SELECT register_form_id FROM entity_data WHERE id = ?').pluck().get(id) as number
  const call = async <T>(method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: unknown) =>
    body<T>(await s.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) }))
  const accountId = (phone: string) => s.db.prepare('SELECT id FROM accounts WHERE cellphone = ?').pluck().get(phone) as number
  return {
    id,
    formId,
    as,
    accountId,
    state: async (phone?: string) => call<WaitlistState>('GET', `/api/ca-open/v1/event/${id}/waitlist`, phone ? await as(phone) : {}),
    /** Joins as the app does: no body on the web, the accepted templates on a mini-program. */
    join: async (phone: string, consent?: WaitlistJoinBody) => call<WaitlistState>('POST', `/api/ca/v1/event/${id}/waitlist/join`, await as(phone), consent),
    leave: async (phone: string) => call<WaitlistState>('POST', `/api/ca/v1/event/${id}/waitlist/leave`, await as(phone), {}),
    register: async (phone: string) =>
      call<SubmitSurveyResult>('POST', `/api/open/v1/account/submitSurvey?websiteFormId=${formId}`, await as(phone), {
        values: { name: `访客${phone.slice(-3)}`, cellphone: phone, company: '测试公司', agree: true }
      }),
    ticketOf: async (phone: string) => {
      const tickets = (await call<Ticket[]>('GET', '/api/ca/v1/bagevent/attendee/getSuccessByCellphone', await as(phone))).data
      const ticket = tickets.find(t => t.eventId === id)
      assert.ok(ticket, `${phone} holds a ticket of the full event`)
      return ticket.ticketId
    },
    cancel: async (phone: string) => {
      const ticketId = await client(s).ticketOf(phone)
      return call<Ticket>('POST', `/api/ca/v1/event/ticket/${ticketId}/cancel`, await as(phone), {})
    },
    notices: async (phone: string) => (await call<Page<Notice>>('GET', '/api/ca-open/v1/notice/list?page=1&size=50', await as(phone))).data.content,
    /** The phone's newest waitlist entry of the full event. */
    entry: (phone: string) =>
      s.db
        .prepare('SELECT * FROM waitlist_entries WHERE event_id = ? AND account_id = ? ORDER BY id DESC LIMIT 1')
        .get(id, accountId(phone)) as WaitlistEntryRow,
    /** The outbox rows for the phone's account. */
    outbox: (phone: string) => s.db.prepare('SELECT * FROM message_outbox WHERE account_id = ? ORDER BY id').all(accountId(phone)) as MessageOutboxRow[]
  }
}

const allOutbox = (s: TestServer) => s.db.prepare('SELECT * FROM message_outbox ORDER BY id').all() as MessageOutboxRow[]

describe('subscribe consent: given in the joining tap, kept on the waitlist entry', () => {
  let c: ReturnType<typeof client>
  serverPerSuite(server => (c = client(server)), { subscribeTemplates: TEMPLATES, schedulerIntervalS: 3600 })

  it('tells the app which template to ask for on each mini-program', async () => {
    assert.deepEqual((await c.state()).data.subscribeTemplates, TEMPLATES)
  })

  it('keeps the platform and template the visitor accepted', async () => {
    const joined = await c.join(visitor(1), { platform: 'weapp', subscribed: [WX] })
    assert.equal(joined.code, 200, joined.message)
    const e = c.entry(visitor(1))
    assert.deepEqual([e.status, e.consent_platform, e.consent_template, e.consent_used_at], ['WAITING', 'weapp', WX, null])
    assert.equal(typeof e.consent_at, 'number')
  })

  it('keeps no consent from the web, a refusal, or an id that is not the platform’s configured template', async () => {
    assert.equal((await c.join(visitor(2))).code, 200, 'the web sends no body')
    assert.equal((await c.join(visitor(3), { platform: 'weapp', subscribed: [] })).code, 200)
    assert.equal((await c.join(visitor(4), { platform: 'weapp', subscribed: [TT, 'made-up'] })).code, 200)
    for (const i of [2, 3, 4]) {
      const e = c.entry(visitor(i))
      assert.deepEqual([e.status, e.consent_template], ['WAITING', null], visitor(i))
    }
  })

  it('adds a consent when someone already in line joins again from a mini-program (same place)', async () => {
    const before = (await c.state(visitor(2))).data.mine?.position
    const again = await c.join(visitor(2), { platform: 'tt', subscribed: [TT] })
    assert.equal(again.data.mine?.position, before)
    const e = c.entry(visitor(2))
    assert.deepEqual([e.consent_platform, e.consent_template], ['tt', TT])
  })

  it('refuses a platform it does not know (a 400, nothing stored)', async () => {
    const bad = await c.join(visitor(5), { platform: 'alipay' as never, subscribed: [WX] })
    assert.equal(bad.code, 400)
    assert.equal(c.entry(visitor(5)), undefined)
  })
})

describe('subscribe messages: an offer queues one and uses the consent up', () => {
  let s: TestServer
  let c: ReturnType<typeof client>
  const clock = { now: Date.now() }
  serverPerSuite(server => ([s, c] = [server, client(server)]), {
    subscribeTemplates: TEMPLATES,
    now: () => clock.now,
    waitlistOfferHours: 24,
    schedulerIntervalS: 3600
  })

  it('queues exactly one message for an offer to someone who accepted the template, in the offer’s commit', async () => {
    // 赵, first in line since the seed, opens the event in the mini-program and accepts in the tap.
    assert.equal((await c.join(ZHAO, { platform: 'weapp', subscribed: [WX] })).data.mine?.position, 1)
    assert.deepEqual(allOutbox(s), [])
    assert.equal((await c.cancel(COLLEAGUE)).code, 200)
    assert.equal((await c.state(ZHAO)).data.mine?.status, 'OFFERED')
    const rows = c.outbox(ZHAO)
    assert.equal(rows.length, 1)
    const [row] = rows
    assert.deepEqual(
      { platform: row.platform, template: row.template_id, page: row.page, entry: row.waitlist_entry_id },
      { platform: 'weapp', template: WX, page: `pages/form/index?id=${c.formId}&eventId=${c.id}`, entry: c.entry(ZHAO).id }
    )
    const data = JSON.parse(row.data) as Record<string, string>
    assert.equal(data.eventTitle, 'CMO 闭门圆桌（上海 · 限 6 席）')
    assert.match(data.deadline, /^\d{4}-\d\d-\d\d \d\d:\d\d（北京时间）$/)
    assert.equal(data.status, '候补成功，名额已为你保留')
    assert.ok(c.entry(ZHAO).consent_used_at, 'the consent is used')
    // The offer's notice is written as before.
    assert.ok((await c.notices(ZHAO)).some(n => n.title === '候补成功：名额已为你保留'))
  })

  it('queues nothing for an offer to someone without a consent, and still writes the notice', async () => {
    assert.equal((await c.cancel(CHEN)).code, 200)
    assert.equal((await c.state(SUN)).data.mine?.status, 'OFFERED')
    assert.deepEqual(c.outbox(SUN), [])
    assert.ok((await c.notices(SUN)).some(n => n.title === '候补成功：名额已为你保留'))
    assert.equal(allOutbox(s).length, 1)
  })

  it('sends nothing more when the offer runs out, nor when the same person is offered again without a new consent', async () => {
    clock.now += 25 * HOUR
    s.app.scheduler.tick()
    assert.equal(c.entry(ZHAO).status, 'EXPIRED')
    assert.equal(c.entry(SUN).status, 'EXPIRED')
    // The two seats are free again: two others take them, and 赵 queues once more, this time from the web.
    assert.equal((await c.register(visitor(10))).code, 200)
    assert.equal((await c.register(visitor(11))).code, 200)
    assert.equal((await c.join(ZHAO)).data.mine?.position, 1)
    await c.cancel(visitor(10))
    assert.equal((await c.state(ZHAO)).data.mine?.status, 'OFFERED')
    assert.equal(c.outbox(ZHAO).length, 1, 'the first acceptance gave one message, already queued')
  })

  it('queues a second message for a second acceptance', async () => {
    clock.now += 25 * HOUR
    s.app.scheduler.tick()
    assert.equal((await c.register(visitor(12))).code, 200)
    assert.equal((await c.join(ZHAO, { platform: 'tt', subscribed: [TT] })).data.mine?.position, 1)
    await c.cancel(visitor(11))
    const rows = c.outbox(ZHAO)
    assert.deepEqual(
      rows.map(r => [r.platform, r.template_id]),
      [
        ['weapp', WX],
        ['tt', TT]
      ]
    )
  })

  it('drains the outbox once: the local server has no credentials and marks each message SKIPPED_NO_CREDENTIALS', async () => {
    assert.deepEqual(await s.app.scheduler.drain(), { sent: 0, skipped: 2, failed: 0 })
    assert.deepEqual(
      allOutbox(s).map(r => r.status),
      ['SKIPPED_NO_CREDENTIALS', 'SKIPPED_NO_CREDENTIALS']
    )
    assert.deepEqual(await s.app.scheduler.drain(), { sent: 0, skipped: 0, failed: 0 })
  })
})

/** A sender that records what it was given (as a deployment's WeChat sender would receive it). */
function recordingSender(fail = false): MessageSender & { sent: OutboxMessage[] } {
  const sent: OutboxMessage[] = []
  return {
    sent,
    async send(message) {
      // Another drain may run meanwhile: give it the chance to claim the same rows.
      await new Promise(resolve => setImmediate(resolve))
      if (fail) throw new Error('43101 user refuse to accept the msg')
      sent.push(message)
      return 'SENT'
    }
  }
}

describe('subscribe messages under concurrency, and the sender a deployment plugs in', () => {
  it('queues one message per offer when two seats are cancelled at the same moment, and two racing drains send each once', async () => {
    const sender = recordingSender()
    const s = await startServer({ subscribeTemplates: TEMPLATES, messageSender: sender, schedulerIntervalS: 3600 })
    try {
      const c = client(s)
      await c.join(ZHAO, { platform: 'weapp', subscribed: [WX] })
      await c.join(SUN, { platform: 'tt', subscribed: [TT] })
      await s.app.listen({ port: 0, host: '127.0.0.1' })
      const port = (s.app.server.address() as { port: number }).port
      const cancelOver = async (phone: string) => {
        const [ticketId, headers] = [await c.ticketOf(phone), await c.as(phone)]
        return fetch(`http://127.0.0.1:${port}/api/ca/v1/event/ticket/${ticketId}/cancel`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: '{}'
        }).then(r => r.json() as Promise<{ code: number }>)
      }
      const answers = await Promise.all([cancelOver(COLLEAGUE), cancelOver(CHEN)])
      assert.deepEqual(
        answers.map(a => a.code),
        [200, 200]
      )
      assert.deepEqual(
        allOutbox(s).map(r => [r.account_id, r.platform]),
        [
          [c.accountId(ZHAO), 'weapp'],
          [c.accountId(SUN), 'tt']
        ]
      )
      const drains = await Promise.all([s.app.scheduler.drain(), s.app.scheduler.drain(), s.app.scheduler.drain()])
      assert.equal(
        drains.reduce((n, d) => n + d.sent, 0),
        2
      )
      assert.deepEqual(sender.sent.map(m => m.templateId).sort(), [TT, WX].sort())
      assert.deepEqual(
        allOutbox(s).map(r => r.status),
        ['SENT', 'SENT']
      )
      assert.equal(sender.sent.find(m => m.platform === 'weapp')?.data.eventTitle, 'CMO 闭门圆桌（上海 · 限 6 席）')
    } finally {
      await s.close()
    }
  })

  it('marks a message the platform refused FAILED with the reason, and does not send it again', async () => {
    const s = await startServer({ subscribeTemplates: TEMPLATES, messageSender: recordingSender(true), schedulerIntervalS: 3600 })
    try {
      const c = client(s)
      await c.join(ZHAO, { platform: 'weapp', subscribed: [WX] })
      await c.cancel(COLLEAGUE)
      assert.deepEqual(await s.app.scheduler.drain(), { sent: 0, skipped: 0, failed: 1 })
      assert.deepEqual(
        allOutbox(s).map(r => [r.status, r.error]),
        [['FAILED', '43101 user refuse to accept the msg']]
      )
      assert.deepEqual(await s.app.scheduler.drain(), { sent: 0, skipped: 0, failed: 0 })
    } finally {
      await s.close()
    }
  })
})

describe('a server without subscribe templates', () => {
  let s: TestServer
  serverPerSuite(server => (s = server), { schedulerIntervalS: 3600 })

  it('answers no template and keeps no consent, whatever the app sends', async () => {
    const c = client(s)
    assert.deepEqual((await c.state()).data.subscribeTemplates, {
      weapp: { waitlistOffer: null, eventReminder: null, hotLead: null },
      tt: { waitlistOffer: null, eventReminder: null, hotLead: null }
    })
    await c.join(ZHAO, { platform: 'weapp', subscribed: [WX] })
    assert.equal(c.entry(ZHAO).consent_template, null)
    await c.cancel(COLLEAGUE)
    assert.equal(c.entry(ZHAO).status, 'OFFERED')
    assert.deepEqual(allOutbox(s), [])
  })
})

describe('settings WX_/TT_TMPL_WAITLIST_OFFER, WX_/TT_TMPL_EVENT_REMINDER and WX_/TT_TMPL_HOT_LEAD', () => {
  it('reads, validates and prints them', async () => {
    const { describeConfig, readConfig } = await import('../../server/config')
    assert.deepEqual(readConfig({}).subscribeTemplates, {
      weapp: { waitlistOffer: null, eventReminder: null, hotLead: null },
      tt: { waitlistOffer: null, eventReminder: null, hotLead: null }
    })
    const [wxReminder, ttReminder] = ['wxTmplEventReminder_0123456789abcdefghijklmn', 'MSG_tt_event_reminder_1']
    const config = readConfig({
      WX_TMPL_WAITLIST_OFFER: ` ${WX} `,
      TT_TMPL_WAITLIST_OFFER: TT,
      WX_TMPL_EVENT_REMINDER: wxReminder,
      TT_TMPL_EVENT_REMINDER: ` ${ttReminder}`,
      WX_TMPL_HOT_LEAD: 'wxTmplHotLead_1'
    })
    assert.deepEqual(config.subscribeTemplates, {
      weapp: { waitlistOffer: WX, eventReminder: wxReminder, hotLead: 'wxTmplHotLead_1' },
      tt: { waitlistOffer: TT, eventReminder: ttReminder, hotLead: null }
    })
    assert.match(describeConfig(config), /WX_TMPL_HOT_LEAD wxTmplHotLead_1, TT_TMPL_HOT_LEAD \(none\)/)
    assert.match(describeConfig(config), new RegExp(`WX_TMPL_WAITLIST_OFFER ${WX}, TT_TMPL_WAITLIST_OFFER ${TT}`))
    assert.match(describeConfig(config), new RegExp(`WX_TMPL_EVENT_REMINDER ${wxReminder}, TT_TMPL_EVENT_REMINDER ${ttReminder}`))
    for (const name of ['WX_TMPL_WAITLIST_OFFER', 'TT_TMPL_WAITLIST_OFFER', 'WX_TMPL_EVENT_REMINDER', 'TT_TMPL_EVENT_REMINDER', 'WX_TMPL_HOT_LEAD']) {
      assert.throws(() => readConfig({ [name]: 'has spaces in it' }), new RegExp(name))
    }
  })
})
