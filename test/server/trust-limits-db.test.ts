import { spawn } from 'node:child_process'
import path from 'node:path'
import { describe, it, mock } from 'node:test'
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { describeConfig, parseTrustProxy, readConfig } from '../../server/config'
import { migrate, openDb } from '../../server/db'
import { addressKey, limiter } from '../../server/lib/rate-limit'
import { body, dataFolders, serverOn, TS_NODE_ARGS } from './helpers'

const newFolder = dataFolders('limits-db-')

/** A new QR code of a link to this site (the only codes drawn without a signature). */
const qr = (app: FastifyInstance, content: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/open/qrCode/gen?content=${encodeURIComponent(`http://localhost/q/${content}`)}`, remoteAddress, headers })

/** Issue #26 A: limits live in the database, so a restart and a second process see them. */
describe('rate limits in the database (#26 A)', () => {
  it('enforces one limit across two servers on the same data folder', async () => {
    const dir = newFolder()
    const first = await serverOn(dir, { qrPerMinute: 4 })
    const second = await serverOn(dir, { qrPerMinute: 4 })
    try {
      const codes: number[] = []
      for (let i = 0; i < 3; i++) codes.push((await qr(first, `two-servers-${i}`, '10.7.0.1')).statusCode)
      codes.push((await qr(second, 'two-servers-3', '10.7.0.1')).statusCode)
      assert.deepEqual(codes, [200, 200, 200, 200])
      // The fifth new code of that address is refused by either server.
      assert.equal((await qr(second, 'two-servers-4', '10.7.0.1')).statusCode, 429)
      assert.equal((await qr(first, 'two-servers-5', '10.7.0.1')).statusCode, 429)
      assert.equal((await qr(first, 'two-servers-6', '10.7.0.2')).statusCode, 200, 'another address has its own count')
    } finally {
      await second.close()
      await first.close()
    }
  })

  it('keeps the counts over a restart', async () => {
    const dir = newFolder()
    const before = await serverOn(dir)
    const ip = '10.8.0.1'
    const visitor = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/open/v1/wx/minapp/loginV1', remoteAddress: ip, payload: { code: 'wx' } })
    for (let i = 0; i < 20; i++) assert.equal(body(await visitor(before)).code, 200, `visitor ${i + 1}`)
    await before.close()
    const restarted = await serverOn(dir)
    try {
      const refused = body(await visitor(restarted))
      assert.equal(refused.code, 429, 'the 21st visitor of the hour is refused after the restart too')
    } finally {
      await restarted.close()
    }
  })

  it('grants exactly the limit to two processes racing on one database', async () => {
    const dir = newFolder()
    const setup = openDb(dir)
    migrate(setup)
    setup.close()
    const script = path.join(__dirname, 'support', 'take-limit.ts')
    const children = [0, 1].map(() => spawn(process.execPath, [...TS_NODE_ARGS, script, dir, '50', '200'], { stdio: ['pipe', 'pipe', 'inherit'] }))
    const lines = children.map(
      child =>
        new Promise<string[]>(resolve => {
          let out = ''
          child.stdout.on('data', chunk => (out += chunk))
          child.on('exit', () => resolve(out.trim().split('\n')))
        })
    )
    // Both are ready (database open) before either starts taking.
    await Promise.all(children.map(child => new Promise(resolve => child.stdout.once('data', resolve))))
    for (const child of children) child.stdin.end('go\n')
    const granted = (await Promise.all(lines)).map(out => Number(/granted (\d+)/.exec(out.join('\n'))?.[1]))
    assert.ok(
      granted.every(n => Number.isInteger(n)),
      `both processes answered: ${granted}`
    )
    assert.equal(granted[0] + granted[1], 50, `granted ${granted.join(' + ')}`)
  })

  it('keeps the table bounded whatever keys a client makes up', () => {
    const dir = newFolder()
    const db = openDb(dir)
    migrate(db)
    const rows = () => db.prepare('SELECT COUNT(*) FROM rate_hits').pluck().get() as number
    try {
      const perKey = limiter(db, 'bounded', 5, 60_000)
      const t0 = 1_700_000_000_000
      // One key: never more rows than the limit, however often it asks.
      for (let i = 0; i < 100; i++) perKey.take('same', t0 + i)
      assert.equal(rows(), 5)
      // Many made-up keys: each row leaves once its window has passed.
      for (let i = 0; i < 3000; i++) perKey.take(`made-up-${i}`, t0 + 1000 + i)
      assert.equal(rows(), 3005)
      perKey.take('later', t0 + 70_000)
      assert.equal(rows(), 1, 'expired hits of every key are gone')
      // A huge key is stored as a short hash and still counted.
      const huge = 'x'.repeat(100_000)
      for (let i = 0; i < 6; i++) perKey.take(huge, t0 + 80_000)
      assert.equal(perKey.allows(huge, t0 + 80_000), false)
      assert.ok((db.prepare('SELECT MAX(LENGTH(subject)) FROM rate_hits').pluck().get() as number) <= 128)
    } finally {
      db.close()
    }
  })

  it('prunes the hits of many addresses through the server as their window passes', async () => {
    const dir = newFolder()
    const app = await serverOn(dir)
    mock.timers.enable({ apis: ['Date'], now: Date.now() })
    try {
      const post = (remoteAddress: string) => app.inject({ method: 'POST', url: '/api/open/v1/analytics', remoteAddress, payload: { event: 'x' } })
      for (let i = 0; i < 200; i++) assert.equal((await post(`10.9.${Math.floor(i / 250)}.${i % 250}`)).statusCode, 200)
      const db = openDb(dir)
      const rows = () => db.prepare("SELECT COUNT(*) FROM rate_hits WHERE name = 'analytics'").pluck().get() as number
      assert.equal(rows(), 200)
      mock.timers.tick(61_000)
      await post('10.9.9.9')
      assert.equal(rows(), 1)
      db.close()
    } finally {
      mock.timers.reset()
      await app.close()
    }
  })

  it('counts an IPv6 client by its /64', () => {
    assert.equal(addressKey('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64')
    assert.equal(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'), '2001:db8:1:2::/64')
    assert.equal(addressKey('::ffff:10.0.0.1'), '10.0.0.1')
    assert.equal(addressKey('10.0.0.1'), '10.0.0.1')
    assert.equal(addressKey(undefined), 'unknown')
  })
})

/** Issue #26 C: behind a proxy X-Forwarded-For names the client, only when the proxy is trusted (TRUST_PROXY). */
describe('TRUST_PROXY (#26 C)', () => {
  it('takes the client address from X-Forwarded-For of a trusted proxy', async () => {
    const app = await serverOn(newFolder(), { qrPerMinute: 2, trustProxy: ['127.0.0.1'] })
    try {
      const via = (client: string, content: string) => qr(app, content, '127.0.0.1', { 'x-forwarded-for': client })
      assert.equal((await via('203.0.113.7', 'proxy-a1')).statusCode, 200)
      assert.equal((await via('203.0.113.7', 'proxy-a2')).statusCode, 200)
      assert.equal((await via('203.0.113.7', 'proxy-a3')).statusCode, 429, 'the visitor behind the proxy reached their limit')
      assert.equal((await via('203.0.113.8', 'proxy-b1')).statusCode, 200, 'another visitor behind the same proxy is not affected')
      // A client that adds its own X-Forwarded-For before nginx's: the proxy's entry (the last) counts.
      assert.equal((await via('198.51.100.1, 203.0.113.7', 'proxy-a4')).statusCode, 429)
      // Not from the proxy: the header is ignored, the socket address counts.
      for (const content of ['direct-1', 'direct-2']) assert.equal((await qr(app, content, '10.10.0.1', { 'x-forwarded-for': '203.0.113.99' })).statusCode, 200)
      assert.equal((await qr(app, 'direct-3', '10.10.0.1', { 'x-forwarded-for': '203.0.113.100' })).statusCode, 429)
    } finally {
      await app.close()
    }
  })

  it('ignores X-Forwarded-For by default, so nobody picks their own address', async () => {
    const app = await serverOn(newFolder(), { qrPerMinute: 2 })
    try {
      const codes: number[] = []
      for (let i = 0; i < 3; i++) codes.push((await qr(app, `spoof-${i}`, '127.0.0.1', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode)
      assert.deepEqual(codes, [200, 200, 429])
    } finally {
      await app.close()
    }
  })

  it('reads TRUST_PROXY as addresses and CIDRs, refuses trusting everyone, and prints it', () => {
    assert.deepEqual(parseTrustProxy(' 127.0.0.1, 10.0.0.0/8 ,::1,loopback'), ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'])
    assert.deepEqual(parseTrustProxy(undefined), [])
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example.com', '1']) assert.throws(() => parseTrustProxy(bad), /TRUST_PROXY/, bad)
    assert.match(describeConfig(readConfig({ TRUST_PROXY: '127.0.0.1' })), /TRUST_PROXY\s+127\.0\.0\.1/)
    assert.match(describeConfig(readConfig({})), /TRUST_PROXY\s+\(none/)
  })
})
