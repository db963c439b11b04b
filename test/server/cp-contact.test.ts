import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { QrCodeInfo } from '../../types/contract'
import { body, serverPerSuite, tokenFor, type TestServer } from './helpers'

/** The "需要添加企业微信" gate of any content (issue 16 item 6): the demo article gate was a dead end. */
describe('enterprise-contact gate for any gated content', () => {
  let s: TestServer
  let gatedArticle: number
  let event: number
  serverPerSuite(server => {
    s = server
    gatedArticle = s.db.prepare("SELECT id FROM entity_data WHERE entity_type = 'ARTICLE' AND require_cp_contact = 1 LIMIT 1").pluck().get() as number
    event = s.db.prepare("SELECT id FROM entity_data WHERE entity_type = 'EVENT' LIMIT 1").pluck().get() as number
  })
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

  it('checks the contact for a gated article: not added, then added once the code was shown to the signed-in visitor', async () => {
    const visitor = await tokenFor(s.app)
    const check = (query: string) => get(`/api/ca/v1/event/checkAddCpUser?${query}`, visitor)
    assert.deepEqual([(await check(`entityDataId=${gatedArticle}`)).data, (await check(`eventId=${gatedArticle}`)).data], [false, false])
    // An anonymous look at the code marks nobody.
    await get(`/api/open/v1/event/addCpUserCode?entityDataId=${gatedArticle}`)
    assert.equal((await check(`entityDataId=${gatedArticle}`)).data, false)
    // The demo's stand-in for scanning: the code shown to this visitor.
    await get(`/api/open/v1/event/addCpUserCode?entityDataId=${gatedArticle}`, visitor)
    assert.equal((await check(`entityDataId=${gatedArticle}`)).code, 209)
    assert.equal((await check(`entityDataId=${gatedArticle}`)).data, true)
    assert.equal((await check(`eventId=${event}`)).data, true)
    assert.equal((await check('entityDataId=999999')).code, 404)
    // Another visitor is still not added.
    const other = await tokenFor(s.app)
    assert.equal((await get(`/api/ca/v1/event/checkAddCpUser?entityDataId=${gatedArticle}`, other)).data, false)
  })
})
