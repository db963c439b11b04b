import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { InjectOptions } from 'fastify'
import type {
  Account,
  Attendee,
  CheckinStatistic,
  CourseDetail,
  DrawResult,
  GiftConfirm,
  GiftRedemption,
  Interaction,
  InteractionPointCode,
  LoginResult,
  LotteryRecord,
  Order,
  Page,
  PointRecord,
  PosterResult,
  PromotionTask,
  PromotionUrl,
  PromotionViewData,
  RankItem,
  SmsCodeResult,
  SubmitSurveyResult,
  Ticket
} from '../../types/contract'
import { assertRefused, body, fingerprint, idOf, login, MEMBER, present, PROMOTER, serverPerSuite, sessionCookie, type TestServer, tokenFor } from './helpers'

describe('forms, events, lottery, gifts and orders', () => {
  let s: TestServer
  let member: Record<string, string>
  let promoter: Record<string, string>
  serverPerSuite(async server => {
    s = server
    member = await tokenFor(s.app, MEMBER)
    promoter = await tokenFor(s.app, PROMOTER)
  })
  const post = async <T = unknown>(url: string, headers: Record<string, string>, payload: InjectOptions['payload'] = {}) =>
    body<T>(await s.app.inject({ method: 'POST', url, headers, payload }))

  it('submits a survey once: same idempotencyKey → same result, a second submit → 409', async () => {
    const h = await tokenFor(s.app)
    const values = { score: 8, best: '圆桌讨论', topics: ['AI 营销'] }
    const first = await post('/api/open/v1/account/submitSurvey?websiteFormId=3', h, { values, idempotencyKey: 'k-1' })
    assert.equal(first.code, 200)
    const retry = await post('/api/open/v1/account/submitSurvey?websiteFormId=3', h, { values, idempotencyKey: 'k-1' })
    assert.deepEqual(retry, first)
    assert.equal(s.db.prepare('SELECT COUNT(*) FROM form_submissions WHERE idempotency_key = ?').pluck().get('k-1'), 1)
    const again = await post('/api/open/v1/account/submitSurvey?websiteFormId=3', h, { values, idempotencyKey: 'k-2' })
    assert.deepEqual(again, { code: 409, data: { reason: 'SUBMITTED' }, message: '您已提交过该表单' })
    assert.equal(body(await s.app.inject({ url: '/api/ca-open/v1/companyAccount/form/submitted?websiteFormId=3', headers: h })).data, true)
  })

  it('validates form values and stores nothing on failure', async () => {
    const h = await tokenFor(s.app)
    const before = fingerprint(s.db)
    const cases: [InjectOptions['payload'], RegExp][] = [
      [{ values: { best: '主题演讲' } }, /不能为空/],
      [{ values: { score: 11, best: '主题演讲' } }, /不能大于 10/],
      [{ values: { score: 'many', best: '主题演讲' } }, /数字/],
      [{ values: { score: 5, best: '不存在的选项' } }, /选项无效/],
      [{ values: { score: 5, best: '主题演讲', topics: ['火星'] } }, /选项无效/]
    ]
    for (const [payload, message] of cases) {
      const env = await post('/api/open/v1/account/submitSurvey?websiteFormId=3', h, payload)
      assertRefused(env, 400, message)
    }
    assert.equal(
      (await s.app.inject({ method: 'POST', url: '/api/open/v1/account/submitSurvey?websiteFormId=3', headers: h, payload: { values: 'x' } })).statusCode,
      400
    )
    assert.equal((await post('/api/open/v1/account/submitSurvey?websiteFormId=999', h, { values: {} })).code, 404)
    assert.deepEqual(fingerprint(s.db), before)
  })

  it('needs the SMS code on smsVerify forms', async () => {
    const h = await tokenFor(s.app)
    const values = { name: '测试', cellphone: '13711112222', email: 'a@b.cn', company: '测试公司', role: '市场', modules: ['AI 助手'], agree: true }
    assert.match((await post('/api/open/v1/account/submitSurvey?websiteFormId=2', h, { values, smsCode: '000000' })).message, /验证码/)
    assert.equal((await post<SmsCodeResult>('/api/open/v1/account/verification?websiteFormId=2', {}, { cellphone: '13711112222' })).data.sent, true)
    assert.equal((await post('/api/open/v1/account/submitSurvey?websiteFormId=2', h, { values, smsCode: '123456' })).code, 200)
  })

  it('registers for an event through its form: attendee PENDING (audit) with a unique ticket', async () => {
    const h = await tokenFor(s.app)
    const values = { name: '钱多多', cellphone: '13722223333', company: '多多科技', industry: '教育', agree: true }
    // The visitor has no verified phone: the registration phone is proven by the SMS code sent to it.
    assert.equal((await post('/api/open/v1/account/verification?websiteFormId=1', {}, { cellphone: '13722223333' })).code, 200)
    const smsCode = s.db.prepare('SELECT code FROM sms_codes WHERE cellphone = ? ORDER BY id DESC').pluck().get('13722223333') as string
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/open/v1/account/submitSurvey?websiteFormId=1',
      headers: { ...h, 'marketing-track': 'utm_scid=sc1001&utm_source=promotion' },
      payload: { values, smsCode }
    })
    const r = body<SubmitSurveyResult>(res).data
    assert.equal(r.ticket?.auditStatus, 'PENDING')
    assert.match(r.ticket?.code ?? '', /^[A-Z0-9]{8}$/)
    const a = s.db.prepare('SELECT * FROM attendees WHERE cellphone = ?').get('13722223333') as { promoter_id: number }
    assert.equal(a.promoter_id, 1, 'attributed to the promoter of the Track header')
    const n = body(await s.app.inject({ url: `/api/ca-open/v1/promote/select/numberOfApplicants/${idOf(s.db, 'event-summit')}`, headers: promoter }))
    assert.equal(n.code, 209)
    assert.equal(n.data, 6)
  })

  it('lets a promoter register on behalf, audit in batch and edit attendee data', async () => {
    const event = idOf(s.db, 'event-summit')
    const a = (
      await post<Attendee>('/api/open/v1/account/form/behalfSubmit', promoter, {
        websiteFormId: 1,
        submitFormType: 'REGISTER_EVENT',
        contentEntityId: event,
        values: { name: '代报名', cellphone: '13733334444', company: '某公司', industry: '其他', agree: true }
      })
    ).data
    assert.equal(a.auditStatus, 'PENDING')
    assert.ok(a.behalfBy)
    const pending = body<Page<Attendee>>(
      await s.app.inject({ url: `/api/ca-open/v1/promote/getApplicantsList/${event}?auditStatus=PENDING&size=100`, headers: promoter })
    ).data.content.map(x => x.attendeeId)
    assert.ok(pending.length >= 2)
    const before = fingerprint(s.db)
    assert.equal(
      (await post('/api/ca/v1/event/attendee/batchAudit', promoter, { eventId: event, attendeeIds: [...pending, 99999], auditType: 'APPROVE' })).code,
      404
    )
    assert.deepEqual(fingerprint(s.db), before)
    assert.equal(
      s.db.prepare("SELECT COUNT(*) FROM attendees WHERE event_id = ? AND audit_status = 'PENDING'").pluck().get(event),
      pending.length,
      'nothing changed'
    )
    // Nobody audits what they registered on someone's behalf: the rest is approved without it.
    assert.equal((await post('/api/ca/v1/event/attendee/batchAudit', promoter, { eventId: event, attendeeIds: pending, auditType: 'APPROVE' })).code, 403)
    const others = pending.filter(id => id !== a.attendeeId)
    assert.deepEqual((await post('/api/ca/v1/event/attendee/batchAudit', promoter, { eventId: event, attendeeIds: others, auditType: 'APPROVE' })).data, {
      updated: others.length
    })
    const edited = (await post<Attendee>(`/api/open/v1/account/form/modifyProfileData?attendeeId=${a.attendeeId}`, promoter, { values: { title: 'CTO' } })).data
    assert.equal(edited.title, 'CTO')
    assert.equal((await post(`/api/open/v1/account/form/modifyProfileData?attendeeId=${a.attendeeId}`, promoter, { values: { industry: '火星' } })).code, 400)
  })

  it('checks in by phone and by code, then signs out (door staff)', async () => {
    const h = promoter
    const event = idOf(s.db, 'event-openday')
    const t = (await post<Ticket>(`/api/ca/v1/event/${event}/attendee/checkInByPhone`, h, { cellphone: '13900000004' })).data
    assert.equal(t.checkinStatus, 'CHECKED_IN')
    const code = s.db
      .prepare('SELECT t.code FROM tickets t JOIN attendees a ON a.id = t.attendee_id WHERE a.event_id = ? AND a.cellphone = ?')
      .pluck()
      .get(event, '13900000003') as string
    assert.equal((await post<Ticket>(`/api/ca/v1/event/${event}/attendee/checkIn`, h, { code })).data.checkinStatus, 'CHECKED_IN')
    assert.equal((await post<Ticket>(`/api/ca/v1/event/${event}/attendee/signOut`, h, { code })).data.checkinStatus, 'SIGNED_OUT')
    assert.equal((await post(`/api/ca/v1/event/${event}/attendee/checkIn`, h, { code: 'NOPE1234' })).code, 404)
    assert.equal((await post(`/api/ca/v1/event/${idOf(s.db, 'event-summit')}/attendee/checkInByPhone`, h, { cellphone: MEMBER })).message, '活动暂未开放签到')
    const stats = body<CheckinStatistic[]>(await s.app.inject({ url: '/api/ca/v1/event/checkinStatistic', headers: promoter })).data
    const open = stats.find(x => x.eventId === event)
    assert.ok(open && open.checkedIn >= 4 && open.signedOut >= 1 && open.byHour.length >= 1)
  })

  it('signs up for an event without a form and lists the ticket', async () => {
    const h = await tokenFor(s.app, '13811112222')
    const event = idOf(s.db, 'event-openday')
    const t = (await post<Ticket>(`/api/ca/v1/community/entityData/signup/${event}`, h)).data
    assert.equal(t.auditStatus, 'APPROVED')
    assert.equal((await post(`/api/ca/v1/community/entityData/signup/${event}`, h)).code, 409)
    const mine = body<Ticket[]>(await s.app.inject({ url: '/api/ca/v1/bagevent/attendee/getSuccessByCellphone', headers: h })).data
    assert.deepEqual(
      mine.map(x => x.ticketId),
      [t.ticketId]
    )
    assert.equal(body(await s.app.inject({ url: `/api/ca/v1/bagevent/attendee/ticket/${t.ticketId}`, headers: member })).code, 404, 'not my ticket')
    assert.equal((await post(`/api/ca/v1/community/entityData/signup/${idOf(s.db, 'event-summit')}`, h)).message, '该活动需要填写报名表单')
  })

  it('draws the lottery while chances last; without a chance nothing changes', async () => {
    const v = await tokenFor(s.app)
    assert.deepEqual(body(await s.app.inject({ url: '/api/ca-open/v1/lottery/1/chance', headers: v })).data, { canUse: true, remaining: 1 })
    const draw = await post<DrawResult>('/api/ca-open/v1/lottery/1', v)
    assert.equal(draw.code, 200)
    assert.equal(typeof draw.data.win, 'boolean')
    assert.ok(draw.data.recordId > 0)
    const before = fingerprint(s.db)
    assert.deepEqual(await post('/api/ca-open/v1/lottery/1', v), { code: 400, data: null, message: '抽奖机会已用完' })
    assert.deepEqual(fingerprint(s.db), before)
    assert.equal(body<Page<LotteryRecord>>(await s.app.inject({ url: '/api/ca-open/v1/lottery/history', headers: v })).data.content.length, 1)
    // The member has 3.
    assert.deepEqual(body(await s.app.inject({ url: '/api/ca-open/v1/lottery/1/chance', headers: member })).data, { canUse: true, remaining: 3 })
    const stockBefore = s.db.prepare('SELECT SUM(stock) FROM prizes').pluck().get() as number
    const results: DrawResult[] = []
    for (let i = 0; i < 3; i++) results.push((await post<DrawResult>('/api/ca-open/v1/lottery/1', member)).data)
    const wins = results.filter(r => r.win && r.prize?.kind !== 'NONE').length
    assert.equal(s.db.prepare('SELECT SUM(stock) FROM prizes').pluck().get(), stockBefore - wins, 'stock decremented once per win')
    assert.equal((await post('/api/ca-open/v1/lottery/1', member)).message, '抽奖机会已用完')
    assert.equal(body(await s.app.inject('/api/ca-open/v1/lottery/99')).code, 404)
  })

  it('claims a physical prize with completeInfo and verifies it once', async () => {
    const h = await tokenFor(s.app, '13900000002')
    const r = await post<LotteryRecord>('/api/ca-open/v1/lottery/completeInfo', h, {
      credentialId: 'DEMOWIN002',
      name: '陈晨',
      cellphone: '13900000002',
      address: '上海市静安区 1 号'
    })
    assert.equal(r.data.infoCompleted, true)
    assert.equal(
      (await post('/api/ca-open/v1/lottery/completeInfo', member, { credentialId: 'DEMOWIN002', name: 'x', cellphone: '13900000002', address: '某地址' })).code,
      404
    )
    assert.equal((await post<LotteryRecord>('/api/ca-open/v1/lottery/verify', promoter, { credentialId: 'DEMOWIN002' })).data.verified, true)
    assert.equal((await post('/api/ca-open/v1/lottery/verify', promoter, { credentialId: 'DEMOWIN002' })).code, 400)
  })

  it('redeems a gift atomically; short of points nothing changes', async () => {
    const h = await tokenFor(s.app, MEMBER)
    // The member's balance may have grown from lottery points above: work relative to it.
    const balance = body<Account>(await s.app.inject({ url: '/api/ca/v1/personalCenter/currentAccountInfo', headers: h })).data.points
    assert.ok(balance >= 300 && balance < 3000)
    const confirm = (await post<GiftConfirm>('/api/ca/v1/community/gift/confirmGift/5', h)).data
    assert.deepEqual([confirm.balance, confirm.enough, confirm.gift.points], [balance, false, 3000])
    const before = fingerprint(s.db)
    assert.deepEqual(await post('/api/ca/v1/community/gift/redeemGift', h, { giftId: 5, name: '张伟', cellphone: MEMBER, address: '上海' }), {
      code: 400,
      data: null,
      message: '积分不足'
    })
    assert.deepEqual(fingerprint(s.db), before)
    const r = await post<GiftRedemption>('/api/ca/v1/community/gift/redeemGift', h, { giftId: 1, name: '张伟', cellphone: MEMBER, address: '上海市黄浦区' })
    assert.equal(r.code, 200)
    assert.equal(r.data.status, 'PENDING')
    assert.equal(body<Account>(await s.app.inject({ url: '/api/ca/v1/personalCenter/currentAccountInfo', headers: h })).data.points, balance - 100)
    const history = body<Page<PointRecord>>(await s.app.inject({ url: '/api/ca/v1/community/pointHistory/list', headers: h })).data.content
    assert.deepEqual([history[0].change, history[0].balance], [-100, balance - 100])
    assert.equal(s.db.prepare('SELECT stock FROM gifts WHERE id = 1').pluck().get(), 49)
    assert.equal((await post('/api/ca/v1/community/gift/redeemGift', h, { giftId: 6 })).message, '礼品已兑完')
    assert.equal((await post('/api/ca/v1/community/gift/redeemGift', h, { giftId: 1 })).message, '请填写收货人、手机号和地址')
    assert.equal((await post('/api/ca/v1/community/gift/redeemGift', h, { giftId: 999 })).code, 404)
  })

  it('creates, cancels and pays orders through the demo pay page', async () => {
    // The pay page is the buyer's: it goes by the browser's session cookie.
    const cookie = sessionCookie(await s.app.inject('/web/ca/login?wxAuth=true&returnUrl=%2Fweb%2Fh%2F'))
    const h = {
      'authorization-ca': body<LoginResult>(await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/wxh5/login', headers: { cookie } })).data
        .account.accountKey
    }
    const course = idOf(s.db, 'course-private')
    const o = (await post<Order>('/api/ca/v1/order/pay/generateOrder', h, { contentEntityDataId: course, orderType: 'COURSE', payType: 'WX_PAY' })).data
    assert.deepEqual([o.payStatus, o.amount], ['WAIT_PAY', 9900])
    assert.equal(
      (await post<Order>('/api/ca/v1/order/pay/generateOrder', h, { contentEntityDataId: course, orderType: 'COURSE' })).data.orderId,
      o.orderId,
      'pending order reused'
    )
    const free = (await post<Order>('/api/ca/v1/order/pay/generateOrder', h, { contentEntityDataId: idOf(s.db, 'article-1'), orderType: 'CONTENT' })).data
    assert.equal(free.payStatus, 'COMPLETE_PAY')
    const cancelled = (await post<Order>(`/api/ca/v1/order/cancelOrder?orderId=${o.orderId}`, h)).data
    assert.equal(cancelled.payStatus, 'CANCELLED')
    assert.equal((await post(`/api/ca/v1/order/cancelOrder?orderId=${o.orderId}`, h)).code, 400)
    assert.equal((await post(`/api/ca/v1/order/cancelOrder?orderId=${free.orderId}`, h)).code, 400)
    const o2 = (await post<Order>('/api/ca/v1/order/pay/generateOrder', h, { contentEntityDataId: course, orderType: 'COURSE' })).data
    const pay = (await post<{ orderNumber: string; payUrl: string }>(`/api/ca/v1/order/generatePayParam?orderId=${o2.orderId}`, h)).data
    assert.equal(pay.orderNumber, o2.orderNo)
    const page = await s.app.inject({ url: pay.payUrl, headers: { cookie } })
    assert.equal(page.statusCode, 200)
    assert.match(page.body, /确认支付/)
    assert.match(page.body, /¥99\.00/)
    const paid = await s.app.inject({
      method: 'POST',
      url: '/order/pay/submitCa',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ orderNumber: o2.orderNo, redirectUrl: `/web/h/pages/course/index?id=${course}` }).toString()
    })
    assert.equal(paid.statusCode, 303)
    assert.equal(paid.headers.location, `/web/h/pages/course/index?id=${course}`)
    const info = body<Order>(await s.app.inject({ url: `/api/ca/v1/order/orderInfo?orderId=${o2.orderId}`, headers: h })).data
    assert.equal(info.payStatus, 'COMPLETE_PAY')
    assert.ok(info.paidAt)
    assert.equal(body<CourseDetail>(await s.app.inject({ url: `/api/open/v1/entityData/getCourseDetail/${course}`, headers: h })).data.owned, true)
    // Off-site redirect targets are replaced; unknown orders get an error page.
    const o3 = (await post<Order>('/api/ca/v1/order/pay/generateOrder', h, { contentEntityDataId: idOf(s.db, 'article-paid'), orderType: 'CONTENT' })).data
    const evil = await s.app.inject({
      method: 'POST',
      url: '/order/pay/submitCa',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `orderNumber=${o3.orderNo}&redirectUrl=${encodeURIComponent('//evil.com')}`
    })
    assert.equal(evil.headers.location, '/web/h/')
    const unknown = await s.app.inject({ url: '/order/pay/submitCa?orderNumber=NOPE&redirectUrl=/web/h/', headers: { cookie } })
    assert.equal(unknown.statusCode, 404)
    assert.match(unknown.body, /订单不存在/)
    const list = body<Page<Order>>(await s.app.inject({ url: '/api/ca/v1/order/list?payStatus=COMPLETE_PAY', headers: h })).data
    assert.equal(list.content.length, 3)
    assert.equal(body(await s.app.inject({ url: `/api/ca/v1/order/orderInfo?orderId=${o2.orderId}`, headers: member })).code, 404, "not the member's order")
  })

  it('verifies interaction points once and adds the reward once', async () => {
    const h = await tokenFor(s.app, '13811113333')
    // The code shown at the point on site (door staff read it; trust-points.test.ts covers the refusals).
    const codes = body<InteractionPointCode[]>(await s.app.inject({ url: '/api/ca-open/v1/onSiteInteractive/point/codes?id=1', headers: promoter })).data
    const atPoint = present(
      codes.find(c => c.pointId === 1),
      'point 1'
    ).scanText
    const p1 = await post<{ verified: boolean }>(`/api/ca-open/v1/onSiteInteractive/point/record/verify?${atPoint}`, h)
    assert.equal(p1.data.verified, true)
    await post(`/api/ca-open/v1/onSiteInteractive/point/record/verify?${atPoint}`, h)
    assert.equal(body<Account>(await s.app.inject({ url: '/api/ca/v1/personalCenter/currentAccountInfo', headers: h })).data.points, 50)
    const info = body<Interaction>(await s.app.inject({ url: '/api/ca-open/v1/onSiteInteractive/info?id=1', headers: h })).data
    assert.deepEqual(
      info.points.map(p => p.verified),
      [true, false, false]
    )
  })

  it('answers promotion data for the promoter', async () => {
    const url = body<PromotionUrl>(
      await s.app.inject({ url: `/api/ca-open/v1/promote/getMyPromotionUrl?eventId=${idOf(s.db, 'event-summit')}`, headers: promoter })
    ).data
    assert.match(url.url, /utm_scid=sc1001/)
    const short = await s.app.inject(url.shortUrl.replace(/^https?:\/\/[^/]+/, ''))
    assert.equal(short.statusCode, 302)
    assert.match(String(short.headers.location), /^\/web\/h\/pages\/event\/index\?id=\d+&utm_scid=sc1001/)
    const data = body<PromotionViewData>(await s.app.inject({ url: '/api/ca-open/v1/promote/myPromotionViewData?days=7', headers: promoter })).data
    assert.equal(data.daily.length, 7)
    assert.ok(data.pv >= 14)
    const rank = body<RankItem[]>(await s.app.inject({ url: `/api/open/v1/promotionEvent/rank?eventId=${idOf(s.db, 'event-summit')}`, headers: promoter })).data
    assert.equal(rank[0].isMe, true)
    assert.equal(rank[0].rank, 1)
    const tasks = body<PromotionTask[]>(await s.app.inject({ url: '/api/ca-open/v1/promote/tasks', headers: promoter })).data
    assert.ok(tasks.some(t => t.status === 'DONE'))
    const poster = body<PosterResult>(
      await s.app.inject({ url: `/api/ca-open/v1/promotionEvent/getMyPoster?eventId=${idOf(s.db, 'event-summit')}`, headers: promoter })
    ).data
    // A PNG the phone can save (its text is drawn in: test/server/posters.test.ts checks the layout).
    const image = await s.app.inject(poster.url)
    assert.equal(image.headers['content-type'], 'image/png')
    assert.deepEqual([...image.rawPayload.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    void login
  })
})
