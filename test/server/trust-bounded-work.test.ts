import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { apiKeyOf, assertRefused, body, MEMBER, startServer, type TestServer, upload } from './helpers'

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

/** Issue #17 item 10: QR work, generated media and uploads are bounded. */
describe('bounded work and disk (trust #10)', () => {
  let s: TestServer
  before(async () => {
    s = await startServer({ qrPerMinute: 5, imagesPerMinute: 3, uploadQuotaFiles: 3, uploadQuotaMb: 1 })
  })
  after(() => s.close())

  it('answers 1,000 CJK characters of QR content with a 400 envelope in Chinese (was 500)', async () => {
    const res = await s.app.inject(`/api/open/qrCode/gen?content=${encodeURIComponent('码'.repeat(1000))}`)
    assert.equal(res.statusCode, 400)
    const env = JSON.parse(res.body)
    assertRefused(env, 400, /内容过长/)
  })

  it('makes at most imagesPerMinute new raster images per client address, then answers the drawing itself', async () => {
    const types: string[] = []
    for (let i = 0; i < 5; i++) {
      const res = await s.app.inject({ url: `/media/cover/limit-${i}.png`, headers: { accept: 'image/webp' } })
      assert.equal(res.statusCode, 200)
      types.push(String(res.headers['content-type']).split(';')[0])
    }
    assert.deepEqual(types, ['image/webp', 'image/webp', 'image/webp', 'image/svg+xml', 'image/svg+xml'])
    // One made before costs nothing: still answered as WebP past the limit.
    const again = await s.app.inject({ url: '/media/cover/limit-0.png', headers: { accept: 'image/webp' } })
    assert.equal(again.headers['content-type'], 'image/webp')
  })

  it('serves repeated QR codes from the cache and limits new ones per client address', async () => {
    // Links to this site (the host asked): the only unsigned content drawn.
    const first = await s.app.inject('/api/open/qrCode/gen?content=http%3A%2F%2Flocalhost%2Fweb%2Fh%2Fa')
    assert.equal(first.statusCode, 200)
    assert.equal(first.headers['content-type'], 'image/png')
    // The same content again and again is free (cached).
    for (let i = 0; i < 10; i++) {
      const again = await s.app.inject('/api/open/qrCode/gen?content=http%3A%2F%2Flocalhost%2Fweb%2Fh%2Fa')
      assert.equal(again.statusCode, 200)
      assert.deepEqual(again.rawPayload, first.rawPayload)
    }
    // New content: 5 per minute, then 429.
    const codes: number[] = []
    for (let i = 0; i < 8; i++) codes.push((await s.app.inject(`/api/open/qrCode/gen?content=http%3A%2F%2Flocalhost%2Fnew-${i}`)).statusCode)
    assert.deepEqual(codes.slice(0, 4), [200, 200, 200, 200])
    const refused = await s.app.inject('/api/open/qrCode/gen?content=http%3A%2F%2Flocalhost%2Fone-more')
    assert.equal(refused.statusCode, 429)
    assert.match(JSON.parse(refused.body).message, /过于频繁/)
  })

  it('makes demo clips only for names some content links to: an unknown name writes no file', async () => {
    const media = path.join(s.dir, 'media')
    const before = fs.existsSync(media) ? fs.readdirSync(media).length : 0
    for (const name of ['made-up-1.webm', 'made-up-2.webm', 'x.webm']) {
      const res = await s.app.inject(`/media/video/${name}`)
      assert.equal(res.statusCode, 404)
    }
    assert.equal(fs.existsSync(media) ? fs.readdirSync(media).length : 0, before)
    const known = s.db.prepare("SELECT video_url FROM entity_data WHERE video_url LIKE '/media/video/%' LIMIT 1").pluck().get() as string
    const ok = await s.app.inject({ url: known, headers: { range: 'bytes=0-99' } })
    assert.equal(ok.statusCode, 206)
  })

  it('stops an account at its upload quota with a Chinese message; another account is not affected', async () => {
    const apiKey = apiKeyOf(s.db, MEMBER)
    for (let i = 0; i < 3; i++) assert.equal(body(await upload(s.app, apiKey, `p${i}.png`, PNG)).code, 200)
    const over = await upload(s.app, apiKey, 'p4.png', PNG)
    assert.equal(over.statusCode, 429)
    assert.match(body(over).message, /今日上传已达上限/)
    const other = s.db.prepare('SELECT api_key FROM accounts WHERE cellphone IS NOT NULL AND cellphone != ? LIMIT 1').pluck().get(MEMBER) as string
    assert.equal(body(await upload(s.app, other, 'o.png', PNG)).code, 200)
  })

  it('counts bytes too: a file that would pass the daily megabytes is refused and not kept', async () => {
    const apiKey = s.db.prepare('SELECT api_key FROM accounts WHERE cellphone IS NOT NULL ORDER BY id DESC LIMIT 1').pluck().get() as string
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)])
    const files = fs.readdirSync(path.join(s.dir, 'uploads')).length
    const res = await upload(s.app, apiKey, 'big.png', big)
    assert.equal(res.statusCode, 429)
    assert.equal(fs.readdirSync(path.join(s.dir, 'uploads')).length, files)
  })
})
