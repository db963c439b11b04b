import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { PromotionUrl, Ticket } from '../../types/contract'
import { body, MEMBER, present, PROMOTER, startServer, tokenFor, type TestServer } from './helpers'

/**
 * Issue #26 item 12: `/api/open/qrCode/gen` and `/media/cover?t=` drew any text or link under the brand's domain.
 * Now a QR code is drawn for a link to this site or for content the server signed, and a cover's caption comes
 * from the company's content or from the server's own signed address.
 */
describe('QR codes and covers draw only the company’s own content', () => {
  let s: TestServer
  before(async () => {
    s = await startServer({ publicOrigin: 'https://m.yuntu.example.com' })
  })
  after(() => s.close())

  const qr = (content: string, extra = '') => s.app.inject(`/api/open/qrCode/gen?content=${encodeURIComponent(content)}${extra}`)

  it('refuses QR codes of other sites and of arbitrary text', async () => {
    for (const content of ['https://evil.example/login', 'http://m.yuntu.example.com.evil.example/', '转账请联系 QQ 123456', 'javascript:alert(1)']) {
      const res = await qr(content)
      assert.equal(res.statusCode, 403, content)
      assert.deepEqual(JSON.parse(res.body), { code: 403, data: null, message: '只能生成本站内容的二维码' })
    }
    // A made-up or borrowed signature does not help.
    assert.equal((await qr('转账请联系 QQ 123456', '&s=0123456789abcdef')).statusCode, 403)
  })

  it('draws links to this site (PUBLIC_ORIGIN or the host asked) without a signature', async () => {
    const own = await qr('https://m.yuntu.example.com/web/h/pages/index/index')
    assert.equal(own.statusCode, 200)
    assert.equal(own.headers['content-type'], 'image/png')
    assert.equal((await qr('http://localhost/web/h/')).statusCode, 200)
  })

  it('draws the codes the server hands out: promotion links, tickets, phone verification, contact codes', async () => {
    const promoter = await tokenFor(s.app, PROMOTER)
    const promotion = body<PromotionUrl>(await s.app.inject({ url: '/api/ca-open/v1/promote/getMyPromotionUrl', headers: promoter })).data
    const member = await tokenFor(s.app, MEMBER)
    const tickets = body<Ticket[]>(await s.app.inject({ url: '/api/ca/v1/bagevent/attendee/getSuccessByCellphone', headers: member })).data
    assert.ok(tickets.length > 0)
    const verify = body<{ qrCode: string }>(await s.app.inject({ url: '/api/open/v1/account/miniappPhoneVerifyQrCode', headers: member })).data
    const contact = body<{ qrCode: string }>(await s.app.inject({ url: '/api/open/v1/event/addCpUserCode?eventId=1' })).data
    // The member's tickets are approved: each carries its signed entry QR.
    const ticketQr = present(tickets[0].qrCode, 'an approved ticket’s QR')
    for (const url of [promotion.qrCode, ticketQr, verify.qrCode, contact.qrCode]) {
      assert.match(url, /^\/api\/open\/qrCode\/gen\?content=.+&s=[0-9a-f]{16}$/)
      const res = await s.app.inject(url)
      assert.equal(res.statusCode, 200, url)
      assert.equal(res.headers['content-type'], 'image/png')
    }
    // The signature covers the content: the ticket's signature does not draw another code.
    const forged = ticketQr.replace(/content=[^&]+/, `content=${encodeURIComponent('转账请联系 QQ 123456')}`)
    assert.equal((await s.app.inject(forged)).statusCode, 403)
  })

  it('draws a cover caption only from the company’s content or a signed address', async () => {
    const phishing = await s.app.inject(
      `/media/cover/article-1.svg?t=${encodeURIComponent('账号异常请拨打 400-000-0000')}&label=${encodeURIComponent('官方通知')}`
    )
    assert.equal(phishing.statusCode, 200)
    assert.doesNotMatch(phishing.body, /账号异常|官方通知/)
    const title = s.db.prepare("SELECT title FROM entity_data WHERE content_key = 'article-1'").pluck().get() as string
    assert.ok(phishing.body.includes(title.slice(0, 6)), 'the content’s own title is drawn')
    // A key that names no content draws no text from the address.
    const unknown = await s.app.inject(`/media/cover/${encodeURIComponent('请联系客服领取奖金')}.svg?t=${encodeURIComponent('中奖通知')}`)
    assert.doesNotMatch(unknown.body, /请联系客服|中奖通知/)
    // The seed's captioned covers are signed and keep their caption.
    const gift = s.db.prepare("SELECT image FROM gifts WHERE image LIKE '/media/cover/%' LIMIT 1").pluck().get() as string
    assert.match(gift, /&s=[0-9a-f]{16}$/)
    const name = s.db.prepare('SELECT name FROM gifts WHERE image = ?').pluck().get(gift) as string
    const drawn = await s.app.inject(gift.replace('.png?', '.svg?'))
    assert.ok(drawn.body.includes(name), `the gift's caption "${name}" is drawn`)
    // Changing the caption of a signed address drops it.
    const changed = await s.app.inject(gift.replace('.png?', '.svg?').replace(/t=[^&]+/, `t=${encodeURIComponent('中奖通知')}`))
    assert.doesNotMatch(changed.body, /中奖通知/)
  })
})
