import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Account, CompanyInfo, CompanyUser, LoginResult } from '../../types/contract'
import { body, fingerprint, idOf, login, MEMBER, PROMOTER, serverPerSuite, sessionCookie, startServer, tokenFor, type TestServer } from './helpers'

describe('envelope, errors and auth', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))

  it('wraps answers as {code, data, message} with code 200', async () => {
    const res = await s.app.inject('/api/open/v1/company/companyInfo')
    assert.equal(res.statusCode, 200)
    const env = body<CompanyInfo>(res)
    assert.deepEqual(Object.keys(env).sort(), ['code', 'data', 'message'])
    assert.equal(env.code, 200)
    assert.equal(env.data.name, '云图科技')
    assert.equal(env.data.productName, 'Marketing')
  })

  it('answers plain values with code 209', async () => {
    const h = await tokenFor(s.app, MEMBER)
    const article = idOf(s.db, 'article-1')
    const starred = body(await s.app.inject({ url: `/api/ca-open/v1/entityData/${article}/hasInteractiveData?favorKey=ENTITY_DATA_STAR`, headers: h }))
    assert.deepEqual(starred, { code: 209, data: true, message: 'success' })
    const submitted = body(await s.app.inject({ url: '/api/ca-open/v1/companyAccount/form/submitted?websiteFormId=1', headers: h }))
    assert.equal(submitted.code, 209)
    assert.equal(submitted.data, true)
  })

  it('answers unknown /api paths with HTTP 404 and an envelope', async () => {
    const res = await s.app.inject('/api/open/v1/nope')
    assert.equal(res.statusCode, 404)
    assert.deepEqual(body(res), { code: 404, data: null, message: '接口不存在' })
  })

  it('refuses /api/ca/ without a token, and with a made-up token', async () => {
    for (const headers of [{}, { 'authorization-ca': 'f'.repeat(64) }, { 'authorization-ca': 'not a token' }]) {
      const res = await s.app.inject({ url: '/api/ca/v1/personalCenter/currentAccountInfo', headers })
      assert.equal(res.statusCode, 200)
      assert.deepEqual(body(res), { code: 401, data: null, message: '请先登录' })
    }
  })

  it('refuses promoter-only calls for a plain member with code 403', async () => {
    const h = await tokenFor(s.app, MEMBER)
    for (const url of ['/api/ca-open/v1/promote/getPromotionAccessCount', '/api/ca-open/v1/promote/campaigns', '/api/ca/v1/event/attendee/info?attendeeId=1']) {
      assert.deepEqual(body(await s.app.inject({ url, headers: h })), { code: 403, data: null, message: '需要渠道伙伴权限' })
    }
    const before = fingerprint(s.db)
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/ca/v1/event/attendee/batchAudit',
      headers: h,
      payload: { eventId: idOf(s.db, 'event-summit'), attendeeIds: [4], auditType: 'APPROVE' }
    })
    assert.equal(body(res).code, 403)
    assert.deepEqual(fingerprint(s.db), before)
  })

  it('derives roles from the cellphone', async () => {
    assert.deepEqual((await login(s.app, PROMOTER)).account.roles, ['PROMOTER', 'UC_USER', 'MEMBER'])
    assert.deepEqual((await login(s.app, MEMBER)).account.roles, ['MEMBER'])
    assert.deepEqual((await login(s.app)).account.roles, ['VISITOR'])
    const p = await login(s.app, PROMOTER)
    assert.equal(p.account.companyUserId, 1)
    assert.equal(p.account.selfBusinessCardId, 1)
    assert.ok(p.ucToken && p.companyUser?.companyUserId === 1)
    assert.equal((await login(s.app, MEMBER)).ucToken, null)
  })

  it('signs in a visitor silently with wxAuth=true, then wxh5/login answers the account', async () => {
    const res = await s.app.inject('/web/ca/login?wxAuth=true&returnUrl=%2Fweb%2Fh%2Fpages%2Farticle%2Findex%3Fid%3D7')
    assert.equal(res.statusCode, 302)
    assert.equal(res.headers.location, '/web/h/pages/article/index?id=7')
    const raw = String(res.headers['set-cookie'])
    assert.match(raw, /ca_session=[0-9a-f]{64}/)
    assert.match(raw, /HttpOnly/)
    assert.match(raw, /SameSite=Lax/)
    assert.match(raw, /Path=\//)
    const cookie = sessionCookie(res)
    const r = body<LoginResult>(await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/wxh5/login', headers: { cookie } }))
    assert.equal(r.code, 200)
    assert.match(r.data.account.nickName, /^访客\d{4}$/)
    assert.match(r.data.account.accountKey, /^[0-9a-f]{64}$/)
    // The token works for /api/ca/.
    const me = body<Account>(
      await s.app.inject({ url: '/api/ca/v1/personalCenter/currentAccountInfo', headers: { 'authorization-ca': r.data.account.accountKey } })
    )
    assert.equal(me.data.accountId, r.data.account.accountId)
    // A second silent login keeps the same visitor.
    const again = await s.app.inject({ url: '/web/ca/login?wxAuth=true&returnUrl=/web/h/', headers: { cookie } })
    assert.equal(again.headers['set-cookie'], undefined)
  })

  it('answers code 401 from wxh5/login without a session', async () => {
    assert.equal(body(await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/wxh5/login' })).code, 401)
    assert.equal(
      body(await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/wxh5/login', headers: { cookie: 'ca_session=' + 'a'.repeat(64) } })).code,
      401
    )
  })

  it('redirects only to same-site return URLs', async () => {
    for (const bad of ['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)']) {
      const res = await s.app.inject(`/web/ca/login?wxAuth=true&returnUrl=${encodeURIComponent(bad)}`)
      assert.equal(res.headers.location, '/web/h/')
    }
  })

  it('binds the phone to the visitor of the session, or switches to the account that owns it', async () => {
    const visit = await s.app.inject('/web/ca/login?wxAuth=true&returnUrl=/web/h/')
    const cookie = sessionCookie(visit)
    const visitor = body<LoginResult>(await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/wxh5/login', headers: { cookie } })).data
      .account
    const form = (cellphone: string, code = '123456') => ({
      method: 'POST' as const,
      url: '/web/ca/login',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `cellphone=${cellphone}&code=${code}&returnUrl=%2Fweb%2Fh%2Fpages%2Faccount%2Findex`
    })
    const wrong = await s.app.inject(form('13612345678', '000000'))
    assert.equal(wrong.statusCode, 400)
    assert.match(wrong.body, /验证码错误/)
    const bound = await s.app.inject(form('13612345678'))
    assert.equal(bound.statusCode, 303)
    assert.equal(bound.headers.location, '/web/h/pages/account/index')
    const after = body<LoginResult>(
      await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/wxh5/login', headers: { cookie: sessionCookie(bound) } })
    ).data.account
    assert.equal(after.accountId, visitor.accountId)
    assert.equal(after.cellphone, '13612345678')
    assert.deepEqual(after.roles, ['MEMBER'])
    // Another visitor entering the member's phone becomes the member.
    const v2 = sessionCookie(await s.app.inject('/web/ca/login?wxAuth=true&returnUrl=/web/h/'))
    const sw = await s.app.inject({ ...form(MEMBER), headers: { cookie: v2, 'content-type': 'application/x-www-form-urlencoded' } })
    const member = body<LoginResult>(
      await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/wxh5/login', headers: { cookie: sessionCookie(sw) } })
    ).data.account
    assert.equal(member.cellphone, MEMBER)
    assert.equal(member.points, 300)
  })

  it('accepts a random SMS code from the log when no fixed code is set', async () => {
    const lines: string[] = []
    const t = await startServer({ smsFixedCode: null })
    try {
      // The code is stored in the database; read it as the log reader would.
      assert.equal(body(await t.app.inject('/api/open/auth/code?account=13712345678&type=0')).code, 200)
      const code = t.db.prepare('SELECT code FROM sms_codes WHERE cellphone = ? ORDER BY id DESC').pluck().get('13712345678') as string
      assert.match(code, /^\d{6}$/)
      const fixed = await t.app.inject({
        method: 'POST',
        url: '/web/ca/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'cellphone=13712345678&code=123456'
      })
      if (code !== '123456') assert.equal(fixed.statusCode, 400)
      const ok = await t.app.inject({
        method: 'POST',
        url: '/web/ca/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `cellphone=13712345678&code=${code}`
      })
      assert.equal(ok.statusCode, 303)
      const reuse = await t.app.inject({
        method: 'POST',
        url: '/web/ca/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `cellphone=13712345678&code=${code}`
      })
      assert.equal(reuse.statusCode, 400, 'a code is used once')
    } finally {
      void lines
      await t.close()
    }
  })

  it('logs out: the token stops working and the cookie is cleared', async () => {
    const h = await tokenFor(s.app)
    const res = await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/logout', headers: h })
    assert.equal(body(res).data, true)
    assert.match(String(res.headers['set-cookie']), /ca_session=;.*Max-Age=0/)
    assert.equal(body(await s.app.inject({ url: '/api/ca-open/v1/companyAccount/info', headers: h })).code, 401)
  })

  it('needs the UC token for the UC area', async () => {
    assert.equal(body(await s.app.inject('/api/uc/v1/colleagues')).code, 401)
    const { ucToken } = await login(s.app, PROMOTER)
    const list = body<CompanyUser[]>(await s.app.inject({ url: '/api/uc/v1/colleagues', headers: { 'authorization-uc': ucToken! } }))
    assert.equal(list.code, 200)
    assert.ok(list.data.length >= 3)
  })

  it('serves a PNG QR code and limits its content', async () => {
    const res = await s.app.inject(`/api/open/qrCode/gen?content=${encodeURIComponent('http://localhost:8080/web/h/')}`)
    assert.equal(res.headers['content-type'], 'image/png')
    assert.deepEqual([...res.rawPayload.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47])
    const long = await s.app.inject(`/api/open/qrCode/gen?content=${'x'.repeat(1001)}`)
    assert.equal(long.statusCode, 400)
    assert.equal(body(long).code, 400)
    assert.equal((await s.app.inject('/api/open/qrCode/gen')).statusCode, 400)
  })

  it('serves generated covers, avatars and logos as SVG', async () => {
    for (const url of ['/media/cover/article-1.svg', '/media/avatar/%E5%BC%A0%E4%BC%9F.svg', '/media/logo/yuntu.svg', '/media/icon/x.svg']) {
      const res = await s.app.inject(url)
      assert.equal(res.statusCode, 200, url)
      assert.match(String(res.headers['content-type']), /^image\/svg\+xml/)
      assert.match(res.body, /^<svg/)
    }
    assert.match((await s.app.inject('/media/cover/article-1.svg')).body, /B2B/)
  })

  it('answers a drawing at its .png address as WebP to browsers that take it, PNG to the rest', async () => {
    const webp = await s.app.inject({ url: '/media/cover/article-1.png', headers: { accept: 'image/avif,image/webp,image/apng,*/*' } })
    assert.equal(webp.statusCode, 200)
    assert.equal(webp.headers['content-type'], 'image/webp')
    assert.equal(webp.rawPayload.subarray(8, 12).toString('latin1'), 'WEBP')
    assert.equal(webp.headers.vary, 'Accept')
    const png = await s.app.inject({ url: '/media/avatar/%E5%BC%A0%E4%BC%9F.png', headers: { accept: '*/*' } })
    assert.equal(png.headers['content-type'], 'image/png')
    assert.deepEqual([...png.rawPayload.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47])
    // The seeded demo points at the raster addresses (a company's real uploads are raster too).
    const company = body<CompanyInfo>(await s.app.inject('/api/open/v1/company/companyInfo')).data
    assert.match(String(company.squareLogo), /\.png$/)
  })
})
