import path from 'node:path'
import { describe, it, mock } from 'node:test'
import assert from 'node:assert/strict'
import Database from 'better-sqlite3'
import type { LoginResult } from '../../types/contract'
import { assertRefused, body, MEMBER, PROMOTER, serverPerSuite, sessionCookie, type TestServer, upload } from './helpers'

const DAY = 24 * 3600 * 1000
const TXT = Buffer.from('hello\n')

/** Issue #26 D (#11): sessions end, logout replaces every credential, disabled accounts are refused everywhere. */
describe('sessions and credentials (#26 D)', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))

  const form = 'application/x-www-form-urlencoded'
  const loginPage = (cellphone: string) =>
    s.app.inject({
      method: 'POST',
      url: '/web/ca/login',
      headers: { 'content-type': form },
      payload: `cellphone=${cellphone}&code=123456&returnUrl=%2Fweb%2Fh%2F`
    })
  const wxh5 = (cookie: string) => s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/wxh5/login', headers: { cookie } })
  const signIn = async (cellphone: string) => {
    const cookie = sessionCookie(await loginPage(cellphone))
    const result = body<LoginResult>(await wxh5(cookie)).data
    return { cookie, result, token: { 'authorization-ca': result.account.accountKey } }
  }
  const sessionRow = (cookie: string) => s.db.prepare('SELECT * FROM sessions WHERE id = ?').get(cookie.split('=')[1])
  /** A writable connection, for what only an operator does (disabling an account). */
  const operator = <T>(work: (db: Database.Database) => T): T => {
    const db = new Database(path.join(s.dir, 'app.sqlite'))
    db.pragma('busy_timeout = 5000')
    try {
      return work(db)
    } finally {
      db.close()
    }
  }
  const colleagues = (ucToken: string) => s.app.inject({ url: '/api/uc/v1/colleagues', headers: { 'authorization-uc': ucToken } })

  it('ends a session after 30 days unused (401, row deleted), sliding with use', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() })
    try {
      const { cookie } = await signIn(MEMBER)
      // Used every 20 days, the session lives on…
      for (let i = 0; i < 3; i++) {
        mock.timers.tick(20 * DAY)
        const res = await wxh5(cookie)
        assert.equal(body(res).code, 200, `use ${i + 1}`)
        assert.match(String(res.headers['set-cookie']), /ca_session=[0-9a-f]{64};.*Max-Age=2592000/, 'the cookie is renewed with the session')
      }
      // …a second use within the hour writes nothing.
      const seen = (sessionRow(cookie) as { seen_at: number }).seen_at
      mock.timers.tick(10 * 60_000)
      const quiet = await wxh5(cookie)
      assert.equal(quiet.headers['set-cookie'], undefined)
      assert.equal((sessionRow(cookie) as { seen_at: number }).seen_at, seen)
      // 31 days without use: refused, deleted, cookie cleared.
      mock.timers.tick(31 * DAY)
      const expired = await wxh5(cookie)
      assert.equal(body(expired).code, 401)
      assert.match(String(expired.headers['set-cookie']), /ca_session=;.*Max-Age=0/)
      assert.equal(sessionRow(cookie), undefined)
    } finally {
      mock.timers.reset()
    }
  })

  it('ends a session 180 days after sign-in however often it is used', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() })
    try {
      const { cookie } = await signIn(MEMBER)
      for (let day = 20; day < 180; day += 20) {
        mock.timers.tick(20 * DAY)
        assert.equal(body(await wxh5(cookie)).code, 200, `day ${day}`)
      }
      mock.timers.tick(20 * DAY)
      assert.equal(body(await wxh5(cookie)).code, 401)
    } finally {
      mock.timers.reset()
    }
  })

  it('refuses a session dated 2019 (an old database) and its pay page', async () => {
    const { cookie } = await signIn(MEMBER)
    operator(db =>
      db.prepare("UPDATE sessions SET created_at = '2019-05-01T08:00:00.000Z', seen_at = ? WHERE id = ?").run(Date.parse('2019-05-01'), cookie.split('=')[1])
    )
    assert.equal(body(await wxh5(cookie)).code, 401)
    assert.equal((await s.app.inject({ url: '/order/pay/submitCa?orderNumber=x', headers: { cookie } })).statusCode, 401)
  })

  it('logs out every credential: sessions, the token, the upload apiKey and the UC token', async () => {
    const { cookie, result, token } = await signIn(PROMOTER)
    const { apiKey } = result.account
    const ucToken = result.ucToken!
    assert.equal(body(await upload(s.app, apiKey, 'before.txt', TXT)).code, 200)
    assert.equal(body(await colleagues(ucToken)).code, 200)
    assert.equal(body(await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/logout', headers: token })).data, true)
    assert.equal(body(await s.app.inject({ url: '/api/ca-open/v1/companyAccount/info', headers: token })).code, 401)
    assert.equal(body(await wxh5(cookie)).code, 401, 'the session is gone')
    assert.equal(body(await upload(s.app, apiKey, 'after.txt', TXT)).code, 401, 'the old apiKey no longer uploads')
    assert.equal(body(await colleagues(ucToken)).code, 401, 'the old UC token no longer opens the UC area')
    // Signing in again hands out the new ones, which work.
    const again = await signIn(PROMOTER)
    assert.notEqual(again.result.account.apiKey, apiKey)
    assert.notEqual(again.result.ucToken, ucToken)
    assert.equal(body(await upload(s.app, again.result.account.apiKey, 'again.txt', TXT)).code, 200)
    assert.equal(body(await colleagues(again.result.ucToken!)).code, 200)
  })

  it('takes the upload apiKey from the X-Api-Key header and refuses it in the URL', async () => {
    const { result } = await signIn(MEMBER)
    const key = result.account.apiKey
    assert.equal(body(await upload(s.app, key, 'header.txt', TXT)).code, 200)
    const boundary = '----q'
    const inUrl = await s.app.inject({
      method: 'POST',
      url: `/api/open/file/upload?apiKey=${key}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="q.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`
    })
    assert.equal(inUrl.statusCode, 400)
    assert.match(body(inUrl).message, /X-Api-Key/)
    assert.equal(body(await upload(s.app, null, 'none.txt', TXT)).code, 401)
  })

  it('refuses a disabled account everywhere: token, session, upload, UC area and both sign-ins', async () => {
    const colleague = '13800000002'
    const { cookie, result, token } = await signIn(colleague)
    const ucToken = result.ucToken!
    assert.equal(body(await colleagues(ucToken)).code, 200)
    operator(db => db.prepare("UPDATE accounts SET status = 'DISABLED' WHERE cellphone = ?").run(colleague))
    try {
      assert.equal(body(await s.app.inject({ url: '/api/ca-open/v1/companyAccount/info', headers: token })).code, 401)
      assert.equal(body(await wxh5(cookie)).code, 401)
      assert.equal(body(await upload(s.app, result.account.apiKey, 'disabled.txt', TXT)).code, 401)
      assert.equal(body(await colleagues(ucToken)).code, 401)
      const page = await loginPage(colleague)
      assert.equal(page.statusCode, 403)
      assert.match(page.body, /该账号已停用/)
      assert.equal(page.headers['set-cookie'], undefined, 'no session for a disabled account')
      const uc = body(
        await s.app.inject({
          method: 'POST',
          url: '/api/open/v1/wx/businessMiniApp/loginUcByWeixinCellphoneAndCode',
          payload: { cellphone: colleague, code: '123456' }
        })
      )
      assertRefused(uc, 403, /已停用/)
    } finally {
      operator(db => db.prepare("UPDATE accounts SET status = 'ACTIVE' WHERE cellphone = ?").run(colleague))
    }
  })
})
