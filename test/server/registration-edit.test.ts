import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Attendee, FormField, Page, Registration, Ticket } from '../../types/contract'
import { changedFields, whyNotEditable } from '../../server/services/registration'
import type { EditableRow } from '../../server/repositories/registration-edits'
import { body, idOf, MEMBER, PROMOTER, serverPerSuite, TEST_FIXED_PHONES, testSecurity, tokenFor, type TestServer } from './helpers'

/** Issue #29 item 2: the attendee changes their registration from the ticket; the audit screen shows what changed. */

const REJECTED = '13900000007' // 孙丽: rejected on the summit
testSecurity({ smsFixedPhones: [...TEST_FIXED_PHONES, REJECTED] })
type Headers = Record<string, string>

const SUMMIT_VALUES = { name: '张伟', cellphone: MEMBER, company: '华联零售集团', industry: '零售消费', agree: true }

describe('changing my registration', () => {
  let s: TestServer
  let member: Headers
  let promoter: Headers
  let summit = 0
  let ticketId = 0
  serverPerSuite(async server => {
    s = server
    member = await tokenFor(s.app, MEMBER)
    promoter = await tokenFor(s.app, PROMOTER)
    summit = idOf(s.db, 'event-summit')
    const tickets = body<Ticket[]>(await s.app.inject({ url: '/api/ca/v1/bagevent/attendee/getSuccessByCellphone', headers: member })).data
    ticketId = tickets.find(t => t.eventId === summit)!.ticketId
  })

  const get = async <T>(url: string, headers: Headers) => body<T>(await s.app.inject({ url, headers }))
  const save = async (id: number, values: object, headers: Headers = member, smsCode?: string) =>
    body<Registration>(
      await s.app.inject({ method: 'POST', url: `/api/ca/v1/event/ticket/${id}/registration`, headers, payload: { values, ...(smsCode ? { smsCode } : {}) } })
    )
  const memberRow = (list: Attendee[]) => list.find(a => a.accountId === s.db.prepare('SELECT id FROM accounts WHERE cellphone = ?').pluck().get(MEMBER))

  it('opens the registration with its answers, editable, and says an approved one goes back to audit', async () => {
    const reg = await get<Registration>(`/api/ca/v1/event/ticket/${ticketId}/registration`, member)
    assert.equal(reg.code, 200, reg.message)
    assert.equal(reg.data.formId, 1)
    assert.deepEqual(reg.data.values, SUMMIT_VALUES)
    assert.deepEqual([reg.data.editable, reg.data.reason, reg.data.auditStatus, reg.data.reaudit], [true, null, 'APPROVED', true])
  })

  it('refuses answers the form refuses, and changes nothing', async () => {
    const { industry: _dropped, ...missing } = SUMMIT_VALUES
    const res = await save(ticketId, missing)
    assert.deepEqual([res.code, res.message], [400, '所属行业不能为空'])
    assert.equal((await get<Registration>(`/api/ca/v1/event/ticket/${ticketId}/registration`, member)).data.auditStatus, 'APPROVED')
  })

  it('saves a change, sends the approved registration back to 待审核 and keeps the submission in step', async () => {
    const res = await save(ticketId, { ...SUMMIT_VALUES, company: '华联零售集团华东分公司', interests: ['私域运营'] })
    assert.equal(res.code, 200, res.message)
    assert.equal(res.data.values.company, '华联零售集团华东分公司')
    assert.deepEqual([res.data.auditStatus, res.data.reaudit], ['PENDING', false])
    const ticket = await get<Ticket>(`/api/ca/v1/bagevent/attendee/ticket/${ticketId}`, member)
    assert.deepEqual([ticket.data.auditStatus, ticket.data.attendeeName], ['PENDING', '张伟'])
    const attendee = s.db.prepare('SELECT company FROM attendees a JOIN tickets t ON t.attendee_id = a.id WHERE t.id = ?').pluck().get(ticketId)
    assert.equal(attendee, '华联零售集团华东分公司')
    const submission = JSON.parse(s.db.prepare('SELECT form_values FROM form_submissions WHERE ticket_id = ?').pluck().get(ticketId) as string)
    assert.equal(submission.company, '华联零售集团华东分公司')
  })

  it("shows the organiser's audit list and details what changed (old → new), phones masked in the list", async () => {
    const list = await get<Page<Attendee>>(`/api/ca-open/v1/promote/getApplicantsList/${summit}?size=100`, promoter)
    const row = memberRow(list.data.content)
    assert.ok(row?.edits, 'the member row carries its edits')
    assert.equal(row.edits.times, 1)
    assert.deepEqual(row.edits.changes, [
      { key: 'company', label: '公司名称', before: '华联零售集团', after: '华联零售集团华东分公司' },
      { key: 'interests', label: '感兴趣的议题', before: null, after: ['私域运营'] }
    ])
    assert.doesNotMatch(JSON.stringify(list.data), /1[3-9]\d{9}/)
    const info = await get<Attendee>(`/api/ca/v1/event/attendee/info?attendeeId=${row.attendeeId}`, promoter)
    assert.equal(info.data.edits?.changes.length, 2)
    // The demo: 陈晨 changed her company and industry while waiting for audit.
    const chen = list.data.content.find(a => a.name === '陈晨')
    assert.deepEqual(
      chen?.edits?.changes.map(c => [c.label, c.before, c.after]),
      [
        ['公司名称', '知行教育', '知行教育科技集团'],
        ['所属行业', '零售消费', '教育']
      ]
    )
  })

  it('records nothing for a save without changes', async () => {
    const current = (await get<Registration>(`/api/ca/v1/event/ticket/${ticketId}/registration`, member)).data.values
    assert.equal((await save(ticketId, current)).code, 200)
    const list = await get<Page<Attendee>>(`/api/ca-open/v1/promote/getApplicantsList/${summit}?size=100`, promoter)
    assert.equal(memberRow(list.data.content)?.edits?.times, 1)
  })

  it("wants a new phone proven by SMS, and refuses another account's phone", async () => {
    const unproven = await save(ticketId, { ...SUMMIT_VALUES, cellphone: '13811113333' })
    assert.deepEqual([unproven.code, unproven.message], [400, '新手机号需要验证：请获取并填写短信验证码'])
    const others = await save(ticketId, { ...SUMMIT_VALUES, cellphone: PROMOTER }, member, '123456')
    assert.deepEqual([others.code, others.message], [409, '该手机号属于其他账号，不能把这张门票改到他名下'])
    assert.equal(s.db.prepare('SELECT cellphone FROM attendees a JOIN tickets t ON t.attendee_id = a.id WHERE t.id = ?').pluck().get(ticketId), MEMBER)
  })

  it("answers someone else's ticket like a missing one", async () => {
    assert.equal((await get(`/api/ca/v1/event/ticket/${ticketId}/registration`, promoter)).code, 404)
    assert.equal((await save(ticketId, SUMMIT_VALUES, promoter)).code, 404)
  })

  it('refuses changes for an event without a form and for a rejected registration', async () => {
    const tickets = body<Ticket[]>(await s.app.inject({ url: '/api/ca/v1/bagevent/attendee/getSuccessByCellphone', headers: member })).data
    const openday = tickets.find(t => t.eventId === idOf(s.db, 'event-openday'))!
    const started = await get<Registration>(`/api/ca/v1/event/ticket/${openday.ticketId}/registration`, member)
    assert.deepEqual([started.data.editable, started.data.reason], [false, '该活动没有报名表单，无需修改'])
    const live = idOf(s.db, 'event-live')
    const signed = body<Ticket>(await s.app.inject({ method: 'POST', url: `/api/ca/v1/community/entityData/signup/${live}`, headers: member, payload: {} }))
    const formless = await save(signed.data.ticketId, { name: '张伟' })
    assert.deepEqual([formless.code, formless.message], [400, '该活动没有报名表单，无需修改'])

    const rejected = await tokenFor(s.app, REJECTED)
    const theirs = s.db
      .prepare('SELECT t.id FROM tickets t JOIN attendees a ON a.id = t.attendee_id WHERE a.event_id = ? AND a.cellphone = ?')
      .pluck()
      .get(summit, REJECTED) as number
    const reg = await get<Registration>(`/api/ca/v1/event/ticket/${theirs}/registration`, rejected)
    assert.deepEqual([reg.data.editable, reg.data.reason], [false, '报名未通过审核，不能修改'])
    assert.equal((await save(theirs, { ...SUMMIT_VALUES, name: '孙丽', cellphone: REJECTED }, rejected)).code, 400)
  })
})

describe('what may be edited (rules)', () => {
  const row = (over: Partial<EditableRow>): EditableRow =>
    ({ audit_status: 'APPROVED', checkin_status: 'NOT_CHECKED_IN', start_time: new Date(Date.now() + 86400_000).toISOString(), ...over }) as EditableRow
  const now = Date.now()

  it('allows an upcoming registration not checked in, and refuses the rest with the reason', () => {
    assert.equal(whyNotEditable(row({}), true, now), null)
    assert.equal(whyNotEditable(row({ checkin_status: 'CHECKED_IN' }), true, now), '已签到，不能再修改报名信息')
    assert.equal(whyNotEditable(row({ start_time: new Date(now - 1000).toISOString() }), true, now), '活动已开始，不能再修改报名信息')
    assert.equal(whyNotEditable(row({ audit_status: 'REJECTED' }), true, now), '报名未通过审核，不能修改')
    assert.equal(whyNotEditable(row({}), false, now), '该活动没有报名表单，无需修改')
  })

  it('lists the changed answers in the form’s order, labelled', () => {
    const fields: FormField[] = [
      { key: 'name', label: '姓名', type: 'TEXT', required: true, placeholder: '', options: [] },
      { key: 'topics', label: '议题', type: 'CHECKBOX', required: false, placeholder: '', options: ['a', 'b'] }
    ]
    assert.deepEqual(changedFields(fields, { name: '甲', topics: ['a'], extra: 1 }, { name: '甲', topics: ['a', 'b'] }), [
      { key: 'topics', label: '议题', before: ['a'], after: ['a', 'b'] },
      { key: 'extra', label: 'extra', before: 1, after: null }
    ])
  })
})

describe('a server without the registrationEdit extension', () => {
  let s: TestServer
  serverPerSuite(server => (s = server), { extensions: [] })

  it('answers the registration calls 404 and attendee answers without edits', async () => {
    const member = await tokenFor(s.app, MEMBER)
    const promoter = await tokenFor(s.app, PROMOTER)
    assert.equal((await s.app.inject({ url: '/api/ca/v1/event/ticket/1/registration', headers: member })).statusCode, 404)
    const res = await s.app.inject({ method: 'POST', url: '/api/ca/v1/event/ticket/1/registration', headers: member, payload: { values: {} } })
    assert.equal(res.statusCode, 404)
    const list = body<Page<Attendee>>(
      await s.app.inject({ url: `/api/ca-open/v1/promote/getApplicantsList/${idOf(s.db, 'event-summit')}?size=100`, headers: promoter })
    )
    assert.ok(list.data.content.length > 0)
    assert.ok(list.data.content.every(a => !('edits' in a)))
  })
})
