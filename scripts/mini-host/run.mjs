// The simulated mini-program host's runner: the local server on a free port with a temporary database, then every
// page of dist/<target>/app.json booted by host.cjs (one process per page; both targets side by side, MINI_JOBS=3
// pages of each at a time) and checked:
// no errors, the page's demo text rendered, only absolute https requests to the configured origin, the platform's
// own login call, Authorization-Ca after login, taps that navigate or post. Plus the negative controls: a copy of
// the build with a page that throws at render (which must show the error boundary's 页面出错了), and one using a
// web-only API at module level, must fail.
//   node scripts/mini-host/run.mjs            (MINI_TARGETS=weapp,tt  MINI_PAGES=pages/article/index,…  MINI_DUMP=1)
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PAGES, SUBSCRIBE_TEMPLATES } from './pages.mjs'

const HERE = path.dirname(fileURLToPath(import.meta.url))
export const ROOT = path.resolve(HERE, '..', '..')
/** The origin the test builds are made with; the host maps it to the local server. */
export const TEST_ORIGIN = 'https://api.mini.test'
const LOGIN = { weapp: '/api/open/v1/wx/minapp/loginV1', tt: '/api/open/v1/douyin/login' }
// Texts of states a page must not pass with: the error boundary, a missing id, a failed load.
const UPDATE_PROMPT = '新版本已经准备好，是否重启应用？'
const PUBLIC = /\/open\/qrCode\/gen\b|\/open\/v1\/analytics$/
const BAD_STATES = ['页面出错了', '缺少', '加载失败', '请检查网络', '内容不存在', '链接缺少网址']

export async function startServer() {
  // (Through the require hook of the node:test suites, scripts/ts-require.cjs: a second faster than `--import tsx`.)
  const child = spawn(process.execPath, ['--require', path.join(ROOT, 'scripts', 'ts-require.cjs'), path.join(HERE, 'server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, WX_TMPL_WAITLIST_OFFER: SUBSCRIBE_TEMPLATES.weapp, TT_TMPL_WAITLIST_OFFER: SUBSCRIBE_TEMPLATES.tt }
  })
  const starting = new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', chunk => {
      out += chunk
      const line = out.split('\n').find(l => l.startsWith('{'))
      if (line) resolve(JSON.parse(line))
    })
    child.on('exit', code => reject(new Error(`the server exited (${code})`)))
    setTimeout(() => reject(new Error('the server did not start within 3 minutes')), 180000).unref()
  })
  const info = await starting.catch(error => {
    child.kill('SIGKILL')
    throw error
  })
  const base = `http://127.0.0.1:${info.port}`
  return { base, stop: () => new Promise(resolve => (child.once('exit', resolve), child.kill('SIGTERM'))) }
}

/** Signs a demo person in through the web login (phone + fixed SMS code): the stored values a device would keep. */
async function storageFor(base, cellphone) {
  const page = await fetch(`${base}/web/ca/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cellphone, code: '123456', returnUrl: '/web/h/' }).toString()
  })
  const cookie = (page.headers.getSetCookie() || []).map(c => c.split(';')[0]).find(c => c.startsWith('ca_session='))
  const res = await fetch(`${base}/api/ca-open/v1/companyAccount/wxh5/login`, { method: 'POST', headers: { cookie } })
  const { data } = await res.json()
  return { accountKey: data.account.accountKey, ...(data.ucToken ? { UC_TOKEN: data.ucToken } : {}) }
}

export function bootPage(job) {
  return new Promise(resolve => {
    const child = spawn(process.execPath, [path.join(HERE, 'host.cjs'), JSON.stringify(job)], { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    const timer = setTimeout(() => child.kill('SIGKILL'), 30000)
    child.stdout.on('data', c => (out += c))
    child.stderr.on('data', c => (err += c))
    child.on('close', code => {
      clearTimeout(timer)
      const line = out.trim().split('\n').pop()
      try {
        resolve(JSON.parse(line))
      } catch {
        resolve({ route: job.route, errors: [`host exited ${code} without a result: ${err.slice(-1500)}`], requests: [], texts: [], navigations: [], taps: [] })
      }
    })
  })
}

/** What is wrong with one page's boot (empty when it passed). */
export function problems(target, spec, r, who) {
  const out = [...r.errors]
  if (!r.firstSetData) out.push('never rendered (no setData)')
  const text = r.texts.join('\n')
  if (!spec.expect) out.push('no expected text declared for this page')
  for (const want of [].concat(spec.expect || [])) {
    if (!text.includes(want)) out.push(`expected text ${JSON.stringify(want)} not rendered; got: ${JSON.stringify(text.slice(0, 300))}`)
  }
  // Taro's stand-in location (https://taro.com) must never reach a link, QR code or share text.
  if ([text, ...(r.attrs || [])].some(v => v.includes('//taro.com'))) out.push("a link on Taro's stand-in origin https://taro.com")
  for (const bad of BAD_STATES) if (text.includes(bad) && !(spec.allow || []).includes(bad)) out.push(`shows ${JSON.stringify(bad)}`)
  const calls = r.requests
  for (const q of calls) {
    if (!q.url.startsWith(TEST_ORIGIN + '/')) out.push(`${q.api} to a URL that is not on the API origin: ${q.url}`)
    else if (q.api === 'request' && q.status !== undefined && q.status >= 400) out.push(`${q.method} ${q.url} answered ${q.status}`)
  }
  const login = calls.filter(q => q.api === 'request' && /\/(minapp\/loginV1|douyin\/login|wxh5\/login)\b/.test(q.url))
  if (!login.length) out.push('no platform login call')
  for (const q of login) if (q.method !== 'POST' || !q.url.endsWith(LOGIN[target])) out.push(`wrong login call for ${target}: ${q.method} ${q.url}`)
  const key = r.storage.accountKey
  if (!key) out.push('no accountKey stored after login')
  if (who && key !== who.accountKey) out.push('the stored account changed after login')
  const authed = calls.filter(q => q.header && q.header['Authorization-Ca'])
  for (const q of authed) if (q.header['Authorization-Ca'] !== key) out.push(`Authorization-Ca of another account on ${q.url}`)
  // Once a call carries the account's key, every later call does too (image requests for QR codes and the
  // analytics queue carry no account); the header is computed before Taro's request chain reaches wx.request.
  const ordered = calls.filter(q => q.api === 'request' && !login.includes(q) && !PUBLIC.test(q.url)).sort((a, b) => a.at - b.at)
  const first = ordered.findIndex(q => q.header['Authorization-Ca'] === key)
  const loggedIn = login.find(q => q.done !== undefined)
  if (first < 0 && loggedIn && ordered.some(q => q.at > loggedIn.done + 500)) out.push('no request carried Authorization-Ca after login')
  if (first >= 0) for (const q of ordered.slice(first)) if (q.header['Authorization-Ca'] !== key) out.push(`no Authorization-Ca on ${q.method} ${q.url}`)
  if (who && !authed.length) out.push('no request carried the signed-in Authorization-Ca')
  // Images, videos and links must not point at package paths: root-relative server URLs resolve on the API origin.
  for (const a of r.attrs || []) if (/^\/(media|api)\//.test(a)) out.push(`relative server URL in the page: ${a}`)
  if (spec.expectAttr && !(r.attrs || []).some(a => a.includes(spec.expectAttr))) out.push(`no element with attribute ${JSON.stringify(spec.expectAttr)}`)
  if (spec.expectNav && !r.navigations.some(n => spec.expectNav.test(n.url))) out.push(`did not go to ${spec.expectNav}: ${JSON.stringify(r.navigations)}`)
  if (spec.update) {
    if (!(r.modals || []).some(m => m.content === UPDATE_PROMPT)) out.push(`no update prompt ${UPDATE_PROMPT}: ${JSON.stringify(r.modals)}`)
    if (!(r.calls || []).some(c => c.name === 'applyUpdate')) out.push('confirming the update prompt did not apply the update')
  }
  // The share menu (onShareAppMessage / onShareTimeline): an in-app path and, if any, an absolute https image.
  const share = r.share || {}
  if (spec.share && !('onShareAppMessage' in share)) out.push('no onShareAppMessage on a page that allows sharing')
  if (!spec.share && 'onShareAppMessage' in share) out.push('a share menu on a page that does not allow sharing')
  if (share.onShareAppMessage) {
    const { path: sharePath, imageUrl } = share.onShareAppMessage
    if (!/^\/(pages|packages)\//.test(sharePath || '')) out.push(`share path is not an in-app path: ${sharePath}`)
    if (imageUrl && !imageUrl.startsWith(TEST_ORIGIN + '/') && !/^https:\/\//.test(imageUrl)) out.push(`share image is not absolute https: ${imageUrl}`)
  }
  if (spec.expectTap) {
    const done = r.taps.flatMap(t => [...t.navigations.map(n => n.url), ...t.requests.filter(q => q.method === 'POST').map(q => q.url)])
    const want = spec.expectTap.navigate || spec.expectTap.request
    if (!done.some(u => want.test(u))) out.push(`tap did not reach ${want}: ${JSON.stringify(done)}`)
    const bodies = r.taps.flatMap(t => t.requests.map(q => q.body || ''))
    if (spec.expectTap.body && !bodies.some(b => b.includes(spec.expectTap.body))) out.push(`no request after the tap sent ${spec.expectTap.body}`)
  }
  if (spec.expectSubscribe) {
    const id = spec.expectSubscribe[target]
    const asked = (r.calls || []).filter(c => c.name === 'requestSubscribeMessage')
    if (!asked.some(c => JSON.stringify(c.arg && c.arg.tmplIds) === JSON.stringify([id])))
      out.push(`requestSubscribeMessage was not asked for ${id}: ${JSON.stringify(asked)}`)
    const bodies = r.taps.flatMap(t => t.requests.map(q => q.body || ''))
    if (!bodies.some(b => b.includes(`"subscribed":["${id}"]`)))
      out.push(`no request after the tap sent the accepted template ${id}: ${JSON.stringify(bodies)}`)
  }
  return out
}

async function pool(items, jobs, fn) {
  const results = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: jobs }, async () => {
      while (next < items.length) {
        const i = next++
        results[i] = await fn(items[i], i)
      }
    })
  )
  return results
}

export function appPages(dist) {
  const app = JSON.parse(fs.readFileSync(path.join(dist, 'app.json'), 'utf8'))
  return [...app.pages, ...(app.subPackages || app.subpackages || []).flatMap(sp => sp.pages.map(p => `${sp.root}/${p}`))]
}

/** Boots every page of one target; returns { passed, failed, lines }. */
export async function runTarget({ target, dist, server, people, only = [], jobs = 2, dump = false, log = console.log }) {
  const routes = appPages(dist)
  let passed = 0
  let failed = 0
  const missing = routes.filter(r => !PAGES.some(p => p.route === r))
  if (missing.length) {
    failed += 1
    log(`FAIL ${target}: pages of app.json with no entry in scripts/mini-host/pages.mjs: ${missing.join(', ')}`)
  }
  const specs = PAGES.filter(p => routes.includes(p.route) && (!only.length || only.includes(p.route)))
  const started = Date.now()
  await pool(specs, jobs, async spec => {
    const who = spec.as ? people[spec.as] : null
    const job = {
      dist,
      target,
      route: spec.route,
      query: stringify(spec.query),
      origin: TEST_ORIGIN,
      server,
      storage: who || {},
      taps: spec.taps,
      settle: spec.settle,
      update: !!spec.update
    }
    const r = await bootPage(job)
    const bad = problems(target, spec, r, who)
    if (dump)
      log(
        JSON.stringify(
          {
            route: spec.route,
            texts: r.texts,
            attrs: r.attrs,
            requests: r.requests.map(q => `${q.method || q.api} ${q.url} ${q.status}`),
            navigations: r.navigations,
            taps: r.taps,
            errors: r.errors
          },
          null,
          1
        )
      )
    if (bad.length) {
      failed += 1
      log(`FAIL ${target} ${spec.route}: ${bad.join('\n       ')}`)
    } else {
      passed += 1
      log(`ok   ${target} ${spec.route} (${(r.ms / 1000).toFixed(1)} s, ${r.requests.length} requests)`)
    }
  })
  log(`${target}: ${specs.length} pages booted in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return { passed, failed }
}

const stringify = q => Object.fromEntries(Object.entries(q || {}).map(([k, v]) => [k, String(v)]))

/**
 * Negative controls on a copy of the build: a page whose render throws, and a page that uses a web-only API
 * (localStorage) at module level, must both fail the same checks the real pages pass.
 */
export async function runControls({ target, dist, server, log = console.log }) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), `mini-broken-${target}-`))
  let passed = 0
  let failed = 0
  try {
    fs.cpSync(dist, copy, { recursive: true })
    const spec = PAGES.find(p => p.route === 'pages/404/index')
    const file = path.join(copy, `${spec.route}.js`)
    const original = fs.readFileSync(file, 'utf8')
    // [name, the broken file, what the page must still show]
    const cases = [
      // The page's own text literal becomes an expression that throws while React renders it; the app's error boundary
      // (config/index.ts wraps every page) draws 页面出错了 in its place instead of a blank page.
      ['throws at render', original.replace('children:"404"', 'children:(function(){throw new Error("broken page: render")})()'), '页面出错了'],
      ['uses a web-only API at module level', `localStorage.getItem("x");\n${original}`, null]
    ]
    for (const [name, text, shows] of cases) {
      if (text === original) throw new Error(`could not inject "${name}" into ${spec.route}.js`)
      fs.writeFileSync(file, text)
      const r = await bootPage({ dist: copy, target, route: spec.route, query: stringify(spec.query), origin: TEST_ORIGIN, server, storage: {} })
      const bad = problems(target, spec, r, null)
      const blank = shows !== null && !r.texts.join('\n').includes(shows)
      if (bad.length && !blank) {
        passed += 1
        log(`ok   ${target} control: a page that ${name} fails the host (${bad[0].split('\n')[0].slice(0, 120)})`)
      } else {
        failed += 1
        log(`FAIL ${target} control: a page that ${name} ${blank ? `does not show ${shows}` : 'passed the host'}`)
      }
    }
  } finally {
    fs.rmSync(copy, { recursive: true, force: true })
  }
  return { passed, failed }
}

/** The whole host suite over already-built targets. */
export async function runHost({ targets, only = [], dump = false, controls = true, log = console.log }) {
  const srv = await startServer()
  let passed = 0
  let failed = 0
  try {
    const people = { member: await storageFor(srv.base, '13800000000'), promoter: await storageFor(srv.base, '13800000001') }
    // The targets boot side by side, MINI_JOBS pages of each at a time: a page mostly waits for its render to settle.
    const jobs = Number(process.env.MINI_JOBS || 3)
    const outcomes = await Promise.all(
      targets.map(async target => {
        const dist = path.join(ROOT, 'dist', target)
        if (!fs.existsSync(path.join(dist, 'app.json'))) {
          log(`FAIL ${target}: no build in ${path.relative(ROOT, dist)}`)
          return { passed: 0, failed: 1 }
        }
        const a = await runTarget({ target, dist, server: srv.base, people, only, jobs, dump, log })
        const b = controls && !only.length ? await runControls({ target, dist, server: srv.base, people, log }) : { passed: 0, failed: 0 }
        return { passed: a.passed + b.passed, failed: a.failed + b.failed }
      })
    )
    for (const outcome of outcomes) {
      passed += outcome.passed
      failed += outcome.failed
    }
  } finally {
    await srv.stop()
  }
  return { passed, failed }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const targets = (process.env.MINI_TARGETS || 'weapp,tt').split(',').filter(Boolean)
  const only = (process.env.MINI_PAGES || '').split(',').filter(Boolean)
  const { passed, failed } = await runHost({ targets, only, dump: !!process.env.MINI_DUMP })
  console.log(`mini-host: ${passed} passed, ${failed} failed`)
  process.exit(failed ? 1 : 0)
}
