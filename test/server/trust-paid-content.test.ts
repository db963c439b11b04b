import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { EntityDataDetail, Order } from '../../types/contract'
import { body, idOf, MEMBER, serverPerSuite, tokenFor, type TestServer } from './helpers'
import { previewOf } from '../../server/services/content'

/** Issue #17 item 4: the paid body goes to buyers only; everyone else gets the preview the app shows faded. */
describe('paid content (trust #4)', () => {
  let s: TestServer
  let paid: number
  let full: string
  serverPerSuite(server => {
    s = server
    paid = idOf(s.db, 'article-paid')
    full = s.db.prepare('SELECT content FROM entity_data WHERE id = ?').pluck().get(paid) as string
  })

  const detail = async (headers: Record<string, string> = {}) =>
    body<EntityDataDetail>(await s.app.inject({ url: `/api/open/v1/entityData/entityDataDetail/${paid}`, headers })).data

  it('sends an anonymous visitor only the preview: the start of the body, never the rest', async () => {
    const d = await detail()
    assert.equal(d.owned, false)
    assert.ok((d.price ?? 0) > 0)
    assert.ok(d.content.length > 0, 'a preview is shown')
    assert.ok(full.startsWith(d.content), 'the preview is the start of the body')
    assert.ok(d.content.length < full.length / 2, `preview ${d.content.length} of ${full.length} characters`)
    // The last paragraphs of the paid body are nowhere in the answer.
    const lastParagraph = full
      .match(/<p>([^<]+)<\/p>/g)!
      .pop()!
      .replace(/<\/?p>/g, '')
    const answer = JSON.stringify(d)
    assert.ok(!answer.includes(lastParagraph), 'the paid part is not sent')
  })

  it('sends a signed-in visitor who has not bought it the same preview', async () => {
    const d = await detail(await tokenFor(s.app))
    assert.equal(d.owned, false)
    assert.equal(d.content, previewOf(full))
  })

  it('sends the whole body to the buyer (a paid order of this account for this content)', async () => {
    const h = await tokenFor(s.app)
    const order = body<Order>(
      await s.app.inject({
        method: 'POST',
        url: '/api/ca/v1/order/pay/generateOrder',
        headers: h,
        payload: { contentEntityDataId: paid, orderType: 'CONTENT', payType: 'WX_PAY' }
      })
    ).data
    assert.ok(order.orderId)
    assert.equal((await detail(h)).owned, false, 'an unpaid order does not open it')
    const rw = new Database(path.join(s.dir, 'app.sqlite'))
    rw.prepare("UPDATE orders SET pay_status = 'COMPLETE_PAY', paid_at = ? WHERE id = ?").run(new Date().toISOString(), order.orderId)
    rw.close()
    const d = await detail(h)
    assert.equal(d.owned, true)
    assert.equal(d.content, full)
    // Another account still gets the preview; the demo member bought it in the seed.
    assert.equal((await detail(await tokenFor(s.app))).content, previewOf(full))
    assert.equal((await detail(await tokenFor(s.app, MEMBER))).content, full)
  })

  it('keeps free content whole', async () => {
    const free = idOf(s.db, 'article-1')
    const d = body<EntityDataDetail>(await s.app.inject(`/api/open/v1/entityData/entityDataDetail/${free}`)).data
    assert.equal(d.content, s.db.prepare('SELECT content FROM entity_data WHERE id = ?').pluck().get(free))
  })

  it('cuts the preview at whole blocks (at most three, about 160 characters of text)', () => {
    const html = '<h2>标题</h2><p>' + '甲'.repeat(100) + '</p><p>' + '乙'.repeat(100) + '</p><p>丙</p>'
    assert.equal(previewOf(html), '<h2>标题</h2><p>' + '甲'.repeat(100) + '</p><p>' + '乙'.repeat(100) + '</p>'.replace('</p>', '</p>'))
    assert.equal(previewOf('<p>' + '长'.repeat(1000) + '</p>'), '<p>' + '长'.repeat(160) + '…</p>')
  })
})
