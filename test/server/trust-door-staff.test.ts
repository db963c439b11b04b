import type { InjectOptions } from 'fastify'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { DoorResult } from '../../types/contract'
import { body, idOf, PROMOTER, serverPerSuite, TEST_DOOR_PER_MINUTE, TEST_FIXED_PHONES, testSecurity, tokenFor, type TestServer } from './helpers'

/** 刘强: a promoter (not company staff) the open day names as its door staff. */
const NAMED_DOOR_STAFF = '13900000001'
/** 陈晨: a promoter (not company staff) no event names as door staff. */
const OTHER_PROMOTER = '13900000002'
testSecurity({ smsFixedPhones: [...TEST_FIXED_PHONES, NAMED_DOOR_STAFF] })

/**
 * Any promoter looked up any attendee of an event whose check-in was open, by phone (name, full phone, ticket code,
 * signed QR), checked them in or out, and 100 look-ups in 15 s were all answered.
 */
describe('door operations belong to the door staff of the event', () => {
  let s: TestServer
  let event = 0
  serverPerSuite(async server => {
    s = server
    event = idOf(s.db, 'event-openday')
  })

  const door = async (what: 'checkInByPhone' | 'checkIn' | 'signOut', headers: Record<string, string>, payload: InjectOptions['payload']) => {
    const res = await s.app.inject({ method: 'POST', url: `/api/ca/v1/event/${event}/attendee/${what}`, headers, payload })
    return { env: body<DoorResult>(res), raw: res.body }
  }
  const attendee = (cellphone: string) =>
    s.db
      .prepare('SELECT a.id, a.name, a.checkin_status, t.code FROM attendees a JOIN tickets t ON t.attendee_id = a.id WHERE a.event_id = ? AND a.cellphone = ?')
      .get(event, cellphone) as { id: number; name: string; checkin_status: string; code: string }
  const accountId = (cellphone: string) => s.db.prepare('SELECT id FROM accounts WHERE cellphone = ?').pluck().get(cellphone) as number
  const logOf = (operator: string) =>
    s.db.prepare('SELECT action, lookup, attendee_id, outcome FROM door_log WHERE operator_account_id = ? ORDER BY id').all(accountId(operator))

  it('refuses a promoter who is not door staff of the event, as it refuses any visitor, and logs the attempt', async () => {
    const promoter = await tokenFor(s.app, OTHER_PROMOTER)
    const target = attendee('13900000003')
    assert.equal(target.checkin_status, 'NOT_CHECKED_IN')
    for (const attempt of [
      await door('checkInByPhone', promoter, { cellphone: '13900000003' }),
      await door('checkIn', promoter, { code: target.code }),
      await door('signOut', promoter, { cellphone: '13900000000' })
    ]) {
      assert.equal(attempt.env.code, 404, attempt.raw)
      assert.match(attempt.env.message, /只能为自己签到/)
      assert.ok(!attempt.raw.includes(target.name) && !attempt.raw.includes(target.code) && !attempt.raw.includes('13900000003'), attempt.raw)
    }
    assert.equal(attendee('13900000003').checkin_status, 'NOT_CHECKED_IN')
    assert.deepEqual(logOf(OTHER_PROMOTER), [
      { action: 'CHECKIN', lookup: 'PHONE', attendee_id: null, outcome: 'NOT_FOUND' },
      { action: 'CHECKIN', lookup: 'CODE', attendee_id: null, outcome: 'NOT_FOUND' },
      { action: 'SIGNOUT', lookup: 'PHONE', attendee_id: null, outcome: 'NOT_FOUND' }
    ])
  })

  it('lets the door staff the event names check people in and out, answering no ticket code, no QR and a masked phone', async () => {
    const staff = await tokenFor(s.app, NAMED_DOOR_STAFF)
    const target = attendee('13900000004')
    const { env, raw } = await door('checkInByPhone', staff, { cellphone: '13900000004' })
    assert.equal(env.code, 200, raw)
    assert.equal(env.data.checkinStatus, 'CHECKED_IN')
    assert.equal(env.data.attendeeName, target.name)
    assert.equal(env.data.cellphone, '139****0004')
    assert.ok(!('code' in env.data) && !('qrCode' in env.data) && !('ticketId' in env.data), raw)
    assert.ok(!raw.includes(target.code) && !raw.includes('13900000004') && !raw.includes('qrCode'), raw)
    const out = await door('signOut', staff, { code: target.code })
    assert.equal(out.env.data.checkinStatus, 'SIGNED_OUT')
    assert.ok(!out.raw.includes(target.code), out.raw)
    assert.deepEqual(logOf(NAMED_DOOR_STAFF), [
      { action: 'CHECKIN', lookup: 'PHONE', attendee_id: target.id, outcome: 'DONE' },
      { action: 'SIGNOUT', lookup: 'CODE', attendee_id: target.id, outcome: 'DONE' }
    ])
  })

  it('limits the look-ups of one operator: racing past the limit, exactly the limit is answered', async () => {
    const staff = await tokenFor(s.app, PROMOTER)
    const others = await tokenFor(s.app, NAMED_DOOR_STAFF)
    const before = logOf(PROMOTER).length
    const extra = 8
    const phones = Array.from({ length: TEST_DOOR_PER_MINUTE + extra }, (_, i) => `1370000${String(9000 + i)}`)
    const answers = await Promise.all(phones.map(cellphone => door('checkInByPhone', staff, { cellphone })))
    const codes = answers.map(a => a.env.code)
    assert.equal(codes.filter(c => c === 404).length, TEST_DOOR_PER_MINUTE, codes.join(','))
    assert.equal(codes.filter(c => c === 429).length, extra, codes.join(','))
    assert.match(answers.find(a => a.env.code === 429)!.env.message, /过于频繁/)
    assert.equal(logOf(PROMOTER).length - before, TEST_DOOR_PER_MINUTE, 'every answered look-up logged, none of the refused ones')
    // The limit is the operator's: another door staff member goes on working.
    assert.equal((await door('checkInByPhone', others, { cellphone: '13900000003' })).env.code, 200)
  })
})
