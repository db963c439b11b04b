/**
 * The offline ticket's server side (issue #29 item 4, extension offlineTicket): the web app manifest in the
 * company's name and colour, linked from every app page; the service worker the build writes, served with the
 * extension only (a browser never installs it from a server without it). The worker's own behaviour (the ticket
 * page offline, no other page) is the journey test/e2e/offline-ticket.test.ts.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import { serverPerSuite, type TestServer } from './helpers'

/** A build folder with an app shell, a route manifest and the worker the build would write. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-static-'))
  fs.mkdirSync(path.join(dir, 'js'))
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!DOCTYPE html><html lang="zh-CN"><head><title>企业官网</title><script defer src="/web/h/js/app.abc12345.js"></script></head><body><div id="app"></div></body></html>'
  )
  fs.writeFileSync(path.join(dir, 'js', 'app.abc12345.js'), 'console.log(1)')
  fs.writeFileSync(path.join(dir, 'route-manifest.json'), JSON.stringify({ initial: ['js/app.abc12345.js'], routes: {} }))
  fs.writeFileSync(path.join(dir, 'offline-ticket-sw.js'), 'self.addEventListener("fetch",function(){})')
  return dir
}

describe('offline ticket (extension on)', () => {
  let s: TestServer
  const staticDir = fakeBuild()
  serverPerSuite(server => (s = server), { staticDir })
  after(() => fs.rmSync(staticDir, { recursive: true, force: true }))

  it('serves a web app manifest with the company’s name, theme colour and logo', async () => {
    const res = await s.app.inject({ url: '/web/h/manifest.webmanifest' })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /^application\/manifest\+json/)
    const manifest = JSON.parse(res.body)
    assert.equal(manifest.name, '云图科技')
    assert.equal(manifest.short_name, '云图科技')
    assert.equal(manifest.theme_color, '#2f6bff')
    assert.equal(manifest.start_url, '/web/h/')
    assert.equal(manifest.scope, '/web/h/')
    assert.equal(manifest.display, 'standalone')
    assert.deepEqual(
      manifest.icons.map((i: { src: string }) => i.src),
      ['/favicon.ico?size=256', '/media/logo/yuntu.svg']
    )
    // Its icons answer as the images they claim to be, at the size they claim.
    const png = await s.app.inject({ url: '/favicon.ico?size=256' })
    assert.equal(png.headers['content-type'], 'image/png')
    assert.equal(png.rawPayload.readUInt32BE(16), 256)
    const svg = await s.app.inject({ url: '/media/logo/yuntu.svg' })
    assert.match(String(svg.headers['content-type']), /^image\/svg\+xml/)
  })

  it('links the manifest from every app page: in an unpainted page’s head, by a painted page’s loader', async () => {
    for (const url of ['/web/h/pages/account/tickets/detail/index?id=1', '/web/h/pages/search/index']) {
      const res = await s.app.inject({ url })
      assert.equal(res.statusCode, 200, url)
      assert.match(res.body, /<link rel="manifest" href="\/web\/h\/manifest\.webmanifest"><\/head>/, url)
    }
    // A painted page links it once the app's scripts have arrived (Chromium's install check would fetch it and its
    // icon before the LCP paint): the loader carries the address; the browser side is test/e2e/first-paint.test.ts.
    for (const url of ['/web/h/', '/web/h/pages/article/index?id=1']) {
      const res = await s.app.inject({ url })
      assert.equal(res.statusCode, 200, url)
      assert.match(res.body, /<div id="fp"/, `${url} is painted`)
      assert.doesNotMatch(res.body, /<link rel="manifest"/, url)
      const loader = /<script id="fp-loader">([\s\S]*?)<\/script>/.exec(res.body)
      assert.ok(loader && loader[1].includes('"manifest":"/web/h/manifest.webmanifest"'), url)
    }
  })

  it('serves the worker the build wrote, as a script browsers always check again', async () => {
    const res = await s.app.inject({ url: '/web/h/offline-ticket-sw.js' })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /^application\/javascript/)
    assert.equal(res.headers['cache-control'], 'no-cache')
    assert.equal(res.headers['x-content-type-options'], 'nosniff')
    // Same origin, at the scope's own folder: no Service-Worker-Allowed header is needed for scope /web/h/.
    assert.equal(res.headers['service-worker-allowed'], undefined)
    assert.match(res.body, /addEventListener/)
  })

  it('serves pages whose CSP lets them register the worker and read the manifest', async () => {
    const res = await s.app.inject({ url: '/web/h/pages/account/tickets/detail/index?id=1' })
    const csp = String(res.headers['content-security-policy'])
    const directive = (name: string) =>
      csp
        .split(';')
        .map(d => d.trim())
        .find(d => d.startsWith(`${name} `))
    // worker-src falls back to script-src, manifest-src to default-src: both must allow this origin.
    const worker = directive('worker-src') || directive('script-src')
    const manifest = directive('manifest-src') || directive('default-src')
    assert.ok(worker && worker.split(' ').includes("'self'"), csp)
    assert.ok(manifest && manifest.split(' ').includes("'self'"), csp)
    assert.ok(!/\bhttps?:/.test(worker || ''), 'the worker comes from no other origin')
  })
})

describe('offline ticket on a server without the extension', () => {
  let s: TestServer
  const staticDir = fakeBuild()
  serverPerSuite(server => (s = server), { staticDir, extensions: [] })
  after(() => fs.rmSync(staticDir, { recursive: true, force: true }))

  it('does not serve the worker even though the build holds it, and links no manifest', async () => {
    const worker = await s.app.inject({ url: '/web/h/offline-ticket-sw.js' })
    assert.equal(worker.statusCode, 404)
    const page = await s.app.inject({ url: '/web/h/pages/account/tickets/detail/index?id=1' })
    assert.equal(page.statusCode, 200)
    assert.doesNotMatch(page.body, /rel="manifest"/)
    // The address is an ordinary app route then (the app's own not-found handling), never a manifest.
    const manifest = await s.app.inject({ url: '/web/h/manifest.webmanifest' })
    assert.doesNotMatch(String(manifest.headers['content-type']), /manifest/)
  })
})
