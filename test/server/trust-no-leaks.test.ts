import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { apiKeyOf, body, MEMBER, startServer, tokenFor, type TestServer } from './helpers'

const isEnvelope = (text: string) => {
  const env = JSON.parse(text)
  assert.deepEqual(Object.keys(env).sort(), ['code', 'data', 'message'])
  assert.match(env.message, /[\u4e00-\u9fa5]/, `a Chinese message: ${env.message}`)
  assert.doesNotMatch(env.message, /must|should|characters/)
  return env
}

/** Raw HTTP over a socket: answers the status line and body Node/Fastify sent. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request))
    let out = ''
    socket.on('data', d => (out += d.toString('utf8')))
    socket.on('end', () => resolve(out))
    socket.on('close', () => resolve(out))
    socket.on('error', reject)
  })
}

/** Issue #17 item 11: no leaks, no 500s from odd paths or uploads, every answer an envelope in Chinese. */
describe('leaks and crashes (trust #11)', () => {
  let s: TestServer
  let port: number
  before(async () => {
    // As `npm start` runs it: no dev endpoints.
    s = await startServer({ devEndpoints: false })
    await s.app.listen({ port: 0, host: '127.0.0.1' })
    port = (s.app.server.address() as { port: number }).port
  })
  after(() => s.close())

  it('does not serve /api/dev/analytics in a plain start', async () => {
    const res = await s.app.inject('/api/dev/analytics')
    assert.equal(res.statusCode, 404)
    assert.deepEqual(JSON.parse(res.body), { code: 404, data: null, message: '接口不存在' })
    const on = await startServer({ devEndpoints: true })
    try {
      assert.equal(body(await on.app.inject('/api/dev/analytics')).code, 200)
    } finally {
      await on.close()
    }
  })

  it('answers /web/h/constructor, /__proto__, /toString and friends without a 500', async () => {
    // A built app: index.html and the route manifest the server reads per route.
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trustb-static-'))
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>')
    fs.writeFileSync(path.join(staticDir, 'route-manifest.json'), JSON.stringify({ routes: { 'pages/index/index': ['js/index.js'] } }))
    const built = await startServer({ devEndpoints: false, staticDir })
    try {
      for (const url of ['/web/h/constructor', '/web/h/__proto__', '/web/h/toString', '/web/h/valueOf', '/web/h/pages/index/index']) {
        const res = await built.app.inject(url)
        assert.equal(res.statusCode, 200, `${url} answered ${res.statusCode}`)
        assert.match(res.body, /<!doctype html>/)
      }
    } finally {
      await built.close()
      fs.rmSync(staticDir, { recursive: true, force: true })
    }
    for (const url of [
      '/web/h/constructor',
      '/web/h/__proto__',
      '/web/h/toString',
      '/web/h/hasOwnProperty',
      '/__proto__',
      '/toString',
      '/constructor',
      '/api/__proto__',
      '/s/constructor',
      '/s/__proto__'
    ]) {
      const res = await s.app.inject(url)
      assert.ok(res.statusCode < 500, `${url} answered ${res.statusCode}`)
    }
  })

  it('answers multipart without a boundary with a 400 envelope', async () => {
    const apiKey = apiKeyOf(s.db, MEMBER)
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/open/file/upload?apiKey=${apiKey}`,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x'
    })
    assert.equal(res.statusCode, 400)
    assert.equal(isEnvelope(res.body).code, 400)
  })

  it('answers schema errors in Chinese', async () => {
    const h = await tokenFor(s.app)
    const long = await s.app.inject({ url: `/api/open/v1/entityData/entityDataList?searchValue=${'长'.repeat(200)}` })
    assert.equal(long.statusCode, 400)
    assert.match(isEnvelope(long.body).message, /搜索词最多 100 个字符/)
    const missing = await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/ai/assistant/chat', headers: h, payload: {} })
    assert.match(isEnvelope(missing.body).message, /缺少参数 message/)
    const tooLong = await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/ai/assistant/chat', headers: h, payload: { message: 'x'.repeat(5000) } })
    assert.equal(tooLong.statusCode, 400)
    isEnvelope(tooLong.body)
  })

  it('answers 431 (header too large) with an envelope', async () => {
    const out = await raw(port, `GET /api/open/v1/company/companyInfo HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`)
    assert.match(out, /^HTTP\/1\.1 431/)
    const json = out.slice(out.indexOf('\r\n\r\n') + 4)
    assert.deepEqual(JSON.parse(json), { code: 431, data: null, message: '请求头过大' })
  })

  it('cuts off slow requests (request, header and connection timeouts are set)', () => {
    const server = s.app.server
    assert.ok(server.requestTimeout > 0 && server.requestTimeout <= 120_000, `requestTimeout ${server.requestTimeout}`)
    assert.ok(server.headersTimeout > 0 && server.headersTimeout <= 60_000, `headersTimeout ${server.headersTimeout}`)
    assert.ok(server.timeout > 0, `connection timeout ${server.timeout}`)
    assert.ok(s.app.initialConfig.bodyLimit! <= 1024 * 1024)
  })

  it('answers bad JSON and unknown content types with envelopes', async () => {
    const bad = await s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', headers: { 'content-type': 'application/json' }, payload: '{nope' })
    assert.equal(isEnvelope(bad.body).code, 400)
    const type = await s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', headers: { 'content-type': 'application/xml' }, payload: '<a/>' })
    assert.equal(type.statusCode, 415)
    isEnvelope(type.body)
  })
})
