import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { serverPerSuite, type TestServer } from './helpers'

/** The web sign-in page names the company and has a way back (to the page the visitor came from, or home). */
describe('the sign-in page', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))

  const page = async (query: string) => {
    const res = await s.app.inject(`/web/ca/login${query}`)
    assert.equal(res.statusCode, 200)
    return res.body
  }
  const backHref = (html: string) => /<a[^>]*href="([^"]*)"[^>]*>返回<\/a>/.exec(html)?.[1]

  it('shows the company’s name and logo', async () => {
    const html = await page('?returnUrl=%2Fweb%2Fh%2F')
    assert.match(html, /<title>登录 · 云图科技<\/title>/)
    assert.match(html, /<img [^>]*alt="云图科技"/)
    assert.match(html, /<p class="brand-name">云图科技<\/p>/)
  })

  it('goes back to the app page the visitor came from', async () => {
    const html = await page(`?returnUrl=${encodeURIComponent('/web/h/pages/article/index?id=7&from=a')}`)
    assert.equal(backHref(html), '/web/h/pages/article/index?id=7&amp;from=a')
  })

  it('goes back home when the return address is not a page of the app', async () => {
    for (const bad of ['', 'https://evil.example/x', '//evil.example', '/api/ca/v1/account/info', '/web/ca/login?returnUrl=/web/h/', '/web/hx/pages']) {
      assert.equal(backHref(await page(`?returnUrl=${encodeURIComponent(bad)}`)), '/web/h/', bad)
    }
  })

  it('keeps the brand and the way back when it answers a refused code', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/web/ca/login',
      payload: { cellphone: '123', code: '1', returnUrl: '/web/h/pages/account/index' },
      headers: { 'content-type': 'application/json' }
    })
    assert.equal(res.statusCode, 400)
    assert.match(res.body, /云图科技/)
    assert.equal(backHref(res.body), '/web/h/pages/account/index')
  })
})
