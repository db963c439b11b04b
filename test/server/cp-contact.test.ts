import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { QrCodeInfo } from '../../types/contract'
import { body, serverPerSuite, tokenFor, type TestServer } from './helpers'

/** The clock the server is given: moved by hand, so the demo's wait passes without sleeping. */
let clock = Date.parse('2026-11-20T02:00:00.000Z')

/**
 * The "需要添加企业微信" gate of any content (issue 16 item 6: the demo article gate was a dead end; issue #27
 * item 10: it opened on the visitor's word). The demo counts the contact as added DEMO_CP_ADD_DELAY_S
 * after the code was shown to the account.
 */
describe('enterprise-contact gate for any gated content', () => {
  let s: TestServer
  let gatedArticle: number
  let event: number
  serverPerSuite(
    server => {
      s = server
      gatedArticle = s.db.prepare("SELECT id FROM entity_data WHERE entity_type = 'ARTICLE' AND require_cp_contact = 1 LIMIT 1").pluck().get() as number
      event = s.db.prepare("SELECT id FROM entity_data WHERE entity_type = 'EVENT' LIMIT 1").pluck().get() as number
    },
    { demoCpAddDelayS: 5, now: () => clock }
  )
  const get = async (url: string, headers: Record<string, string> = {}) => body<QrCodeInfo>(await s.app.inject({ method: 'GET', url, headers }))

  it('gives the contact code of a gated article (by entityDataId or eventId) and of an event', async () => {
    assert.ok(gatedArticle, 'the demo has a gated article')
    for (const query of [`entityDataId=${gatedArticle}`, `eventId=${gatedArticle}`]) {
      const res = await get(`/api/open/v1/event/addCpUserCode?${query}`)
      assert.equal(res.code, 200, `${query}: ${res.message}`)
      assert.match(res.data.qrCode, /^\/api\/open\/qrCode\/gen\?content=/)
      assert.match(res.data.tip, /即可查看/)
    }
    const ev = await get(`/api/open/v1/event/addCpUserCode?eventId=${event}`)
    assert.equal(ev.code, 200)
    assert.match(ev.data.tip, /活动顾问/)
    assert.equal((await get('/api/open/v1/event/addCpUserCode?entityDataId=999999')).code, 404)
    assert.equal((await get('/api/open/v1/event/addCpUserCode')).code, 400)
  })

  it("checks the contact for a gated article: not added, not on the visitor's word, added a while after the code was shown", async () => {
    const visitor = await tokenFor(s.app)
    const check = (query: string) => get(`/api/ca/v1/event/checkAddCpUser?${query}`, visitor)
    assert.deepEqual([(await check(`entityDataId=${gatedArticle}`)).data, (await check(`eventId=${gatedArticle}`)).data], [false, false])
    // An anonymous look at the code marks nobody.
    await get(`/api/open/v1/event/addCpUserCode?entityDataId=${gatedArticle}`)
    clock += 60_000
    assert.equal((await check(`entityDataId=${gatedArticle}`)).data, false)
    // The code shown to this visitor is recorded; asking straight away (我已添加 at once) is not enough.
    await get(`/api/open/v1/event/addCpUserCode?entityDataId=${gatedArticle}`, visitor)
    assert.equal((await check(`entityDataId=${gatedArticle}`)).data, false)
    clock += 4_000
    assert.equal((await check(`entityDataId=${gatedArticle}`)).data, false)
    // Showing the code again does not restart the wait.
    await get(`/api/open/v1/event/addCpUserCode?entityDataId=${gatedArticle}`, visitor)
    clock += 1_000
    assert.equal((await check(`entityDataId=${gatedArticle}`)).code, 209)
    assert.equal((await check(`entityDataId=${gatedArticle}`)).data, true)
    assert.equal((await check(`eventId=${event}`)).data, true)
    assert.equal((await check('entityDataId=999999')).code, 404)
    // Another visitor is still not added.
    const other = await tokenFor(s.app)
    assert.equal((await get(`/api/ca/v1/event/checkAddCpUser?entityDataId=${gatedArticle}`, other)).data, false)
  })
})

describe('DEMO_CP_ADD_DELAY_S', () => {
  it('is read from the environment (default 5 s, 0 allowed) and printed at start', async () => {
    const { describeConfig, readConfig } = await import('../../server/config')
    assert.equal(readConfig({}).demoCpAddDelayS, 5)
    assert.equal(readConfig({ DEMO_CP_ADD_DELAY_S: '0' }).demoCpAddDelayS, 0)
    assert.match(describeConfig(readConfig({ DEMO_CP_ADD_DELAY_S: '12' })), /DEMO_CP_ADD_DELAY_S 12 s/)
    assert.throws(() => readConfig({ DEMO_CP_ADD_DELAY_S: 'soon' }), /DEMO_CP_ADD_DELAY_S/)
  })
})
