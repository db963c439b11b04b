/**
 * The subscribe gate painted by its own view (docs/first-paint.md): the code's title, tip and QR, 我已关注 waiting for
 * the app, the same for every visitor; the code shipped under the app's key; an id that names nothing or a malformed
 * one left to the app.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { subscribeCodeKey } from '../../src/shared/gate-codes'
import { assertLeftToApp, body, idOf, MEMBER, webSession, paintedView, shipped, paintedPagesPerSuite, paintedAsForAnyone } from './helpers'

describe('the painted subscribe gate', () => {
  let gated: number
  const painted = paintedPagesPerSuite('fp-subscribe-', painting => {
    gated = idOf(painting.write, 'article-subscribe-gate')
  })
  const { get } = painted
  const gate = (query = '') => `/web/h/pages/subscribe/index?id=${gated}${query}`

  it('paints the code’s title, tip and QR, with 我已关注 and the way home waiting for the app', async () => {
    const { view } = await painted.paint(gate('&trackType=ARTICLE'), '关注公众号')
    assert.match(view, /<span data-testid="gate-title" class="taro-text gate-prompt__title">关注「云图科技」公众号<\/span>/)
    assert.match(view, /gate-prompt__tip">关注后即可查看「【关注可读】\d{4} 营销预算分配参考」</)
    // The signed code of this content and trackType, the page's LCP image.
    assert.match(view, new RegExp(`<img[^>]*src="/api/open/qrCode/gen\\?content=mp-subscribe%3A[^"]*%3A${gated}%3AARTICLE&amp;s=[^"]+"[^>]*alt="二维码"`))
    assert.match(view, /长按或截图保存二维码，用微信扫一扫/)
    // Both buttons need the app (the account's check, the router): busy controls the tap queue keeps.
    assert.match(view, /gate-prompt__done btn-primary[^"]*fp-wait[^>]*>我已关注</)
    assert.match(view, /gate-prompt__home[^"]*fp-wait[^>]*>先去首页看看</)
  })

  it('ships the code as the API answers it, under the key the app asks with', async () => {
    for (const [query, trackType] of [
      ['&trackType=ARTICLE', 'ARTICLE'],
      ['', undefined],
      // A trackType the page would not read is not the page's either: the app asks without it.
      ['&trackType=%3Cscript%3E', undefined]
    ] as const) {
      const queries = shipped((await get(gate(query))).body)
      assert.equal(queries.size, 1, query)
      const api = `/api/open/v1/entitySubscribeMpQrCode?id=${gated}${trackType ? `&trackType=${trackType}` : ''}`
      assert.deepEqual(queries.get(JSON.stringify(subscribeCodeKey(gated, trackType))), body(await get(api)).data, query)
    }
  })

  it('paints the same bytes for a signed-in member as for anyone', async () => {
    const member = await webSession(painted.s.app, MEMBER)
    await paintedAsForAnyone(painted, gate('&trackType=ARTICLE'), member.cookie, () =>
      painted.write.prepare('UPDATE entity_data SET title = title WHERE id = ?').run(gated)
    )
  })

  it('escapes a hostile content title and company name', async () => {
    const title = painted.write.prepare('SELECT title FROM entity_data WHERE id = ?').pluck().get(gated) as string
    const company = painted.write.prepare('SELECT name FROM company WHERE id = 1').pluck().get() as string
    try {
      painted.write.prepare('UPDATE entity_data SET title = ? WHERE id = ?').run('<img src=x onerror=alert(1)>读', gated)
      painted.write.prepare('UPDATE company SET name = ? WHERE id = 1').run('<script>alert(2)</script>公司')
      const view = paintedView((await get(gate())).body)
      assert.match(view, /关注后即可查看「&lt;img src=x onerror=alert\(1\)&gt;读」/)
      assert.match(view, /关注「&lt;script&gt;alert\(2\)&lt;\/script&gt;公司」公众号/)
      assert.doesNotMatch(view, /onerror=alert\(1\)>|<script>alert/)
    } finally {
      painted.write.prepare('UPDATE entity_data SET title = ? WHERE id = ?').run(title, gated)
      painted.write.prepare('UPDATE company SET name = ? WHERE id = 1').run(company)
    }
  })

  it('leaves no id, an id that names nothing and a malformed one to the app', async () => {
    for (const query of ['', '?id=999999', '?id=abc', '?id=1.5', '?id=-1']) {
      assertLeftToApp(await get(`/web/h/pages/subscribe/index${query}`), query, /gate-prompt/)
    }
  })
})
