import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { apiKeyOf, body, MEMBER, multipart, startServer, type TestServer } from './helpers'

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
const MB = 1024 * 1024
const QUOTA_MB = 10
const PARALLEL = 40

/** Waits until `done()` holds, checking every few milliseconds (a condition, not a fixed sleep). */
async function until(done: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const start = Date.now()
  while (!done()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise(resolve => setTimeout(resolve, 5))
  }
}

/**
 * Issue #26 item 1: one account stored 187 MB against a 50 MB quota with 40 × 4.9 MB uploads sent at once.
 * Here 40 uploads of 1 MB race a 10 MB quota over real HTTP: every request has reached the server (and
 * half of its body is in) before any body is finished.
 */
describe('upload quota under parallel uploads', () => {
  let s: TestServer
  let port = 0
  before(async () => {
    s = await startServer({ uploadQuotaMb: QUOTA_MB, uploadQuotaFiles: 200 })
    await s.app.listen({ port: 0, host: '127.0.0.1' })
    port = (s.app.server.address() as { port: number }).port
  })
  after(() => s.close())

  it('stores at most the quota and refuses the rest with 429', async () => {
    const apiKey = apiKeyOf(s.db, MEMBER)
    const agent = new http.Agent({ keepAlive: false, maxSockets: PARALLEL })
    let arrived = 0
    s.app.server.on('request', () => arrived++)
    const file = Buffer.concat([PNG, Buffer.alloc(MB - PNG.length, 7)])

    const requests = Array.from({ length: PARALLEL }, (_, i) => {
      const { headers, payload } = multipart(`part-${i}.png`, file, { type: 'image/png' })
      const half = Math.floor(payload.length / 2)
      let finish: () => void = () => {}
      const status = new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/open/file/upload',
            agent,
            headers: { ...headers, 'x-api-key': apiKey, 'content-length': payload.length }
          },
          res => {
            res.resume()
            res.on('end', () => resolve(res.statusCode ?? 0))
          }
        )
        // A refused upload may be answered (and its socket closed) before the rest of its body is sent.
        req.on('error', error => (req.writableEnded ? undefined : reject(error)))
        req.write(payload.subarray(0, half))
        finish = () => {
          if (!req.destroyed) req.end(payload.subarray(half))
        }
      })
      return { status, finish: () => finish() }
    })

    await until(() => arrived === PARALLEL, 'every upload to reach the server')
    // Let the handlers that were started run up to their first wait.
    await new Promise(resolve => setImmediate(resolve))
    for (const r of requests) r.finish()
    const statuses = await Promise.all(requests.map(r => r.status))
    agent.destroy()

    const stored = s.db
      .prepare('SELECT COUNT(*) AS n, COALESCE(SUM(size), 0) AS bytes FROM uploads WHERE account_id = (SELECT id FROM accounts WHERE cellphone = ?)')
      .get(MEMBER) as {
      n: number
      bytes: number
    }
    assert.ok(stored.bytes <= QUOTA_MB * MB, `stored ${stored.bytes} bytes against a ${QUOTA_MB} MB quota`)
    assert.ok(stored.n >= 1, 'uploads within the quota are stored')
    assert.equal(statuses.filter(c => c === 200).length, stored.n)
    assert.equal(statuses.filter(c => c === 429).length, PARALLEL - stored.n, `statuses: ${statuses.join(',')}`)
    const onDisk = fs
      .readdirSync(path.join(s.dir, 'uploads'))
      .filter(f => !f.startsWith('.'))
      .reduce((sum, f) => sum + fs.statSync(path.join(s.dir, 'uploads', f)).size, 0)
    assert.equal(onDisk, stored.bytes, 'no refused upload left a file behind')
    assert.equal(s.db.prepare('SELECT COUNT(*) FROM upload_reservations').pluck().get(), 0, 'every hold was released')
  })

  it('gives the space of a failed upload back: the account can still use it', async () => {
    const other = s.db.prepare("SELECT api_key FROM accounts WHERE cellphone = '13900000003'").pluck().get() as string
    // An upload refused for its type held space while it was read; that space is free again afterwards.
    for (let i = 0; i < 12; i++) {
      const { headers, payload } = multipart(`bad-${i}.exe`, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(MB)]))
      const res = await s.app.inject({ method: 'POST', url: '/api/open/file/upload', headers: { ...headers, 'x-api-key': other }, payload })
      assert.match(body(res).message, /不支持的文件类型/)
    }
    const { headers, payload } = multipart('ok.png', Buffer.concat([PNG, Buffer.alloc(MB)]))
    const res = await s.app.inject({ method: 'POST', url: '/api/open/file/upload', headers: { ...headers, 'x-api-key': other }, payload })
    assert.equal(body(res).code, 200, res.body)
  })
})
