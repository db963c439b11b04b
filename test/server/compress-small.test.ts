/**
 * Small text answers are compressed at once (server/lib/compress-small.ts) instead of through the compress
 * plugin's streams: the same bytes after decoding, the encoding the client asked for, Vary set.
 */
import assert from 'node:assert/strict'
import zlib from 'node:zlib'
import { describe, it } from 'node:test'
import { acceptedEncoding, compressedKept } from '../../server/lib/compress-small'
import { serverPerSuite, tokenFor, type TestServer } from './helpers'

describe('small answers compressed at once', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))
  const url = '/api/open/v1/entityData/entityDataList?entityType=ARTICLE&page=1&size=10'

  it('answers br or gzip as accepted, decoding to the plain answer', async () => {
    const plain = await s.app.inject({ url })
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.ok(plain.rawPayload.length > 1024)
    const br = await s.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    assert.equal(br.headers['content-encoding'], 'br')
    assert.match(String(br.headers.vary), /Accept-Encoding/)
    assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), plain.body)
    const gzip = await s.app.inject({ url, headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.equal(zlib.gunzipSync(gzip.rawPayload).toString(), plain.body)
    assert.equal(Number(gzip.headers['content-length']), gzip.rawPayload.length)
  })

  it('compresses a repeated answer once, and a changed answer afresh (never a stale body)', async () => {
    const headers = { 'accept-encoding': 'br' }
    await s.app.inject({ url, headers })
    const kept = compressedKept()
    for (let i = 0; i < 5; i++) await s.app.inject({ url, headers })
    assert.equal(compressedKept(), kept, 'the same list five times: no new compressed body')
    // An article's detail for a signed-in reader counts a view: every answer differs, and each decodes to its own count.
    const detail = '/api/open/v1/entityData/entityDataDetail/1'
    const signedIn = { ...headers, ...(await tokenFor(s.app)) }
    const counts: number[] = []
    for (let i = 0; i < 3; i++) {
      const res = await s.app.inject({ url: detail, headers: signedIn })
      const text = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload).toString() : res.body
      counts.push((JSON.parse(text) as { data: { viewCount: number } }).data.viewCount)
    }
    assert.deepEqual(counts, [counts[0], counts[0] + 1, counts[0] + 2])
  })

  it('leaves answers under 1 KB as they are', async () => {
    const res = await s.app.inject({ url: '/api/open/v1/company/companyInfo', headers: { 'accept-encoding': 'br' } })
    assert.ok(res.rawPayload.length < 1024)
    assert.equal(res.headers['content-encoding'], undefined)
  })

  it('reads Accept-Encoding with q-values', () => {
    assert.equal(acceptedEncoding('br, gzip'), 'br')
    assert.equal(acceptedEncoding('gzip, br;q=0'), 'gzip')
    assert.equal(acceptedEncoding('x-gzip'), 'gzip')
    assert.equal(acceptedEncoding('*'), 'gzip')
    assert.equal(acceptedEncoding('identity'), null)
    assert.equal(acceptedEncoding(undefined), null)
  })
})
