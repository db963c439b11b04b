import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { SubmitSurveyResult, WaitlistState } from '../../types/contract'
import { CHEN, fullEventVisitors, ZHAO } from './full-event'
import { assertRefused, body, idOf, PROMOTER, serverPerSuite, tokenFor, type TestServer } from './helpers'

fullEventVisitors('5', 1)

/**
 * Re-approving a rejected attendee of a full event took the seat its rejection had offered to the waitlist: the
 * holder of the running offer then got 409 活动名额已满.
 */
describe('an approval respects seats held for the waitlist', () => {
  let s: TestServer
  let event = 0
  let formId = 0
  let staff: Record<string, string>
  serverPerSuite(async server => {
    s = server
    event = idOf(s.db, 'event-roundtable')
    formId = s.db.prepare('SELECT register_form_id FROM entity_data WHERE id = ?').pluck().get(event) as number
    staff = await tokenFor(s.app, PROMOTER)
  })

  const audit = async (attendeeId: number, auditType: 'APPROVE' | 'REJECT') =>
    body<{ updated: number }>(
      await s.app.inject({
        method: 'POST',
        url: '/api/ca/v1/event/attendee/batchAudit',
        headers: staff,
        payload: { eventId: event, attendeeIds: [attendeeId], auditType }
      })
    )
  const chenAttendee = () =>
    s.db.prepare('SELECT id, audit_status FROM attendees WHERE event_id = ? AND cellphone = ?').get(event, CHEN) as { id: number; audit_status: string }
  const state = async (headers: Record<string, string>) =>
    body<WaitlistState>(await s.app.inject({ url: `/api/ca-open/v1/event/${event}/waitlist`, headers })).data

  it('refuses to approve a rejected attendee again while the freed seat is offered, and the holder takes it', async () => {
    const chen = chenAttendee()
    assert.equal((await audit(chen.id, 'REJECT')).data.updated, 1)
    const zhao = await tokenFor(s.app, ZHAO)
    assert.equal((await state(zhao)).mine?.status, 'OFFERED')

    assertRefused(await audit(chen.id, 'APPROVE'), 409, /^名额已为候补保留，请稍后再审核$/)
    assert.equal(chenAttendee().audit_status, 'REJECTED')

    const taken = body<SubmitSurveyResult>(
      await s.app.inject({
        method: 'POST',
        url: `/api/open/v1/account/submitSurvey?websiteFormId=${formId}`,
        headers: zhao,
        payload: { values: { name: '赵雷', cellphone: ZHAO, company: '测试公司', agree: true } }
      })
    )
    assert.equal(taken.code, 200, taken.message)
    assert.equal((await state(zhao)).mine?.status, 'ACCEPTED')
  })

  it('refuses it when the event is full, and approves it once a seat is free and promised to nobody', async () => {
    const chen = chenAttendee()
    assertRefused(await audit(chen.id, 'APPROVE'), 409, /活动名额已满/)
    // A seated attendee is rejected with nobody left in line but SUN: the seat goes to SUN's offer first.
    const seated = s.db
      .prepare("SELECT id FROM attendees WHERE event_id = ? AND audit_status = 'APPROVED' AND cellphone NOT IN (?, ?) ORDER BY id LIMIT 1")
      .pluck()
      .get(event, CHEN, ZHAO) as number
    assert.equal((await audit(seated, 'REJECT')).data.updated, 1)
    assertRefused(await audit(chen.id, 'APPROVE'), 409, /候补保留/)
    // With no offer running (the holder leaves), the seat is free for the approval.
    const sun = await tokenFor(s.app, '13900000007')
    const left = await s.app.inject({ method: 'POST', url: `/api/ca/v1/event/${event}/waitlist/leave`, headers: sun })
    assert.equal(body(left).code, 200, left.body)
    assert.equal((await audit(chen.id, 'APPROVE')).data.updated, 1)
    assert.equal(chenAttendee().audit_status, 'APPROVED')
  })
})
