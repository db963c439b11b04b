import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Account } from '../../types/contract'
import { assertRefused, body, serverPerSuite, type TestServer, tokenFor } from './helpers'

/** Issue #20: what moving the SQL into repositories and the schemas to TypeBox must keep. */
describe('server data layer (accounts, events, forms, tickets)', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))

  const submit = (h: Record<string, string>, values: Record<string, unknown>) =>
    s.app.inject({ method: 'POST', url: '/api/open/v1/account/submitSurvey?websiteFormId=3', headers: h, payload: { values } }).then(body)

  it('creates the cancelled_tickets table when the server starts, before any ticket is cancelled', () => {
    assert.equal(s.db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'cancelled_tickets'").pluck().get(), 1)
  })

  it('checks every form answer, under any key (line breaks included), and the length of the keys', async () => {
    const h = await tokenFor(s.app)
    const long = await submit(h, { 'a\nb': 'x'.repeat(2001) })
    assertRefused(long, 400, /最多 2000 个字符/)
    const object = await submit(h, { 'a\nb': { nested: true } })
    assert.equal(object.code, 400)
    const key = await submit(h, { ['k'.repeat(61)]: 'x' })
    assert.equal(key.code, 400)
  })

  it('writes only the profile fields sent, trimmed', async () => {
    const h = await tokenFor(s.app)
    const update = (payload: Record<string, unknown>) =>
      s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/updateInfos', headers: h, payload }).then(res => body<Account>(res))
    assert.equal((await update({ company: '  云图  ', title: '经理' })).code, 200)
    const after = (await update({ title: ' 总监 ' })).data
    assert.equal(after.company, '云图')
    assert.equal(after.title, '总监')
    assert.equal((await update({ gender: 3 })).code, 400)
  })
})
