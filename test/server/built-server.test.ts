/**
 * The server runs what the build made (scripts/build.cjs): the painted views' bundle loaded at start, never built in a
 * request, and the server itself as plain JavaScript (`npm start` runs dist/server/start.cjs).
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import { copySeededDatabase } from './support/seeded-db'
import { fakeH5Build, paintingServerPerSuite, type TestServer, whileEditedLater } from './helpers'

const ROOT = path.resolve(__dirname, '..', '..')
const build = createRequire(__filename)('../../scripts/build.cjs') as { isStale(name: 'server'): boolean; SERVER_DIR: string }

const EVENT_PAGE = '/web/h/pages/event/index?id=30'

describe('a server whose painted views are missing', () => {
  const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-views-'))
  after(() => fs.rmSync(emptyDir, { recursive: true, force: true }))
  let s: TestServer
  paintingServerPerSuite(
    ({ server }) => {
      s = server
    },
    { prefix: 'no-views-h5-' },
    { viewsBundle: path.join(emptyDir, 'views.cjs') }
  )

  it('serves the plain app shell for a painted route, builds nothing, and /healthz answers 503 with why', async () => {
    const page = await s.app.inject({ url: EVENT_PAGE })
    assert.equal(page.statusCode, 200)
    assert.match(page.body, /<div id="app"><\/div>/)
    assert.doesNotMatch(page.body, /id="fp"/)
    // Nothing was built in its place.
    assert.deepEqual(fs.readdirSync(emptyDir), [])

    const health = await s.app.inject({ url: '/healthz' })
    assert.equal(health.statusCode, 503)
    const answer = JSON.parse(health.body) as { status: string; paintedPages: string }
    assert.equal(answer.status, 'degraded')
    assert.match(answer.paintedPages, /^plain shell: .*no-views-.*views\.cjs is missing: build it with npm run build$/)
    assert.deepEqual(s.app.health(), answer)
  })
})

describe('the staleness of the server build', () => {
  it('is stale when one of its sources is newer than it', () => {
    assert.equal(build.isStale('server'), false)
    whileEditedLater(path.join(ROOT, 'server', 'routes', 'health.ts'), () => assert.equal(build.isStale('server'), true))
    assert.equal(build.isStale('server'), false)
  })
})

describe('the built server (node dist/server/start.cjs)', () => {
  const staticDir = fakeH5Build('built-server-h5-')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-server-'))
  copySeededDatabase(dataDir)
  after(() => {
    fs.rmSync(staticDir, { recursive: true, force: true })
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('paints a landing page, runs its worker threads and answers /healthz 200', async () => {
    const child = spawn(process.execPath, [path.join(build.SERVER_DIR, 'start.cjs')], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG: '', NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    const exited = new Promise<number | null>(resolve => child.once('exit', resolve))
    try {
      let output = ''
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', chunk => {
          output += String(chunk)
          const ready = /\[start\] ready: http:\/\/localhost:(\d+)\/web\/h\//.exec(output)
          if (ready) resolve(Number(ready[1]))
        })
        child.stderr.on('data', chunk => (output += String(chunk)))
        void exited.then(code => reject(new Error(`the server exited (${code}):\n${output}`)))
      })
      assert.match(output, /\[start\] painted pages: on/)
      const origin = `http://127.0.0.1:${port}`

      const page = await fetch(`${origin}${EVENT_PAGE}`)
      assert.equal(page.status, 200)
      assert.match(await page.text(), /<div id="fp"/)

      // A QR code is drawn in the work pool: the threads run the build's heavy.cjs.
      const qr = await fetch(`${origin}/api/open/qrCode/gen?content=${encodeURIComponent(`http://localhost:${port}/web/h/`)}`)
      assert.equal(qr.status, 200)
      assert.equal(qr.headers.get('content-type'), 'image/png')

      const health = await fetch(`${origin}/healthz`)
      assert.equal(health.status, 200)
      assert.deepEqual(await health.json(), { status: 'ok', paintedPages: 'on' })
    } finally {
      child.kill('SIGTERM')
      await exited
    }
  })
})
