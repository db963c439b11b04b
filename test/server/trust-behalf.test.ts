import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Attendee, Page, PromotionFunnel, PromotionTask, RankItem } from '../../types/contract'
import { assertRefused, body, idOf, PROMOTER, serverPerSuite, TEST_FIXED_PHONES, testSecurity, tokenFor, type TestServer } from './helpers'

/** 陈晨: a promoter who is not company staff. */
const PROMOTER_CHEN = '13900000002'
/** Made-up people 陈晨 registers on their behalf; the last one is real and signs in later. */
const MADE_UP = ['13755550001', '13755550002', '13755550003', '13755550004']
const REAL = '13755550005'
testSecurity({ smsFixedPhones: [...TEST_FIXED_PHONES, REAL] })

/**
 * A promoter registered made-up phones on behalf of people (no SMS), approved them himself and checked them in:
 * his 邀请 5 人报名 task went to DONE, he led the event's rank and his funnel showed people who never existed.
 */
describe('registrations made on behalf count for their promoter only once the person confirms them', () => {
  let s: TestServer
  let summit = 0
  let chen: Record<string, string>
  let staff: Record<string, string>
  serverPerSuite(async server => {
    s = server
    summit = idOf(s.db, 'event-summit')
    chen = await tokenFor(s.app, PROMOTER_CHEN)
    staff = await tokenFor(s.app, PROMOTER)
  })

  const get = async <T>(url: string, headers: Record<string, string>) => body<T>(await s.app.inject({ url, headers }))
  const post = async <T>(url: string, headers: Record<string, string>, payload: object) =>
    body<T>(await s.app.inject({ method: 'POST', url, headers, payload }))
  const behalf = (headers: Record<string, string>, cellphone: string) =>
    post<Attendee>('/api/open/v1/account/form/behalfSubmit', headers, {
      websiteFormId: 1,
      submitFormType: 'REGISTER_EVENT',
      contentEntityId: summit,
      values: { name: `代报名${cellphone.slice(-2)}`, cellphone, company: '某公司', industry: '其他', agree: true }
    })
  const inviteTask = async () => (await get<PromotionTask[]>('/api/ca-open/v1/promote/tasks', chen)).data.find(t => t.title === '邀请 5 人报名')!
  const chenRank = async () => (await get<RankItem[]>(`/api/open/v1/promotionEvent/rank?eventId=${summit}`, chen)).data.find(r => r.isMe)
  const funnel = async () => (await get<PromotionFunnel>('/api/ca-open/v1/promote/funnel?scope=mine', chen)).data
  const mine = async () => (await get<Page<Attendee>>(`/api/ca-open/v1/promote/getApplicantsList/${summit}?size=50`, chen)).data.content

  it('counts five made-up registrations nowhere: task, rank, applicants and funnel; the funnel shows them apart', async () => {
    for (const phone of [...MADE_UP, REAL]) assert.equal((await behalf(chen, phone)).code, 200)
    const task = await inviteTask()
    assert.deepEqual([task.done, task.status], [0, 'DOING'])
    assert.equal((await chenRank())?.count ?? 0, 0)
    assert.equal(body(await s.app.inject({ url: `/api/ca-open/v1/promote/select/numberOfApplicants/${summit}`, headers: chen })).data, 0)
    const f = await funnel()
    assert.deepEqual([f.totals.registrations, f.totals.approved, f.totals.checkedIn, f.unconfirmedBehalf], [0, 0, 0, 5])
    assert.equal(f.sources.find(x => x.source === 'behalf_unconfirmed')?.label, '代报名·待确认')
    assert.deepEqual(
      (await mine()).map(a => a.behalfConfirmed),
      [false, false, false, false, false]
    )
  })

  it('lets no promoter approve registrations they brought: not the one who is not staff, nor staff their own on-behalf ones', async () => {
    const ids = (await mine()).map(a => a.attendeeId)
    const pending = () =>
      s.db.prepare("SELECT COUNT(*) FROM attendees WHERE id IN (SELECT value FROM json_each(?)) AND audit_status = 'PENDING'").pluck().get(JSON.stringify(ids))
    assertRefused(
      await post('/api/ca/v1/event/attendee/batchAudit', chen, { eventId: summit, attendeeIds: ids, auditType: 'APPROVE' }),
      403,
      /公司工作人员审核/
    )
    assert.equal(pending(), ids.length)

    const own = await behalf(staff, '13755550009')
    assert.equal(own.code, 200)
    assertRefused(
      await post('/api/ca/v1/event/attendee/batchAudit', staff, { eventId: summit, attendeeIds: [own.data.attendeeId], auditType: 'APPROVE' }),
      403,
      /不能审核你本人代报名/
    )
    // Company staff audit what others brought.
    const approved = await post<{ updated: number }>('/api/ca/v1/event/attendee/batchAudit', staff, { eventId: summit, attendeeIds: ids, auditType: 'APPROVE' })
    assert.equal(approved.data.updated, ids.length)
  })

  it('counts a registration once the owner of its phone signs in with it', async () => {
    await tokenFor(s.app, REAL)
    const task = await inviteTask()
    assert.equal(task.done, 1)
    assert.equal((await chenRank())?.count, 1)
    const f = await funnel()
    assert.deepEqual([f.totals.registrations, f.totals.approved, f.unconfirmedBehalf], [1, 1, 4])
    const rows = await mine()
    assert.deepEqual(
      rows.filter(a => a.behalfConfirmed).map(a => a.cellphone),
      ['137****0005']
    )
  })
})
