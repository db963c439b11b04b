/**
 * Small text answers are compressed at once (server/lib/compress-small.ts) instead of through the compress
 * plugin's streams: the same bytes after decoding, the encoding the client asked for, Vary set.
 */
import assert from 'node:assert/strict'
import zlib from 'node:zlib'
import { describe, it } from 'node:test'
import { acceptedEncoding } from '../../server/lib/compress-small'
import { serverPerSuite, type TestServer } from './helpers'

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
