import type { InjectOptions } from 'fastify'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Ticket } from '../../types/contract'
import { body, idOf, MEMBER, PROMOTER, serverPerSuite, tokenFor, type TestServer } from './helpers'

/** Issue #17 item 1: check-in, sign-out and ticket look-ups at the door belong to staff or to the ticket's owner. */
describe('door operations (trust)', () => {
  let s: TestServer
  let event = 0
  let visitor: Record<string, string>
  serverPerSuite(async server => {
    s = server
    event = idOf(s.db, 'event-openday')
    visitor = await tokenFor(s.app)
  })

  const post = async (url: string, headers: Record<string, string>, payload: InjectOptions['payload']) => {
    const res = await s.app.inject({ method: 'POST', url, headers, payload })
    return { env: body<Ticket>(res), raw: res.body }
  }
  const door = (what: string) => `/api/ca/v1/event/${event}/attendee/${what}`
  const attendee = (cellphone: string) =>
    s.db
      .prepare('SELECT a.name, a.checkin_status, t.code FROM attendees a JOIN tickets t ON t.attendee_id = a.id WHERE a.event_id = ? AND a.cellphone = ?')
      .get(event, cellphone) as { name: string; checkin_status: string; code: string }

  it("refuses a stranger: no state change and none of the attendee's data in the answer", async () => {
    const target = attendee('13900000003')
    const checkedIn = attendee('13900000000')
    assert.equal(target.checkin_status, 'NOT_CHECKED_IN')
    assert.equal(checkedIn.checkin_status, 'CHECKED_IN')
    const attempts = [
      await post(door('checkInByPhone'), visitor, { cellphone: '13900000003' }),
      await post(door('checkIn'), visitor, { code: target.code }),
      await post(door('checkIn'), visitor, { name: target.name, cellphone: '13900000003' }),
      await post(door('signOut'), visitor, { cellphone: '13900000000' }),
      await post(door('signOut'), visitor, { code: checkedIn.code })
    ]
    for (const { env, raw } of attempts) {
      assert.equal(env.code, 404)
      assert.equal(env.data, null)
      assert.match(env.message, /只能为自己签到/)
      assert.ok(!raw.includes(target.name) && !raw.includes(target.code) && !raw.includes('13900000003'), raw)
    }
    assert.equal(attendee('13900000003').checkin_status, 'NOT_CHECKED_IN')
    assert.equal(attendee('13900000000').checkin_status, 'CHECKED_IN')
  })

  it("lets the ticket owner check in and out by their own phone or code, but not by someone else's", async () => {
    const member = await tokenFor(s.app, MEMBER)
    const mine = attendee(MEMBER)
    assert.equal((await post(door('checkInByPhone'), member, { cellphone: '13900000003' })).env.code, 404)
    const byPhone = (await post(door('checkInByPhone'), member, { cellphone: MEMBER })).env
    assert.equal(byPhone.code, 200)
    assert.equal(byPhone.data.checkinStatus, 'CHECKED_IN')
    assert.equal(byPhone.data.attendeeName, mine.name)
    const out = (await post(door('signOut'), member, { code: mine.code.toLowerCase() })).env
    assert.equal(out.data.checkinStatus, 'SIGNED_OUT')
  })

  it('lets door staff (promoters) check anyone in and out', async () => {
    const promoter = await tokenFor(s.app, PROMOTER)
    const t = (await post(door('checkInByPhone'), promoter, { cellphone: '13900000004' })).env
    assert.equal(t.code, 200)
    assert.equal(t.data.checkinStatus, 'CHECKED_IN')
    const code = attendee('13900000003').code
    assert.equal((await post(door('checkIn'), promoter, { code })).env.data.checkinStatus, 'CHECKED_IN')
    assert.equal((await post(door('signOut'), promoter, { cellphone: '13900000003' })).env.data.checkinStatus, 'SIGNED_OUT')
    assert.equal((await post(door('checkIn'), promoter, { code: 'NOPE1234' })).env.message, '未找到报名记录')
  })
})
