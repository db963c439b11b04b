import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import Database from 'better-sqlite3'
import type {
  Attendee,
  CancelledTicket,
  Envelope,
  FormValue,
  GroupRefusal,
  GroupRegistration,
  GroupRegistrationState,
  Page,
  Ticket
} from '../../types/contract'
import { GROUP_EXISTS, GROUP_MAX_MEMBER_ROWS, GROUP_NOT_FOUND, GROUP_PHONE_FIRST } from '../../server/services/group-registration'
import { GROUP_MAX_MEMBERS } from '../../src/shared/group-registration'
import {
  assertRefused,
  body,
  idOf,
  MEMBER,
  PROMOTER,
  serverPerSuite,
  serverProcess,
  startServer,
  TEST_FIXED_PHONES,
  testSecurity,
  tokenFor,
  type TestServer
} from './helpers'

/** Extension groupRegistration: a leader registers colleagues in one go, then cancels or replaces one of them. */

const COLLEAGUE = '13800000002' // 周杰: an account, no summit registration
const LI = '13811112222' // no account
const HAN = '13811113333' // no account
const WANG = '13612345678' // no account
const WU = '13900000005' // 吴静: an account, registered for the summit (approved)
const SUN = '13900000007' // 孙丽: an account whose summit registration was rejected (she may register again)
const LEADERS = ['13900000000', '13900000001', '13900000002', '13900000003', '13900000004', '13900000006']
testSecurity({ smsFixedPhones: [...TEST_FIXED_PHONES, WU, SUN, ...LEADERS], visitorsPerIpPerHour: 100000, smsPerIpPerHour: 100000 })

type Headers = Record<string, string>
type Values = Record<string, FormValue>

/** A summit member's own answers (the form's per-person fields). */
const person = (name: string, cellphone: string, over: Values = {}): { values: Values } => ({ values: { name, cellphone, industry: '零售消费', ...over } })
const SHARED = { company: '华联零售集团', agree: true }

function client(s: TestServer) {
  const tokens = new Map<string, Headers>()
  const as = async (phone?: string) => {
    const key = phone ?? 'visitor'
    if (!tokens.has(key)) tokens.set(key, await tokenFor(s.app, phone))
    return tokens.get(key)!
  }
  const call = async <T>(method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    body<T>(await s.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: payload ?? {} } : {}) }))
  return {
    as,
    call,
    state: async (phone: string | undefined, eventId: number) => call<GroupRegistrationState>('GET', `/api/ca/v1/event/${eventId}/group`, await as(phone)),
    register: async (phone: string | undefined, eventId: number, members: { values: Values }[], shared: Values = SHARED, idempotencyKey?: string) =>
      call<GroupRegistration>('POST', `/api/ca/v1/event/${eventId}/group`, await as(phone), { shared, members, ...(idempotencyKey ? { idempotencyKey } : {}) }),
    group: async (phone: string, groupId: number) => call<GroupRegistration>('GET', `/api/ca/v1/event/group/${groupId}`, await as(phone)),
    list: async (phone: string) => call<GroupRegistration[]>('GET', '/api/ca/v1/event/group/list', await as(phone)),
    cancel: async (phone: string, groupId: number, memberId: number) =>
      call<GroupRegistration>('POST', `/api/ca/v1/event/group/${groupId}/member/${memberId}/cancel`, await as(phone)),
    replace: async (phone: string, groupId: number, memberId: number, values: Values) =>
      call<GroupRegistration>('POST', `/api/ca/v1/event/group/${groupId}/member/${memberId}/replace`, await as(phone), { values }),
    tickets: async (phone: string) => (await call<Ticket[]>('GET', '/api/ca/v1/bagevent/attendee/getSuccessByCellphone', await as(phone))).data
  }
}

/** What only the organiser's back office changes (an event's capacity), through a writable connection. */
function setCapacity(s: TestServer, eventId: number, capacity: number): void {
  const db = new Database(path.join(s.dir, 'app.sqlite'))
  db.prepare('UPDATE entity_data SET capacity = ? WHERE id = ?').run(capacity, eventId)
  db.close()
}

const activeCount = (s: TestServer, eventId: number) =>
  s.db.prepare("SELECT COUNT(*) FROM attendees WHERE event_id = ? AND audit_status != 'REJECTED'").pluck().get(eventId) as number
const accountId = (s: TestServer, phone: string) => s.db.prepare('SELECT id FROM accounts WHERE cellphone = ?').pluck().get(phone) as number
const noticesOf = (s: TestServer, phone: string) =>
  s.db.prepare('SELECT title, content FROM notices WHERE account_id = ? ORDER BY id').all(accountId(s, phone)) as { title: string; content: string }[]
const memberNamed = (g: GroupRegistration, name: string) => g.members.find(m => m.name === name)!

describe('registering a group', () => {
  let s: TestServer
  let c: ReturnType<typeof client>
  let summit = 0
  const printed: string[] = []
  serverPerSuite(
    async server => {
      s = server
      c = client(s)
      summit = idOf(s.db, 'event-summit')
    },
    { print: line => printed.push(line) }
  )

  it('gives every member a ticket of their own, counted and audited one by one, with a notice', async () => {
    const state = await c.state(MEMBER, summit)
    assert.equal(state.code, 200, state.message)
    assert.deepEqual([state.data.open, state.data.reason, state.data.needsPhone, state.data.group], [true, null, false, null])
    assert.deepEqual([state.data.minMembers, state.data.maxMembers, state.data.formId], [2, GROUP_MAX_MEMBERS, 1])
    const before = activeCount(s, summit)
    assert.equal(state.data.seatsLeft, 300 - before)

    const made = await c.register(MEMBER, summit, [person('李雷', LI), person('周杰', COLLEAGUE, { industry: '教育', title: '顾问' }), person('韩梅梅', HAN)])
    assert.equal(made.code, 200, made.message)
    const g = made.data
    assert.deepEqual(
      g.members.map(m => [m.name, m.cellphone, m.status, m.auditStatus, m.leader, m.cancellable, m.replaceable]),
      [
        ['李雷', '138****2222', 'ACTIVE', 'PENDING', false, true, true],
        ['周杰', '138****0002', 'ACTIVE', 'PENDING', false, true, true],
        ['韩梅梅', '138****3333', 'ACTIVE', 'PENDING', false, true, true]
      ]
    )
    assert.deepEqual([g.active, g.shared], [3, SHARED])
    assert.equal(activeCount(s, summit), before + 3, 'each member takes a seat')

    // Each is an ordinary registration: the shared company, their own answers, made on the leader's behalf.
    const rows = s.db
      .prepare(
        'SELECT name, cellphone, company, title, audit_status, behalf_by, account_id, form_values FROM attendees WHERE event_id = ? AND cellphone IN (?, ?, ?) ORDER BY id'
      )
      .all(summit, LI, COLLEAGUE, HAN) as { name: string; company: string; title: string; behalf_by: number; account_id: number; form_values: string }[]
    assert.deepEqual(
      rows.map(r => [r.name, r.company, r.title, r.behalf_by, r.account_id]),
      [
        ['李雷', '华联零售集团', '', accountId(s, MEMBER), accountId(s, MEMBER)],
        ['周杰', '华联零售集团', '顾问', accountId(s, MEMBER), accountId(s, COLLEAGUE)],
        ['韩梅梅', '华联零售集团', '', accountId(s, MEMBER), accountId(s, MEMBER)]
      ]
    )
    assert.deepEqual(JSON.parse(rows[1].form_values), {
      name: '周杰',
      cellphone: COLLEAGUE,
      company: '华联零售集团',
      industry: '教育',
      title: '顾问',
      agree: true
    })

    // The organiser audits each one, as any registration.
    const audit = await c.call<Page<Attendee>>('GET', `/api/ca-open/v1/promote/getApplicantsList/${summit}?size=100&auditStatus=PENDING`, await c.as(PROMOTER))
    const pending = audit.data.content.filter(a => ['李雷', '周杰', '韩梅梅'].includes(a.name))
    assert.equal(pending.length, 3)
    assert.ok(pending.every(a => a.behalfBy === accountId(s, MEMBER)))
    // The audit list and the sheet name the group and its leader (the list's 团体).
    assert.deepEqual(
      pending.map(a => [a.group?.groupId, a.group?.leaderName, a.group?.leaderCellphone]),
      pending.map(() => [g.groupId, '张伟', '138****0000'])
    )
    const sheet = await c.call<Attendee>('GET', `/api/ca/v1/event/attendee/info?attendeeId=${pending[0].attendeeId}`, await c.as(PROMOTER))
    assert.deepEqual(sheet.data.group, { groupId: g.groupId, leaderName: '张伟', leaderCellphone: '138****0000' })
    const everyone = await c.call<Page<Attendee>>('GET', `/api/ca-open/v1/promote/getApplicantsList/${summit}?size=100`, await c.as(PROMOTER))
    const own = everyone.data.content.find(a => a.name === '张伟')
    assert.ok(own, "the leader's own registration is listed")
    assert.equal(own.group, null, "and is not the group's")

    // 周杰 holds his ticket in his own account and was told; phones without an account get the text message.
    assert.ok((await c.tickets(COLLEAGUE)).some(t => t.eventId === summit && t.attendeeName === '周杰'))
    const notice = noticesOf(s, COLLEAGUE).at(-1)!
    assert.equal(notice.title, '你已被报名参加活动')
    assert.match(notice.content, /张伟 通过团体报名为你报名了/)
    assert.ok(printed.some(line => line.startsWith(`[sms] notice for ${LI}:`)))
    assert.ok(printed.some(line => line.startsWith(`[sms] notice for ${HAN}:`)))
    assert.ok(!printed.some(line => line.includes(`notice for ${COLLEAGUE}`)))

    // The leader sees the group in 我的门票 (and the tickets held for members without an account).
    const list = await c.list(MEMBER)
    assert.deepEqual(
      list.data.map(x => [x.groupId, x.active]),
      [[g.groupId, 3]]
    )
    const mine = (await c.tickets(MEMBER)).filter(t => t.eventId === summit).map(t => t.attendeeName)
    assert.deepEqual(mine.sort(), ['张伟', '李雷', '韩梅梅'].sort())

    // One group per leader and event; the same key again answers the group, not a refusal.
    assertRefused(await c.register(MEMBER, summit, [person('甲', '13700009001'), person('乙', '13700009002')]), 409, new RegExp(GROUP_EXISTS))
    const again = await c.state(MEMBER, summit)
    assert.deepEqual([again.data.open, again.data.reason, again.data.group?.groupId], [false, GROUP_EXISTS, g.groupId])
  })

  it('answers the same idempotency key with the group it registered, once', async () => {
    const key = 'group-key-0001'
    const members = [person('赵一', '13700009011'), person('钱二', '13700009012')]
    const first = await c.register(WU, summit, members, SHARED, key)
    assert.equal(first.code, 200, first.message)
    const replay = await c.register(WU, summit, members, SHARED, key)
    assert.equal(replay.code, 200, replay.message)
    assert.equal(replay.data.groupId, first.data.groupId)
    assert.equal(s.db.prepare('SELECT COUNT(*) FROM attendees WHERE cellphone IN (?, ?)').pluck().get('13700009011', '13700009012'), 2)
    // Another leader's key is not theirs to replay.
    assertRefused(await c.register(SUN, summit, members, SHARED, key), 409, /重复的提交标识/)
  })

  it('lets the leader cancel one member: a cancelled copy for them, the seat back, a notice; nobody else may', async () => {
    const g = (await c.list(MEMBER)).data[0]
    const zhou = memberNamed(g, '周杰')
    const seats = activeCount(s, summit)
    // Not even a member of the group may manage it: another's group answers like a missing one.
    assertRefused(await c.cancel(COLLEAGUE, g.groupId, zhou.memberId), 404, new RegExp(GROUP_NOT_FOUND))
    assertRefused(await c.group(COLLEAGUE, g.groupId), 404, new RegExp(GROUP_NOT_FOUND))
    // Another group's member through one's own group: not found either.
    const wuMember = (await c.list(WU)).data[0].members[0]
    assertRefused(await c.cancel(MEMBER, g.groupId, wuMember.memberId), 404, /成员不存在/)
    assertRefused(await c.replace(MEMBER, g.groupId, wuMember.memberId, { name: '王五', cellphone: WANG, industry: '教育' }), 404, /成员不存在/)

    const after = await c.cancel(MEMBER, g.groupId, zhou.memberId)
    assert.equal(after.code, 200, after.message)
    const gone = memberNamed(after.data, '周杰')
    assert.deepEqual([gone.status, gone.ticketId, gone.cancellable, gone.replaceable, after.data.active], ['CANCELLED', null, false, false, 2])
    assert.equal(activeCount(s, summit), seats - 1)
    assert.ok(!(await c.tickets(COLLEAGUE)).some(t => t.eventId === summit))
    const copies = await c.call<CancelledTicket[]>('GET', '/api/ca/v1/event/ticket/cancelledList', await c.as(COLLEAGUE))
    assert.ok(copies.data.some(t => t.ticketId === zhou.ticketId && t.attendeeName === '周杰'))
    assert.match(noticesOf(s, COLLEAGUE).at(-1)!.content, /张伟 取消了你在/)
    assertRefused(await c.cancel(MEMBER, g.groupId, zhou.memberId), 400, /已取消/)
  })

  it('shows a member who gave the ticket back themselves as cancelled, never a stranger who took their ids', async () => {
    const g = (await c.list(MEMBER)).data[0]
    const han = memberNamed(g, '韩梅梅')
    // 韩梅梅 signs in with her phone (her ticket is there) and cancels it herself.
    const own = (await c.tickets(HAN)).find(t => t.ticketId === han.ticketId)
    assert.ok(own, 'the member sees the ticket in her own 我的门票')
    assert.equal((await c.call('POST', `/api/ca/v1/event/ticket/${han.ticketId}/cancel`, await c.as(HAN))).code, 200)
    // The next registration may be given the freed row ids: it is not the group's.
    const stranger = await c.call('POST', `/api/open/v1/account/submitSurvey?websiteFormId=1`, await c.as(SUN), {
      values: { name: '孙丽', cellphone: SUN, company: '康泰医疗', industry: '医疗', agree: true }
    })
    assert.equal(stranger.code, 200, stranger.message)
    const view = (await c.group(MEMBER, g.groupId)).data
    assert.deepEqual(
      view.members.map(m => [m.name, m.status]),
      [
        ['李雷', 'ACTIVE'],
        ['周杰', 'CANCELLED'],
        ['韩梅梅', 'CANCELLED']
      ]
    )
    assert.equal(view.active, 1)
  })

  it('replaces a member with a new person: their own answers, a new ticket waiting for audit, the old ticket void', async () => {
    const g = (await c.list(MEMBER)).data[0]
    const li = memberNamed(g, '李雷')
    const oldCode = s.db.prepare('SELECT code FROM tickets WHERE id = ?').pluck().get(li.ticketId) as string
    // The same rules as registering: the answers, a phone registered already, the same person.
    assertRefused(await c.replace(MEMBER, g.groupId, li.memberId, { name: '王五', cellphone: '12345', industry: '教育' }), 400, /手机号/)
    assertRefused(await c.replace(MEMBER, g.groupId, li.memberId, { name: '王五', cellphone: WANG }), 400, /所属行业不能为空/)
    assertRefused(await c.replace(MEMBER, g.groupId, li.memberId, { name: '吴静', cellphone: WU, industry: '医疗' }), 409, /已报名此活动/)
    assertRefused(await c.replace(MEMBER, g.groupId, li.memberId, { name: '李雷', cellphone: LI, industry: '教育' }), 400, /手机号与原成员相同/)
    assertRefused(await c.replace(COLLEAGUE, g.groupId, li.memberId, { name: '王五', cellphone: WANG, industry: '教育' }), 404, new RegExp(GROUP_NOT_FOUND))

    const replaced = await c.replace(MEMBER, g.groupId, li.memberId, { name: '王五', cellphone: WANG, industry: '教育', company: '别的公司' })
    assert.equal(replaced.code, 200, replaced.message)
    const wang = memberNamed(replaced.data, '王五')
    assert.deepEqual(
      [memberNamed(replaced.data, '李雷').status, wang.status, wang.auditStatus, wang.cellphone],
      ['REPLACED', 'ACTIVE', 'PENDING', '136****5678']
    )
    assert.notEqual(wang.ticketId, li.ticketId)
    // The group's shared answers, not the one sent for a shared field.
    assert.equal(s.db.prepare('SELECT company FROM attendees WHERE cellphone = ? AND event_id = ?').pluck().get(WANG, summit), '华联零售集团')
    assert.equal(s.db.prepare('SELECT COUNT(*) FROM tickets WHERE code = ?').pluck().get(oldCode), 0, 'the old code opens nothing')
    assertRefused(await c.replace(MEMBER, g.groupId, li.memberId, { name: '赵六', cellphone: '13700009021', industry: '教育' }), 400, /已被更换/)
    assert.equal(replaced.data.replacementsLeft, GROUP_MAX_MEMBER_ROWS - 4)
  })

  it('refuses oversize and undersize groups, repeated phones, registered phones and bad answers, writing nothing', async () => {
    const seats = activeCount(s, summit)
    const many = Array.from({ length: GROUP_MAX_MEMBERS + 1 }, (_, i) => person(`成员${i}`, `137000091${String(i).padStart(2, '0')}`))
    assert.equal((await c.register(SUN, summit, many)).code, 400)
    assert.equal((await c.register(SUN, summit, many.slice(0, 1))).code, 400)

    const twice = await c.register(SUN, summit, [person('甲', '13700009101'), person('乙', '13700009102'), person('丙', '13700009101')])
    assertRefused(twice, 400, /第 3 位成员：手机号与前面的成员重复/)
    assert.deepEqual(twice.data as GroupRefusal, { member: 2, field: 'cellphone' })

    const taken = await c.register(SUN, summit, [person('甲', '13700009101'), person('陈晨', '13900000002')])
    assertRefused(taken, 409, /第 2 位成员：该手机号已报名此活动/)
    assert.deepEqual(taken.data as GroupRefusal, { member: 1, field: 'cellphone' })

    const bad = await c.register(SUN, summit, [person('甲', '13700009101'), { values: { name: '乙', cellphone: '13700009102' } }])
    assertRefused(bad, 400, /第 2 位成员：所属行业不能为空/)
    assert.deepEqual(bad.data as GroupRefusal, { member: 1, field: 'industry' })

    const noCompany = await c.register(SUN, summit, [person('甲', '13700009101'), person('乙', '13700009102')], { agree: true })
    assertRefused(noCompany, 400, /^公司名称不能为空/)
    assert.deepEqual(noCompany.data as GroupRefusal, { field: 'company' })

    // A shared answer sent with one member does not stand in for the group's.
    const smuggled = await c.register(SUN, summit, [person('甲', '13700009101', { company: '某公司' }), person('乙', '13700009102')], { agree: true })
    assertRefused(smuggled, 400, /公司名称不能为空/)
    assert.equal(activeCount(s, summit), seats, 'nobody registered by a refused group')
  })

  it('needs a verified phone of the leader', async () => {
    const state = await c.state(undefined, summit)
    assert.equal(state.data.needsPhone, true)
    assertRefused(await c.register(undefined, summit, [person('甲', '13700009201'), person('乙', '13700009202')]), 400, new RegExp(GROUP_PHONE_FIRST))
  })

  it('offers no group for an event without a form, over, or what is not an event', async () => {
    const openday = await c.state(MEMBER, idOf(s.db, 'event-openday'))
    assert.deepEqual([openday.data.open, openday.data.reason], [false, '该活动无需填写报名表，不支持团体报名'])
    assertRefused(await c.register(MEMBER, idOf(s.db, 'event-openday'), [person('甲', '13700009201'), person('乙', '13700009202')]), 400, /无需填写报名表/)
    assert.equal((await c.state(MEMBER, idOf(s.db, 'article-1'))).code, 404)
  })
})

describe('a group against the seats left', () => {
  let s: TestServer
  let c: ReturnType<typeof client>
  let roundtable = 0
  serverPerSuite(async server => {
    s = server
    c = client(s)
    roundtable = idOf(s.db, 'event-roundtable')
  })

  it("counts the seats held for the waitlist as taken, and frees a cancelled member's seat for the next in line", async () => {
    const roundtableMember = (name: string, cellphone: string) => ({ values: { name, cellphone } })
    const shared = { company: '远航制造', agree: true }
    // Full (6 of 6): no group.
    const full = await c.state(LEADERS[0], roundtable)
    assert.deepEqual([full.data.open, full.data.reason, full.data.seatsLeft], [false, '活动名额已满', 0])
    assertRefused(
      await c.register(LEADERS[0], roundtable, [roundtableMember('甲', '13700009301'), roundtableMember('乙', '13700009302')], shared),
      409,
      /名额已满/
    )

    // Four more seats: the two people in line are offered two of them first, so a group may take two, not three.
    setCapacity(s, roundtable, 10)
    const state = await c.state(LEADERS[0], roundtable)
    assert.deepEqual([state.data.open, state.data.seatsLeft], [true, 2])
    const three = [roundtableMember('甲', '13700009301'), roundtableMember('乙', '13700009302'), roundtableMember('丙', '13700009303')]
    assertRefused(await c.register(LEADERS[0], roundtable, three, shared), 409, /名额不足：本活动还剩 2 个名额，不够 3 人报名/)
    const two = await c.register(LEADERS[0], roundtable, three.slice(0, 2), shared)
    assert.equal(two.code, 200, two.message)
    assert.equal(activeCount(s, roundtable), 8)

    // Full again; someone joins the line, then the leader gives one member's seat back: it is offered to them.
    const waiting = await c.call('POST', `/api/ca/v1/event/${roundtable}/waitlist/join`, await c.as(WU))
    assert.equal(waiting.code, 200, waiting.message)
    const cancelled = await c.cancel(LEADERS[0], two.data.groupId, two.data.members[0].memberId)
    assert.equal(cancelled.code, 200, cancelled.message)
    const entry = s.db
      .prepare('SELECT status FROM waitlist_entries WHERE event_id = ? AND account_id = ? ORDER BY id DESC')
      .pluck()
      .get(roundtable, accountId(s, WU))
    assert.equal(entry, 'OFFERED')
  })
})

describe('adding members to a group', () => {
  let s: TestServer
  let c: ReturnType<typeof client>
  const add = async (phone: string, groupId: number, members: { values: Values }[]) =>
    c.call<GroupRegistration>('POST', `/api/ca/v1/event/group/${groupId}/members`, await c.as(phone), { members })
  serverPerSuite(async server => {
    s = server
    c = client(s)
  })

  it('adds people by the same rules as registering, up to the group’s most, everyone or nobody', async () => {
    const summit = idOf(s.db, 'event-summit')
    const leader = LEADERS[1]
    const made = await c.register(leader, summit, [person('甲', '13700008001'), person('乙', '13700008002')])
    assert.equal(made.code, 200, made.message)
    const g = made.data
    assert.equal(g.addable, GROUP_MAX_MEMBERS - 2)
    const seats = activeCount(s, summit)

    const twice = await add(leader, g.groupId, [person('丙', '13700008003'), person('丁', '13700008003')])
    assertRefused(twice, 400, /第 2 位成员：手机号与前面的成员重复/)
    const member = await add(leader, g.groupId, [person('丙', '13700008003'), person('甲', '13700008001')])
    assertRefused(member, 409, /第 2 位成员：该手机号已报名此活动/)
    assert.deepEqual(member.data as GroupRefusal, { member: 1, field: 'cellphone' })
    assertRefused(
      await add(leader, g.groupId, [person('丙', '13700008003'), { values: { name: '丁', cellphone: '13700008004' } }]),
      400,
      /第 2 位成员：所属行业不能为空/
    )
    const nine = Array.from({ length: GROUP_MAX_MEMBERS - 1 }, (_, i) => person(`成员${i}`, `1370000810${i}`))
    assertRefused(await add(leader, g.groupId, nine), 400, new RegExp(`团体最多 ${GROUP_MAX_MEMBERS} 人，现有 2 人，还可添加 ${GROUP_MAX_MEMBERS - 2} 人`))
    assertRefused(await add(MEMBER, g.groupId, [person('丙', '13700008003')]), 404, new RegExp(GROUP_NOT_FOUND))
    assert.equal(activeCount(s, summit), seats, 'nobody added by a refused request')

    const added = await add(leader, g.groupId, [person('周杰', COLLEAGUE, { company: '别的公司' }), person('丙', '13700008003')])
    assert.equal(added.code, 200, added.message)
    assert.deepEqual(
      added.data.members.map(m => [m.name, m.status, m.auditStatus]),
      [
        ['甲', 'ACTIVE', 'PENDING'],
        ['乙', 'ACTIVE', 'PENDING'],
        ['周杰', 'ACTIVE', 'PENDING'],
        ['丙', 'ACTIVE', 'PENDING']
      ]
    )
    assert.deepEqual([added.data.active, added.data.addable], [4, GROUP_MAX_MEMBERS - 4])
    assert.equal(activeCount(s, summit), seats + 2)
    // The group's shared answers, their own ticket and notice, on the leader's behalf.
    const zhou = s.db.prepare('SELECT company, behalf_by, account_id FROM attendees WHERE event_id = ? AND cellphone = ?').get(summit, COLLEAGUE)
    assert.deepEqual(zhou, { company: '华联零售集团', behalf_by: accountId(s, leader), account_id: accountId(s, COLLEAGUE) })
    assert.match(noticesOf(s, COLLEAGUE).at(-1)!.content, /通过团体报名为你报名了/)
    const audit = await c.call<Page<Attendee>>('GET', `/api/ca-open/v1/promote/getApplicantsList/${summit}?size=100&auditStatus=PENDING`, await c.as(PROMOTER))
    assert.equal(audit.data.content.find(a => a.name === '丙')?.group?.groupId, g.groupId)
  })

  it('takes no seat held for or owed to the waitlist', async () => {
    const roundtable = idOf(s.db, 'event-roundtable')
    const leader = LEADERS[2]
    const shared = { company: '远航制造', agree: true }
    const one = (name: string, cellphone: string) => ({ values: { name, cellphone } })
    // Four more seats: two offered to the two in line, two for the group; then none.
    setCapacity(s, roundtable, 10)
    const made = await c.register(leader, roundtable, [one('甲', '13700008201'), one('乙', '13700008202')], shared)
    assert.equal(made.code, 200, made.message)
    assertRefused(await add(leader, made.data.groupId, [one('丙', '13700008203')]), 409, /活动名额已满，不能再添加成员/)
    setCapacity(s, roundtable, 11)
    assertRefused(await add(leader, made.data.groupId, [one('丙', '13700008203'), one('丁', '13700008204')]), 409, /本活动还剩 1 个名额，不够添加 2 人/)
    const added = await add(leader, made.data.groupId, [one('丙', '13700008203')])
    assert.equal(added.code, 200, added.message)
    assert.equal(added.data.active, 3)
    assert.equal(activeCount(s, roundtable), 9, 'the two seats offered to the line stay theirs')
  })
})

describe('groups racing for the last seats across two server processes', () => {
  let s: TestServer
  let c: ReturnType<typeof client>
  const processes: { port: number; stop: () => Promise<void> }[] = []
  before(async () => {
    s = await startServer()
    c = client(s)
    processes.push(...(await Promise.all([serverProcess(s.dir), serverProcess(s.dir)])))
  })
  after(async () => {
    await Promise.all(processes.map(p => p.stop()))
    await s.close()
  })

  it('lets one of six groups of two through when three seats are left, and never seats more than the capacity', async () => {
    const summit = idOf(s.db, 'event-summit')
    setCapacity(s, summit, activeCount(s, summit) + 3)
    const headers = await Promise.all(LEADERS.map(phone => c.as(phone)))
    const answers = await Promise.all(
      LEADERS.map(async (_, i) => {
        const res = await fetch(`http://127.0.0.1:${processes[i % 2].port}/api/ca/v1/event/${summit}/group`, {
          method: 'POST',
          headers: { ...headers[i], 'content-type': 'application/json' },
          body: JSON.stringify({ shared: SHARED, members: [person(`甲${i}`, `1370000950${i}`), person(`乙${i}`, `1370000960${i}`)] })
        })
        return (await res.json()) as Envelope<GroupRegistration>
      })
    )
    const won = answers.filter(a => a.code === 200)
    assert.equal(won.length, 1, JSON.stringify(answers.map(a => [a.code, a.message])))
    assert.ok(
      answers.filter(a => a.code !== 200).every(a => a.code === 409 && /名额不足|名额|不够团体报名/.test(a.message)),
      JSON.stringify(answers.map(a => a.message))
    )
    const capacity = s.db.prepare('SELECT capacity FROM entity_data WHERE id = ?').pluck().get(summit) as number
    assert.equal(activeCount(s, summit), capacity - 1)
  })
})

describe('the write budget', () => {
  let s: TestServer
  let c: ReturnType<typeof client>
  serverPerSuite(
    async server => {
      s = server
      c = client(s)
    },
    { writesPerMinute: 5 }
  )

  it('counts every member of a group as one write, and refuses a group the budget cannot afford before writing', async () => {
    const summit = idOf(s.db, 'event-summit')
    const seats = activeCount(s, summit)
    const six = Array.from({ length: 6 }, (_, i) => person(`成员${i}`, `1370000970${i}`))
    const refused = await c.register(MEMBER, summit, six)
    assertRefused(refused, 429, /操作过于频繁/)
    assert.equal(activeCount(s, summit), seats)
    // One write taken by that request; four left: a group of four fits, then nothing more.
    const four = await c.register(MEMBER, summit, six.slice(0, 4))
    assert.equal(four.code, 200, four.message)
    assert.equal((await c.cancel(MEMBER, four.data.groupId, four.data.members[0].memberId)).code, 429)
  })
})

describe('a server without the groupRegistration extension', () => {
  let s: TestServer
  serverPerSuite(server => (s = server), { extensions: ['ticketTransfer', 'waitlist'] })

  it('answers 404 on every group route', async () => {
    const member = await tokenFor(s.app, MEMBER)
    const summit = idOf(s.db, 'event-summit')
    for (const [method, url] of [
      ['GET', `/api/ca/v1/event/${summit}/group`],
      ['POST', `/api/ca/v1/event/${summit}/group`],
      ['GET', '/api/ca/v1/event/group/list'],
      ['GET', '/api/ca/v1/event/group/1'],
      ['POST', '/api/ca/v1/event/group/1/member/1/cancel'],
      ['POST', '/api/ca/v1/event/group/1/member/1/replace'],
      ['POST', '/api/ca/v1/event/group/1/members']
    ] as const) {
      const res = await s.app.inject({ method, url, headers: member, ...(method === 'POST' ? { payload: { shared: SHARED, members: [], values: {} } } : {}) })
      assert.equal(res.statusCode, 404, `${method} ${url}`)
    }
    const features = body<{ features: string[] }>(await s.app.inject({ url: '/api/open/v1/extensions' })).data.features
    assert.ok(!features.includes('groupRegistration'))
  })
})
