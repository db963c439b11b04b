/**
 * The lead form painted and sent before the app (docs/first-paint.md "The form page"): the painted form page is a real
 * HTML form of the form's fields, and its post goes through the API's submission service (validation, SMS step, rate
 * limits), answering the painted success page or the painted form with its messages and what was sent.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { MEMBER, paintingServerPerSuite, type TestServer, webSession, paintedView } from './helpers'

const FORM = '/web/h/pages/form/index?id=2'

/** The lead form's answers as its painted controls post them (names from src/shared/form-names.ts). */
function leadForm(cellphone: string, extra: [string, string][] = []): [string, string][] {
  return [
    ['field-name', '王小明'],
    ['field-cellphone', cellphone],
    ['field-email', 'wang@example.com'],
    ['field-company', '云图科技'],
    ['field-identity', '个人用户'],
    ['field-role', '市场'],
    ['field-modules', '活动中心'],
    ['field-modules', 'AI 助手'],
    ['field-date', ''],
    ['field-needs', '想看 <b>演示</b>'],
    ['field-agree', 'agree'],
    ...extra
  ]
}

describe('the painted lead form', () => {
  let s: TestServer
  paintingServerPerSuite(painting => (s = painting.server), { prefix: 'fp-form-' })

  let address = 0
  /** Posts the painted form as a browser without script does, from its own address (limits are per address). */
  const post = (entries: [string, string][], headers: Record<string, string> = {}, ip = `10.9.0.${++address}`, url = FORM) =>
    s.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        host: 'localhost',
        'sec-fetch-site': 'same-origin',
        ...headers
      },
      payload: new URLSearchParams(entries).toString()
    })
  const codeFor = (cellphone: string) => s.db.prepare('SELECT code FROM sms_codes WHERE cellphone = ? ORDER BY id DESC').pluck().get(cellphone) as string
  const submissions = () => s.db.prepare('SELECT COUNT(*) FROM form_submissions WHERE form_id = 2').pluck().get() as number

  it('paints the form as a real form of its fields, the same for a signed-in member', async () => {
    const member = await webSession(s.app, MEMBER)
    for (const cookie of [undefined, member.cookie]) {
      const res = await s.app.inject({ url: FORM, headers: cookie ? { cookie } : {} })
      assert.equal(res.statusCode, 200)
      const view = paintedView(res.body)
      assert.match(view, /<form method="post" accept-charset="utf-8" class="fp-form" data-painted-form="2">/)
      for (const name of ['field-name', 'field-cellphone', 'field-__smsCode', 'field-email', 'field-company', 'field-needs', 'field-date'])
        assert.match(view, new RegExp(`name="${name}"`), name)
      // Radios and boxes are the app's own native inputs (controls.h5.tsx), each over the circle or box it ticks.
      assert.match(
        view,
        /<input type="radio" class="form-check__input" name="field-identity" value="企业用户"\/><i class="form-check__icon" aria-hidden="true"><\/i>/
      )
      assert.match(view, /<input type="checkbox" class="form-check__input" name="field-modules"[^>]* value="AI 助手"\/>/)
      assert.match(view, /<input type="checkbox" class="form-check__input" name="field-agree"[^>]* value="agree"\/>/)
      // The region's levels as the app draws them before its address list arrives; the date starts empty.
      assert.match(view, /aria-label="所在地区：省份"/)
      // 期望演示日期 is a day to come: the browser's picker starts at today.
      assert.match(view, /type="date" class="form-date__input form-field__picker" name="field-date" min="\d{4}-\d{2}-\d{2}"[^>]* value=""/)
      // 公司规模 is asked of 企业用户 only: not drawn until that is the answer.
      assert.doesNotMatch(view, /field-employees/)
      assert.match(view, /<button type="submit" name="__action" value="sms"[^>]*>获取验证码<\/button>/)
      assert.match(view, /<button type="submit" name="__action" value="send"[^>]*>申请试用<\/button>/)
      assert.doesNotMatch(view, /13800000000|readonly/)
    }
  })

  it("leaves a group's form (group, extension groupRegistration) to the app: the leader's own, never the single form", async () => {
    const res = await s.app.inject({ url: '/web/h/pages/form/index?id=1&eventId=30&group=1' })
    assert.equal(res.statusCode, 200)
    assert.ok(!res.body.includes('<div id="fp"'), 'no painted view')
    assert.match(res.body, /<div id="app">/)
  })

  it('sends the SMS code, keeps what was typed, then stores the submission and answers the painted success page', async () => {
    const ip = '10.9.1.1'
    const phone = '13700005555'
    const before = submissions()
    const sent = await post(leadForm(phone, [['__action', 'sms']]), {}, ip)
    assert.equal(sent.statusCode, 200)
    const view = paintedView(sent.body)
    assert.match(view, /验证码已发送至 137\*\*\*\*5555/)
    assert.match(view, /name="field-name" value="王小明"/)
    assert.match(view, /name="field-modules"[^>]* checked="" value="AI 助手"/)
    assert.match(view, /想看 &lt;b&gt;演示&lt;\/b&gt;<\/textarea>/)
    assert.equal(sent.headers['cache-control'], 'private, no-store')
    assert.equal(submissions(), before)

    const done = await post(leadForm(phone, [['field-__smsCode', codeFor(phone)]]), {}, ip)
    assert.equal(done.statusCode, 303, done.body.slice(0, 300))
    const location = String(done.headers.location)
    const id = Number(/^\/web\/h\/pages\/form\/success\/index\?submissionId=(\d+)&formId=2$/.exec(location)?.[1])
    assert.ok(id > 0, location)
    const row = s.db.prepare('SELECT form_values, account_id FROM form_submissions WHERE id = ?').get(id) as { form_values: string; account_id: number }
    assert.deepEqual(JSON.parse(row.form_values), {
      name: '王小明',
      cellphone: phone,
      email: 'wang@example.com',
      company: '云图科技',
      identity: '个人用户',
      role: '市场',
      modules: ['活动中心', 'AI 助手'],
      needs: '想看 <b>演示</b>',
      agree: true
    })
    // Submitted by a new visitor, signed in with the answer (as the app's silent sign-in would).
    assert.match(String(done.headers['set-cookie']), /ca_session=/)
    const success = await s.app.inject({ url: location })
    assert.equal(success.statusCode, 200)
    const painted = paintedView(success.body)
    assert.match(painted, /提交成功/)
    assert.match(painted, new RegExp(`提交编号 ${id}`))
    // What comes next, as the form says, and where to go on: no event's words.
    assert.match(painted, /顾问将在 1 个工作日内联系你/)
    assert.match(painted, /<a [^>]*href="\/web\/h\/pages\/case-list\/index"[^>]*>看看客户案例<\/a>/)
    assert.doesNotMatch(painted, /感谢你的参与/)
  })

  it('paints the form again with the messages beside the fields and what was sent when it is not complete', async () => {
    const before = submissions()
    const res = await post([
      ['field-name', '王小明'],
      ['field-cellphone', '1380000'],
      ['field-identity', '企业用户'],
      ['field-modules', '推广中心'],
      ['__action', 'send']
    ])
    assert.equal(res.statusCode, 400)
    const view = paintedView(res.body)
    assert.match(view, /name="field-name" value="王小明"/)
    assert.match(view, /name="field-cellphone" value="1380000"/)
    assert.match(view, /name="field-identity" checked="" value="企业用户"/)
    assert.match(view, /name="field-modules"[^>]* checked="" value="推广中心"/)
    const error = (key: string) => new RegExp(`id="field-${key}-error" role="alert" class="taro-text form-field__error">([^<]+)<`).exec(view)?.[1]
    assert.equal(error('cellphone'), '请输入正确的11位手机号')
    assert.equal(error('email'), '请填写邮箱')
    assert.equal(error('__smsCode'), '请输入短信验证码')
    // 企业用户 brings 公司规模, with its own message.
    assert.match(view, /name="field-employees"/)
    assert.equal(error('employees'), '请填写公司规模')
    assert.equal(submissions(), before)
  })

  it("refuses a wrong SMS code and a code asked too soon, with the API's own limits", async () => {
    const phone = '13700006666'
    const before = submissions()
    const wrong = await post(leadForm(phone, [['field-__smsCode', '000000']]))
    assert.equal(wrong.statusCode, 400)
    assert.match(paintedView(wrong.body), /id="field-__smsCode-error" role="alert"[^>]*>验证码错误或已过期/)
    // A code sent through the API a moment ago: the painted form's 获取验证码 waits as the app's would.
    const api = await s.app.inject({ method: 'POST', url: '/api/open/v1/account/verification?websiteFormId=2', payload: { cellphone: phone } })
    assert.equal(JSON.parse(api.body).code, 200)
    const again = await post(leadForm(phone, [['__action', 'sms']]))
    assert.equal(again.statusCode, 429)
    assert.match(paintedView(again.body), /id="field-__smsCode-error" role="alert"[^>]*>验证码已发送，请\d+秒后再试/)
    assert.equal(submissions(), before)
  })

  it('puts a wrong code beside the code field, and says a registered phone is registered with a link to its sign-in', async () => {
    const error = (view: string, key: string) => new RegExp(`id="field-${key}-error" role="alert" class="taro-text form-field__error">([^<]+)<`).exec(view)?.[1]
    const wrong = paintedView((await post(leadForm('13700008888', [['field-__smsCode', '000000']]))).body)
    assert.match(error(wrong, '__smsCode') ?? '', /^验证码错误或已过期/)
    assert.match(wrong, /aria-label="短信验证码" aria-required="true" aria-invalid="true"/)
    assert.doesNotMatch(wrong, /已登录/)
    // The member registered for the summit with this phone: a new visitor proving it is told so, not thanked.
    const summit: [string, string][] = [
      ['field-name', '王小明'],
      ['field-cellphone', MEMBER],
      ['field-__smsCode', '123456'],
      ['field-company', '云图科技'],
      ['field-industry', '教育'],
      ['field-agree', 'agree']
    ]
    const taken = await post(summit, {}, '10.9.2.1', '/web/h/pages/form/index?id=1')
    assert.equal(taken.statusCode, 409)
    const view = paintedView(taken.body)
    assert.equal(error(view, 'cellphone'), '该手机号已报名此活动')
    assert.match(view, /<a [^>]*href="\/web\/ca\/login\?returnUrl=%2Fweb%2Fh%2Fpages%2Faccount%2Ftickets%2Findex"[^>]*>用该手机号登录查看门票<\/a>/)
    assert.doesNotMatch(view, /您已提交过该表单|提交成功|报名成功/)
  })

  it('refuses a post from another site, storing nothing and signing no one in', async () => {
    const phone = '13700007777'
    await post(leadForm(phone, [['__action', 'sms']]))
    const before = submissions()
    const res = await post(leadForm(phone, [['field-__smsCode', codeFor(phone)]]), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    assert.equal(res.statusCode, 403)
    assert.match(paintedView(res.body), /提交来自其他网站，已拒绝/)
    assert.doesNotMatch(paintedView(res.body), /王小明/)
    assert.equal(res.headers['set-cookie'], undefined)
    assert.equal(submissions(), before)
  })
})
