import path from 'node:path'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import Database from 'better-sqlite3'
import type { Attendee, DoorResult, Page, Ticket, TicketTransferClaim, TicketTransferState } from '../../types/contract'
import { LINK_VOID, PHONE_HAS_TICKET, TRANSFER_OPEN } from '../../server/services/ticket-transfer'
import { TRANSFERRED_CODE } from '../../server/services/door'
import { DEMO_TRANSFER_TOKEN } from '../../server/seed/self-service'
import {
  assertRefused,
  body,
  idOf,
  MEMBER,
  postTo,
  PROMOTER,
  racingProcessesPerSuite,
  serverPerSuite,
  signedIn,
  TEST_FIXED_PHONES,
  testSecurity,
  tokenFor,
  type TestServer
} from './helpers'

/** Extension ticketTransfer: a holder gives the ticket to a colleague, who claims it with an SMS code. */

const COLLEAGUE = '13800000002' // holds an approved roundtable ticket (no audit)
const HOLDER = '13900000003' // holds an approved roundtable ticket and a summit one waiting for audit
const LI = '13811112222' // no ticket, signs in with the fixed code
const HAN = '13811113333'
testSecurity({ smsFixedPhones: [...TEST_FIXED_PHONES, HOLDER] })
type Headers = Record<string, string>

function client(s: TestServer) {
  const as = signedIn(s.app)
  const call = async <T>(method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    body<T>(await s.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: payload ?? {} } : {}) }))
  const ticketOf = async (phone: string, eventId: number) => {
    const list = await call<Ticket[]>('GET', '/api/ca/v1/bagevent/attendee/getSuccessByCellphone', await as(phone))
    return list.data.find(t => t.eventId === eventId)
  }
  return {
    as,
    call,
    ticketOf,
    state: async (phone: string, ticketId: number) => call<TicketTransferState>('GET', `/api/ca/v1/event/ticket/${ticketId}/transfer`, await as(phone)),
    start: async (phone: string, ticketId: number, to: { name: string; cellphone: string }) =>
      call<TicketTransferState>('POST', `/api/ca/v1/event/ticket/${ticketId}/transfer`, await as(phone), to),
    withdraw: async (phone: string, ticketId: number) =>
      call<TicketTransferState>('POST', `/api/ca/v1/event/ticket/${ticketId}/transfer/withdraw`, await as(phone)),
    view: async (phone: string, token: string) => call<TicketTransferClaim>('GET', `/api/ca/v1/event/ticketTransfer/${token}`, await as(phone)),
    claim: async (phone: string, token: string, cellphone: string, smsCode = '123456') =>
      call<Ticket>('POST', `/api/ca/v1/event/ticketTransfer/${token}/claim`, await as(phone), { cellphone, smsCode })
  }
}

/** A writable connection for what only the organiser's back office changes (opening check-in). */
function openCheckin(s: TestServer, eventId: number): void {
  const db = new Database(path.join(s.dir, 'app.sqlite'))
  db.prepare('UPDATE entity_data SET checkin_open = 1 WHERE id = ?').run(eventId)
  db.close()
}

describe('transferring a ticket', () => {
  let s: TestServer
  let c: ReturnType<typeof client>
  let roundtable = 0
  let summit = 0
  serverPerSuite(async server => {
    s = server
    c = client(s)
    roundtable = idOf(s.db, 'event-roundtable')
    summit = idOf(s.db, 'event-summit')
  })

  it('gives the ticket to the receiver under a new code; the old holder loses it and the door refuses the old code', async () => {
    const before = (await c.ticketOf(COLLEAGUE, roundtable))!
    const state = await c.state(COLLEAGUE, before.ticketId)
    assert.deepEqual([state.data.transferable, state.data.reason, state.data.pending, state.data.reaudit], [true, null, null, false])

    const started = await c.start(COLLEAGUE, before.ticketId, { name: ' 李雷 ', cellphone: LI })
    assert.equal(started.code, 200, started.message)
    const offer = started.data.pending!
    assert.deepEqual([offer.toName, offer.toCellphone], ['李雷', '138****2222'])
    // Until the claim the ticket is still the holder's, code and all.
    assert.equal((await c.ticketOf(COLLEAGUE, roundtable))?.code, before.code)

    const view = await c.view(LI, offer.token)
    assert.deepEqual([view.data.status, view.data.reason, view.data.toName, view.data.toCellphone], ['PENDING', null, '李雷', '138****2222'])
    assert.ok(view.data.eventTitle && view.data.fromName)

    const claimed = await c.claim(LI, offer.token, LI)
    assert.equal(claimed.code, 200, claimed.message)
    assert.equal(claimed.data.ticketId, before.ticketId)
    assert.notEqual(claimed.data.code, before.code)
    assert.deepEqual([claimed.data.attendeeName, claimed.data.cellphone, claimed.data.auditStatus], ['李雷', LI, 'APPROVED'])
    assert.deepEqual(claimed.data.answers, [], "the holder's answers do not pass to the receiver")
    assert.equal((await c.ticketOf(LI, roundtable))?.code, claimed.data.code)

    // The old holder: gone from 我的门票, the ticket itself answers 404 (their device drops its copy then).
    assert.equal(await c.ticketOf(COLLEAGUE, roundtable), undefined)
    const old = await c.call<Ticket>('GET', `/api/ca/v1/bagevent/attendee/ticket/${before.ticketId}`, await c.as(COLLEAGUE))
    assert.equal(old.code, 404)
    assert.equal((await c.state(COLLEAGUE, before.ticketId)).code, 404)
    // The link is spent.
    assertRefused(await c.claim(LI, offer.token, LI), 400, /已被领取/)
    assert.equal((await c.view(LI, offer.token)).data.status, 'DONE')

    // At the door: the old code (as the old holder's offline copy shows it) is refused, the new one opens it.
    openCheckin(s, roundtable)
    const staff = await c.as(PROMOTER)
    const atDoor = async (code: string) =>
      body<DoorResult>(await s.app.inject({ method: 'POST', url: `/api/ca/v1/event/${roundtable}/attendee/checkIn`, headers: staff, payload: { code } }))
    assertRefused(await atDoor(before.code), 400, new RegExp(TRANSFERRED_CODE))
    assertRefused(await atDoor(before.code.toLowerCase()), 400, /已转让/)
    const entered = await atDoor(claimed.data.code)
    assert.equal(entered.code, 200, entered.message)
    assert.deepEqual([entered.data.attendeeName, entered.data.checkinStatus], ['李雷', 'CHECKED_IN'])

    // Checked in: no further transfer.
    assertRefused(await c.start(LI, before.ticketId, { name: '韩梅梅', cellphone: HAN }), 400, /已签到的门票不能转让/)
    assert.equal((await c.state(LI, before.ticketId)).data.transferable, false)
  })

  it('sends the transfer of an approved registration of an audited event to audit, shown in the audit list', async () => {
    const ticket = (await c.ticketOf(MEMBER, summit))!
    const state = await c.state(MEMBER, ticket.ticketId)
    assert.equal(state.data.reaudit, true)
    const offer = (await c.start(MEMBER, ticket.ticketId, { name: '韩梅梅', cellphone: HAN })).data.pending!
    const claimed = await c.claim(HAN, offer.token, HAN)
    assert.equal(claimed.code, 200, claimed.message)
    assert.equal(claimed.data.auditStatus, 'PENDING')
    assert.equal(claimed.data.qrCode, null, 'no entry code until approved again')

    const list = await c.call<Page<Attendee>>('GET', `/api/ca-open/v1/promote/getApplicantsList/${summit}?size=100&auditStatus=PENDING`, await c.as(PROMOTER))
    const row = list.data.content.find(a => a.name === '韩梅梅')
    assert.ok(row, 'the receiver waits for audit')
    assert.deepEqual([row.transfer?.fromName, row.transfer?.fromCellphone], ['张伟', '138****0000'])
    assert.equal(row.edits, null, "the holder's edits are not the receiver's")
    assert.doesNotMatch(JSON.stringify(list.data), /1[3-9]\d{9}/)
  })

  it('refuses a ticket of an event that started, a phone with a ticket, the holder themselves, and a second open transfer', async () => {
    const openday = idOf(s.db, 'event-openday')
    const started = (await c.ticketOf(MEMBER, openday))!
    assertRefused(await c.start(MEMBER, started.ticketId, { name: '李雷', cellphone: LI }), 400, /活动已开始/)

    const ticket = (await c.ticketOf(HOLDER, roundtable))!
    assertRefused(await c.start(HOLDER, ticket.ticketId, { name: '陈晨', cellphone: '13900000002' }), 409, new RegExp(PHONE_HAS_TICKET))
    assertRefused(await c.start(HOLDER, ticket.ticketId, { name: '我', cellphone: HOLDER }), 400, /不能转让给自己/)
    assertRefused(await c.start(HOLDER, ticket.ticketId, { name: '  ', cellphone: HAN }), 400, /姓名/)
    assert.equal((await c.start(HOLDER, ticket.ticketId, { name: '甲', cellphone: '13711112222' })).code, 200)
    assertRefused(await c.start(HOLDER, ticket.ticketId, { name: '乙', cellphone: '13612345678' }), 409, new RegExp(TRANSFER_OPEN))
    // Someone else's ticket answers like a missing one.
    assert.equal((await c.start(MEMBER, ticket.ticketId, { name: '乙', cellphone: '13612345678' })).code, 404)
  })

  it('refuses a claim with another phone, a wrong code, by the holder, after withdrawal and once the holder checked in', async () => {
    const ticket = (await c.ticketOf(HOLDER, roundtable))!
    await c.withdraw(HOLDER, ticket.ticketId)
    const offer = (await c.start(HOLDER, ticket.ticketId, { name: '王芳', cellphone: '13612345678' })).data.pending!
    assertRefused(await c.claim('13612345678', offer.token, '13912345678'), 400, /不一致/)
    assertRefused(await c.claim('13612345678', offer.token, '13612345678', '000000'), 400, /验证码错误/)
    assertRefused(await c.claim(HOLDER, offer.token, '13612345678'), 400, /自己转出/)

    const withdrawn = await c.withdraw(HOLDER, ticket.ticketId)
    assert.equal(withdrawn.data.pending, null)
    assertRefused(await c.claim('13612345678', offer.token, '13612345678'), 400, /撤回/)

    // Claimed only after the holder walked in: too late.
    const again = (await c.start(HOLDER, ticket.ticketId, { name: '王芳', cellphone: '13612345678' })).data.pending!
    const checkedIn = await s.app.inject({
      method: 'POST',
      url: `/api/ca/v1/event/${roundtable}/attendee/checkIn`,
      headers: await c.as(HOLDER),
      payload: { code: ticket.code }
    })
    assert.equal(body(checkedIn).code, 200, body(checkedIn).message)
    assertRefused(await c.claim('13612345678', again.token, '13612345678'), 400, /已签到/)
    assert.equal((await c.ticketOf(HOLDER, roundtable))?.code, ticket.code)
  })

  it("refuses a cancelled ticket, and the claim of a cancelled ticket's link", async () => {
    const waiting = (await c.ticketOf(HOLDER, summit))!
    // A registration waiting for audit may change hands too.
    const offer = (await c.start(HOLDER, waiting.ticketId, { name: '赵强', cellphone: '13912345678' })).data.pending!
    const cancelled = await c.call('POST', `/api/ca/v1/event/ticket/${waiting.ticketId}/cancel`, await c.as(HOLDER))
    assert.equal(cancelled.code, 200, cancelled.message)
    assert.equal((await c.start(HOLDER, waiting.ticketId, { name: '赵强', cellphone: '13912345678' })).code, 404)
    assertRefused(await c.claim('13912345678', offer.token, '13912345678'), 404, new RegExp(LINK_VOID))
  })
})

describe("the demo's open transfer", () => {
  let s: TestServer
  let c: ReturnType<typeof client>
  serverPerSuite(async server => {
    s = server
    c = client(s)
  })

  it('offers a roundtable seat to the member, who claims it with the code sent to their phone', async () => {
    const view = await c.view(MEMBER, DEMO_TRANSFER_TOKEN)
    assert.equal(view.code, 200, view.message)
    assert.deepEqual([view.data.status, view.data.reason, view.data.toCellphone], ['PENDING', null, '138****0000'])
    const claimed = await c.claim(MEMBER, DEMO_TRANSFER_TOKEN, MEMBER)
    assert.equal(claimed.code, 200, claimed.message)
    assert.equal((await c.ticketOf(MEMBER, idOf(s.db, 'event-roundtable')))?.code, claimed.data.code)
  })
})

describe('a server without the ticketTransfer extension', () => {
  let s: TestServer
  serverPerSuite(server => (s = server), { extensions: ['registrationEdit'] })

  it('has no transfer routes and lists no transfer on attendees', async () => {
    const member = await tokenFor(s.app, MEMBER)
    const res = await s.app.inject({ url: '/api/ca/v1/event/ticket/1/transfer', headers: member })
    assert.equal(res.statusCode, 404)
    const list = body<Page<Attendee>>(
      await s.app.inject({ url: `/api/ca-open/v1/promote/getApplicantsList/${idOf(s.db, 'event-summit')}?size=100`, headers: await tokenFor(s.app, PROMOTER) })
    )
    assert.ok(list.data.content.every(a => !('transfer' in a)))
  })
})

describe('transfers racing across two server processes on one database', () => {
  const race = racingProcessesPerSuite(client)

  it('lets exactly one of eight transfers of one ticket started at once stand', async () => {
    const { server: s, client: c, ports } = race
    const ticket = (await c.ticketOf(COLLEAGUE, idOf(s.db, 'event-roundtable')))!
    const holder = await c.as(COLLEAGUE)
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        postTo<TicketTransferState>(ports[i % 2], `/api/ca/v1/event/ticket/${ticket.ticketId}/transfer`, holder, {
          name: `同事${i}`,
          cellphone: `1370000000${i}`
        })
      )
    )
    const won = answers.filter(a => a.code === 200)
    assert.equal(won.length, 1, JSON.stringify(answers.map(a => [a.code, a.message])))
    assert.ok(answers.filter(a => a.code !== 200).every(a => a.code === 409 && a.message === TRANSFER_OPEN))
    const open = s.db.prepare("SELECT COUNT(*) FROM ticket_transfers WHERE ticket_id = ? AND status = 'PENDING'").pluck().get(ticket.ticketId)
    assert.equal(open, 1)
  })

  it('lets exactly one of six claims of one link at once win, under one new code', async () => {
    const { server: s, client: c, ports } = race
    const roundtable = idOf(s.db, 'event-roundtable')
    const ticket = (await c.ticketOf(COLLEAGUE, roundtable))!
    await c.withdraw(COLLEAGUE, ticket.ticketId)
    // MEMBER has no roundtable ticket, and the server processes take the fixed code for the demo phones.
    const offer = (await c.start(COLLEAGUE, ticket.ticketId, { name: '张伟', cellphone: MEMBER })).data.pending!
    const member = await c.as(MEMBER)
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postTo<Ticket>(ports[i % 2], `/api/ca/v1/event/ticketTransfer/${offer.token}/claim`, member, { cellphone: MEMBER, smsCode: '123456' })
      )
    )
    const won = answers.filter(a => a.code === 200)
    assert.equal(won.length, 1, JSON.stringify(answers.map(a => [a.code, a.message])))
    assert.ok(
      answers.filter(a => a.code !== 200).every(a => /已被领取|已报名/.test(a.message)),
      JSON.stringify(answers.map(a => a.message))
    )
    const now = s.db.prepare('SELECT code FROM tickets WHERE id = ?').pluck().get(ticket.ticketId)
    assert.equal(now, won[0].data.code)
    assert.notEqual(now, ticket.code)
  })
})
