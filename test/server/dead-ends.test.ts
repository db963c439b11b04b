/**
 * Issue #27 item 9, the server's part of the dead ends: a search for a type's name finds that type, cancelled
 * tickets stay listed for their owner, forms say what they sign up for, the company names its mini-program,
 * the pay page has a way back, and a visitor's drawn avatar shows 访客, not the last digits of its number.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { CancelledTicket, CompanyInfo, EntityDataSummary, Page, WebsiteForm } from '../../types/contract'
import { avatarInitials } from '../../server/lib/svg'
import { body, idOf, MEMBER, serverPerSuite, sessionCookie, tokenFor, type TestServer } from './helpers'

describe('dead ends (server)', () => {
  let s: TestServer
  serverPerSuite(server => {
    s = server
  })
  const get = async <T>(url: string, headers: Record<string, string> = {}) => body<T>(await s.app.inject({ method: 'GET', url, headers }))

  it('finds every course when searching 课程, every case for 案例, and custom types by their name', async () => {
    const courses = s.db.prepare("SELECT COUNT(*) FROM entity_data WHERE entity_type = 'COURSE'").pluck().get() as number
    const found = await get<Page<EntityDataSummary>>(
      `/api/open/v1/entityData/entityDataList?entityType=COURSE&searchValue=${encodeURIComponent('课程')}&size=50`
    )
    assert.equal(found.data.totalElements, courses)
    const cases = await get<Page<EntityDataSummary>>(
      `/api/open/v1/entityData/entityDataList?entityType=CUSTOMER_CASE&searchValue=${encodeURIComponent('案例')}&size=50`
    )
    assert.ok(cases.data.totalElements >= 1)
    const partners = await get<Page<EntityDataSummary>>(
      `/api/open/v1/entityData/entityDataList?entityType=101&searchValue=${encodeURIComponent('合作伙伴')}&size=50`
    )
    assert.ok(partners.data.totalElements >= 1)
    // The type's name does not pull in other types: a title search elsewhere stays a title search.
    const articles = await get<Page<EntityDataSummary>>(
      `/api/open/v1/entityData/entityDataList?entityType=ARTICLE&searchValue=${encodeURIComponent('课程')}&size=50`
    )
    assert.ok(articles.data.content.every(a => /课程/.test(a.title + a.summary)))
  })

  it('lists the owner’s cancelled tickets, newest first, and nobody else’s', async () => {
    const member = await tokenFor(s.app, MEMBER)
    const summit = idOf(s.db, 'event-summit')
    const form = s.db.prepare('SELECT register_form_id FROM entity_data WHERE id = ?').pluck().get(summit) as number
    const submitted = body<{ ticket: { ticketId: number } | null }>(
      await s.app.inject({
        method: 'POST',
        url: `/api/open/v1/account/submitSurvey?websiteFormId=${form}`,
        headers: member,
        payload: {
          values: { name: '张伟', cellphone: MEMBER, company: '云图科技', industry: '先进制造', agree: true },
          idempotencyKey: `dead-ends-${Date.now()}`
        }
      })
    )
    const ticketId =
      submitted.data?.ticket?.ticketId ??
      (s.db
        .prepare('SELECT t.id FROM tickets t JOIN attendees a ON a.id = t.attendee_id WHERE a.event_id = ? AND a.cellphone = ?')
        .pluck()
        .get(summit, MEMBER) as number)
    assert.equal((await get<CancelledTicket[]>('/api/ca/v1/event/ticket/cancelledList', member)).data.length, 0)
    assert.equal(body(await s.app.inject({ method: 'POST', url: `/api/ca/v1/event/ticket/${ticketId}/cancel`, headers: member })).code, 200)
    const list = await get<CancelledTicket[]>('/api/ca/v1/event/ticket/cancelledList', member)
    assert.equal(list.code, 200)
    assert.deepEqual(
      list.data.map(t => [t.ticketId, t.eventId]),
      [[ticketId, summit]]
    )
    assert.ok(list.data[0].cancelledAt)
    const stranger = await tokenFor(s.app)
    assert.deepEqual((await get<CancelledTicket[]>('/api/ca/v1/event/ticket/cancelledList', stranger)).data, [])
    assert.equal((await get('/api/ca/v1/event/ticket/cancelledList')).code, 401)
  })

  it('says what a form signs up for, so a course sign-up does not speak of events', async () => {
    const course = await get<WebsiteForm>('/api/open/v1/account/getFormById?id=4')
    assert.equal(course.data.contentEntityType, 'COURSE')
    assert.equal((await get<WebsiteForm>('/api/open/v1/account/getFormById?id=1')).data.contentEntityType, 'EVENT')
    assert.equal((await get<WebsiteForm>('/api/open/v1/account/getFormById?id=2')).data.contentEntityType, null)
  })

  it('names the company’s mini-program, so 在小程序中打开 can show a code that opens it', async () => {
    const company = await get<CompanyInfo>('/api/open/v1/company/companyInfo')
    assert.match(company.data.miniAppId ?? '', /^wx[0-9a-f]{16}$/)
  })

  it('gives the pay page a way back to where the visitor came from', async () => {
    const page = await s.app.inject({
      method: 'POST',
      url: '/web/ca/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `cellphone=${MEMBER}&code=123456&returnUrl=%2Fweb%2Fh%2F`
    })
    const cookie = sessionCookie(page)
    // The member's seeded unpaid course order.
    const orderNo = s.db
      .prepare("SELECT o.order_no FROM orders o JOIN accounts a ON a.id = o.account_id WHERE a.cellphone = ? AND o.pay_status = 'WAIT_PAY' LIMIT 1")
      .pluck()
      .get(MEMBER) as string
    assert.ok(orderNo, 'the member has an unpaid order')
    const back = '/web/h/pages/account/order/index'
    const res = await s.app.inject({ url: `/order/pay/submitCa?orderNumber=${orderNo}&redirectUrl=${encodeURIComponent(back)}`, headers: { cookie } })
    assert.equal(res.statusCode, 200)
    assert.match(res.body, new RegExp(`<a href="${back}">暂不支付，返回</a>`))
  })

  it('keeps the rich-text safety test article out of lists, search and answers, still open by its id', async () => {
    const id = idOf(s.db, 'article-xss')
    const all = await get<Page<EntityDataSummary>>('/api/open/v1/entityData/entityDataList?entityType=ARTICLE&size=100')
    assert.ok(!all.data.content.some(a => a.id === id || /富文本安全测试/.test(a.title)))
    const search = await get<Page<EntityDataSummary>>(`/api/open/v1/entityData/entityDataList?searchValue=${encodeURIComponent('安全测试')}&size=100`)
    assert.equal(search.data.totalElements, 0)
    assert.equal((await get<{ id: number }>(`/api/open/v1/entityData/entityDataDetail/${id}`)).data.id, id)
  })

  it('draws a visitor’s avatar with 访客, not the last digits of its number', () => {
    assert.equal(avatarInitials('访客1241'), '访客')
    assert.equal(avatarInitials('张伟'), '张伟')
    assert.equal(avatarInitials('Alice'), 'AL')
  })
})

describe('/favicon.ico', () => {
  let s: TestServer
  serverPerSuite(server => {
    s = server
  })
  it('is the company’s square logo as a PNG, not a 404', async () => {
    const res = await s.app.inject('/favicon.ico')
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['content-type'], 'image/png')
    assert.deepEqual([...res.rawPayload.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47])
  })

  it('is a tab’s size: small, since browsers fetch it while the app’s scripts load', async () => {
    const res = await s.app.inject('/favicon.ico')
    // The PNG's IHDR: width and height at bytes 16 and 20.
    assert.deepEqual([res.rawPayload.readUInt32BE(16), res.rawPayload.readUInt32BE(20)], [64, 64])
    assert.ok(res.rawPayload.length < 2500, `${res.rawPayload.length} bytes`)
  })
})
