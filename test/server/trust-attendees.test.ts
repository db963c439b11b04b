import type { InjectOptions } from 'fastify'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Attendee, Page, Ticket } from '../../types/contract'
import { assertRefused, body, fingerprint, idOf, MEMBER, PROMOTER, serverPerSuite, type TestServer, tokenFor } from './helpers'

/** A promoter who is not company staff (陈晨, promotion scid sc1003): no attendee came through their links yet. */
const OUTSIDE_PROMOTER = '13900000002'
/** A member with no ticket for the summit (signed in once, so the phone is an account's). */
const OTHER_MEMBER = '13811112222'
const PHONES = /1[3-9]\d{9}/

/**
 * Issue #26 item 6: promoters read every attendee of every event (phones and answers) and could rewrite any
 * attendee's phone, moving the ticket to another account and allowing a second registration.
 */
describe('who reads and edits attendees', () => {
  let s: TestServer
  let event = 0
  let staff: Record<string, string>
  let outsider: Record<string, string>
  serverPerSuite(async server => {
    s = server
    event = idOf(s.db, 'event-summit')
    staff = await tokenFor(s.app, PROMOTER)
    outsider = await tokenFor(s.app, OUTSIDE_PROMOTER)
  })

  const get = async <T>(url: string, headers: Record<string, string>) => body<T>(await s.app.inject({ url, headers }))
  const post = async <T>(url: string, headers: Record<string, string>, payload: InjectOptions['payload']) =>
    body<T>(await s.app.inject({ method: 'POST', url, headers, payload }))
  const applicants = (headers: Record<string, string>) => s.app.inject({ url: `/api/ca-open/v1/promote/getApplicantsList/${event}?size=100`, headers })
  const memberAttendee = () =>
    s.db.prepare('SELECT * FROM attendees WHERE event_id = ? AND cellphone = ?').get(event, MEMBER) as { id: number; account_id: number }

  it("shows a promoter only their own applicants, and nobody's full phone in a list", async () => {
    const none = await applicants(outsider)
    assert.equal(body<Page<Attendee>>(none).data.totalElements, 0, none.body)
    assert.doesNotMatch(none.body, PHONES)

    const mine = await post<Attendee>('/api/open/v1/account/form/behalfSubmit', outsider, {
      websiteFormId: 1,
      submitFormType: 'REGISTER_EVENT',
      contentEntityId: event,
      values: { name: '代报名甲', cellphone: '13755556666', company: '某公司', industry: '其他', agree: true }
    })
    assert.equal(mine.code, 200)
    const list = await applicants(outsider)
    const rows = body<Page<Attendee>>(list).data.content
    assert.deepEqual(
      rows.map(a => a.name),
      ['代报名甲']
    )
    assert.equal(rows[0].cellphone, '137****6666')
    assert.equal(rows[0].values.cellphone, '137****6666')
    assert.doesNotMatch(list.body, PHONES)

    const submitted = await s.app.inject({ url: `/api/ca-open/v1/promote/${event}/submit/list?size=100`, headers: outsider })
    assert.equal(body<Page<Attendee>>(submitted).data.totalElements, 1)
    assert.doesNotMatch(submitted.body, PHONES)
  })

  it('shows company staff every attendee of the event, phones masked', async () => {
    const res = await applicants(staff)
    const rows = body<Page<Attendee>>(res).data.content
    const registered = s.db.prepare('SELECT COUNT(*) FROM attendees WHERE event_id = ?').pluck().get(event)
    assert.equal(rows.length, registered)
    assert.ok(rows.some(a => a.cellphone === '138****0000'))
    assert.doesNotMatch(res.body, PHONES)
  })

  it("refuses another promoter's attendee to read, audit or edit, as if it did not exist", async () => {
    const other = s.db
      .prepare("SELECT id FROM attendees WHERE event_id = ? AND audit_status = 'PENDING' AND promoter_id IS NOT NULL")
      .pluck()
      .get(event) as number
    const before = fingerprint(s.db)
    const row = s.db.prepare('SELECT * FROM attendees WHERE id = ?').get(other)

    const info = await s.app.inject({ url: `/api/ca/v1/event/attendee/info?attendeeId=${other}`, headers: outsider })
    assert.equal(body(info).code, 404)
    assert.doesNotMatch(info.body, PHONES)
    assert.equal((await post('/api/ca/v1/event/attendee/batchAudit', outsider, { eventId: event, attendeeIds: [other], auditType: 'REJECT' })).code, 404)
    assert.equal((await post(`/api/open/v1/account/form/modifyProfileData?attendeeId=${other}`, outsider, { values: { title: '改掉' } })).code, 404)

    assert.deepEqual(fingerprint(s.db), before)
    assert.deepEqual(s.db.prepare('SELECT * FROM attendees WHERE id = ?').get(other), row, 'nothing changed')
  })

  it('gives the full phone in one attendee opened by a promoter who may see it', async () => {
    const mine = s.db.prepare('SELECT id FROM attendees WHERE cellphone = ?').pluck().get('13755556666') as number
    const a = await get<Attendee>(`/api/ca/v1/event/attendee/info?attendeeId=${mine}`, outsider)
    assert.equal(a.data.cellphone, '13755556666')
    const staffView = await get<Attendee>(`/api/ca/v1/event/attendee/info?attendeeId=${memberAttendee().id}`, staff)
    assert.equal(staffView.data.cellphone, MEMBER)
  })

  it('never moves a ticket to another account or makes a second registration by editing the phone', async () => {
    const a = memberAttendee()
    const otherMember = await tokenFor(s.app, OTHER_MEMBER)
    const edit = (cellphone: string) => post<Attendee>(`/api/open/v1/account/form/modifyProfileData?attendeeId=${a.id}`, staff, { values: { cellphone } })

    // A phone already registered for the event: a second registration.
    const taken = await edit('13900000001')
    assertRefused(taken, 409, /已报名/)
    // Another account's phone: their 我的门票 would list this ticket.
    const others = await edit(OTHER_MEMBER)
    assertRefused(others, 409, /其他账号/)
    const tickets = await get<Ticket[]>('/api/ca/v1/bagevent/attendee/getSuccessByCellphone', otherMember)
    assert.ok(!tickets.data.some(t => t.eventId === event), 'the other member holds no ticket of the event')
    assert.equal(s.db.prepare('SELECT cellphone FROM attendees WHERE id = ?').pluck().get(a.id) as string, MEMBER)

    // A phone nobody holds is a correction: accepted, and the ticket stays with its account.
    const fixed = await edit('13644445555')
    assert.equal(fixed.code, 200, JSON.stringify(fixed))
    assert.equal(fixed.data.cellphone, '13644445555')
    assert.equal(fixed.data.accountId, a.account_id)
    const member = await tokenFor(s.app, MEMBER)
    const own = await get<Ticket[]>('/api/ca/v1/bagevent/attendee/getSuccessByCellphone', member)
    assert.ok(
      own.data.some(t => t.eventId === event),
      "the member's ticket is still theirs"
    )
  })
})
