#!/usr/bin/env node
// A simulated mini-program host for ONE page of dist/weapp or dist/tt (see ../../../shared/MINI-HOST.md):
// wx/tt with every API name, App/Page/Component, app.js then the page file, the page lifecycle, setData applied
// to a tree, wx.request forwarded to the local server. Prints one JSON line (the result) on stdout.
//   node scripts/mini-host/host.cjs '<json job>'
// job: { dist, target, route, query, origin, server, storage?, taps?: [{ text, exact?, settle? }], update?, settle? }
'use strict'
const http = require('node:http')
const fs = require('node:fs')
const path = require('node:path')

const job = JSON.parse(process.argv[2])
const report = { route: job.route, errors: [], requests: [], calls: [], navigations: [], modals: [], texts: [], taps: [] }
const realSetTimeout = setTimeout
const realClearTimeout = clearTimeout
// Short timers the page has pending (React's scheduler slices, debounces, retries): a page is settled only when
// none is left, no request is in flight and nothing happened for a moment. Long timers (polls, carousels) do not count.
const shortTimers = new Set()
globalThis.setTimeout = function (fn, ms, ...args) {
  const short = !(ms >= 1000)
  const id = realSetTimeout(() => {
    shortTimers.delete(id)
    if (short) lastActivity = Date.now()
    if (typeof fn === 'function') fn(...args)
  }, ms)
  if (short) shortTimers.add(id)
  return id
}
globalThis.clearTimeout = function (id) {
  shortTimers.delete(id)
  return realClearTimeout(id)
}
const started = Date.now()
let lastActivity = 0
let firstSetData = 0

function fail(where, error) {
  report.errors.push(`${where}: ${(error && (error.stack || error.message)) || String(error)}`.slice(0, 1500))
}
process.on('uncaughtException', e => fail('uncaught', e))
process.on('unhandledRejection', e => fail('unhandled rejection', e))
// Taro and React report render errors through console.error; an error boundary's own log line counts too.
console.error = (...args) => {
  const text = args.map(a => (a && a.stack) || (typeof a === 'object' ? safeJson(a) : String(a))).join(' ')
  if (!/^Warning: /.test(text)) fail('console.error', text)
}
console.warn = () => {}
console.log = () => {}
function safeJson(v) {
  try {
    return JSON.stringify(v)
  } catch {
    return String(v)
  }
}

// --- Node-only globals the devices lack: hidden, so a build that needs them fails here as it would there.
for (const name of [
  'setImmediate',
  'clearImmediate',
  'MessageChannel',
  'MessagePort',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'URL',
  'URLSearchParams',
  'TextEncoder',
  'TextDecoder',
  'AbortController',
  'AbortSignal',
  'Blob',
  'FormData',
  'EventSource',
  'BroadcastChannel',
  'structuredClone',
  'navigator',
  'WebSocket',
  'localStorage',
  'sessionStorage'
]) {
  try {
    delete globalThis[name]
  } catch {
    // a global the runtime made non-configurable stays (the device has it too)
  }
}

// --- The API names: every name of the official typings plus whatever the build itself calls.
const ns = job.target === 'tt' ? 'tt' : 'wx'
function apiNames() {
  const names = new Set()
  try {
    // miniprogram-api-typings comes with @tarojs/webpack5-runner (through miniprogram-simulate).
    const typings = path.join(path.dirname(require.resolve('miniprogram-api-typings/package.json')), 'types/wx/lib.wx.api.d.ts')
    const text = fs.readFileSync(typings, 'utf8')
    const body = text.slice(text.indexOf('interface Wx {'))
    for (const m of body.matchAll(/^ {8}([a-zA-Z]\w*)(?:<[^>]*>)?\(/gm)) names.add(m[1])
  } catch {
    // without the typings, the names the build calls and the special ones below
  }
  const walk = dir => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name)
      if (e.isDirectory()) walk(full)
      else if (e.name.endsWith('.js')) for (const m of fs.readFileSync(full, 'utf8').matchAll(new RegExp(`\\b${ns}\\.([a-zA-Z]\\w*)\\(`, 'g'))) names.add(m[1])
    }
  }
  walk(job.dist)
  names.delete('webpackJsonp')
  return [...names]
}

const storage = new Map(Object.entries(job.storage || {}))
const windowInfo = {
  brand: 'devtools',
  model: 'iPhone 12',
  pixelRatio: 3,
  screenWidth: 375,
  screenHeight: 812,
  windowWidth: 375,
  windowHeight: 812,
  statusBarHeight: 44,
  language: 'zh_CN',
  version: '8.0.50',
  system: 'iOS 16.0',
  platform: 'ios',
  SDKVersion: '3.5.0',
  safeArea: { top: 44, bottom: 778, left: 0, right: 375, width: 375, height: 734 },
  theme: 'light',
  enableDebug: false
}
const launch = { path: job.route, query: job.query || {}, scene: 1001, referrerInfo: {}, shareTicket: '' }
// A task / context object for APIs that return one (request task, video context, selector query…): any method, chainable.
function thing() {
  const p = new Proxy(function () {}, {
    get: (_t, key) =>
      key === 'then' || typeof key === 'symbol'
        ? undefined
        : (...args) => {
            const cb = args.find(a => typeof a === 'function')
            if (key === 'exec' && cb) realSetTimeout(() => cb([]), 5)
            return p
          },
    apply: () => p
  })
  return p
}
function later(fn) {
  realSetTimeout(fn, 1)
}
function succeed(name, opts, res) {
  const out = { errMsg: `${name}:ok`, ...res }
  if (opts && typeof opts === 'object')
    later(() => {
      if (typeof opts.success === 'function') opts.success(out)
      if (typeof opts.complete === 'function') opts.complete(out)
    })
}
function failWith(name, opts, errMsg) {
  if (opts && typeof opts === 'object')
    later(() => {
      const res = { errMsg: `${name}:fail ${errMsg}` }
      if (typeof opts.fail === 'function') opts.fail(res)
      if (typeof opts.complete === 'function') opts.complete(res)
    })
}

const updateListeners = []
const special = {
  getSystemInfoSync: () => ({ ...windowInfo }),
  getWindowInfo: () => ({ ...windowInfo }),
  getDeviceInfo: () => ({ ...windowInfo }),
  getAppBaseInfo: () => ({ ...windowInfo }),
  getSystemSetting: () => ({}),
  getAppAuthorizeSetting: () => ({}),
  getSystemInfo: o => succeed('getSystemInfo', o, windowInfo),
  getMenuButtonBoundingClientRect: () => ({ top: 48, bottom: 80, left: 281, right: 368, width: 87, height: 32 }),
  getLaunchOptionsSync: () => ({ ...launch }),
  getEnterOptionsSync: () => ({ ...launch }),
  getAccountInfoSync: () => ({ miniProgram: { appId: 'wx-mini-host', envVersion: 'release', version: '1.0.0' } }),
  canIUse: () => true,
  nextTick: fn => realSetTimeout(fn, 0),
  getStorageSync: k => (storage.has(k) ? storage.get(k) : ''),
  setStorageSync: (k, v) => void storage.set(k, v),
  removeStorageSync: k => void storage.delete(k),
  clearStorageSync: () => storage.clear(),
  getStorageInfoSync: () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }),
  getStorage: o => (storage.has(o.key) ? succeed('getStorage', o, { data: storage.get(o.key) }) : failWith('getStorage', o, 'data not found')),
  setStorage: o => (storage.set(o.key, o.data), succeed('setStorage', o)),
  removeStorage: o => (storage.delete(o.key), succeed('removeStorage', o)),
  clearStorage: o => (storage.clear(), succeed('clearStorage', o)),
  login: o => succeed('login', o, { code: `${ns}-code-1` }),
  scanCode: o => {
    report.calls.push({ name: 'scanCode', arg: pick(o || {}) })
    succeed('scanCode', o, { result: job.scanResult || 'YT115838', scanType: 'QR_CODE', charSet: 'utf-8' })
  },
  // The visitor accepts every template the app asks for (the app then sends the accepted ids with its call).
  requestSubscribeMessage: o => {
    report.calls.push({ name: 'requestSubscribeMessage', arg: pick(o || {}) })
    succeed('requestSubscribeMessage', o, Object.fromEntries(((o && o.tmplIds) || []).map(id => [id, 'accept'])))
  },
  request: o => request(o),
  getUpdateManager: () => ({
    onCheckForUpdate: cb => later(() => cb({ hasUpdate: !!job.update })),
    onUpdateReady: cb => updateListeners.push(cb),
    onUpdateFailed: () => {},
    applyUpdate: () => report.calls.push({ name: 'applyUpdate' })
  }),
  showModal: o => {
    report.modals.push({ title: o.title, content: o.content })
    succeed('showModal', o, { confirm: !!job.update, cancel: !job.update })
  },
  createSelectorQuery: () => thing(),
  createIntersectionObserver: () => thing()
}
for (const nav of ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack', 'navigateToMiniProgram']) {
  special[nav] = o => {
    report.navigations.push({ type: nav, url: (o && (o.url || o.appId)) || '', delta: o && o.delta })
    succeed(nav, o)
  }
}
for (const name of ['uploadFile', 'downloadFile']) {
  special[name] = o => {
    report.requests.push({ api: name, url: o.url })
    if (!/^https:\/\//.test(o.url || '')) failWith(name, o, 'url not in domain list')
    else succeed(name, o, { statusCode: 200, tempFilePath: 'wxfile://tmp/1', data: '{"code":200,"data":{}}' })
    return thing()
  }
}

const api = {}
for (const name of apiNames()) {
  api[name] =
    special[name] ||
    ((...args) => {
      const o = args[0]
      report.calls.push({ name, arg: o && typeof o === 'object' ? pick(o) : o })
      if (/^(on|off)[A-Z]/.test(name)) return undefined
      if (/Sync$/.test(name)) return undefined
      succeed(name, o)
      return /^(create|get)[A-Z]/.test(name) ? thing() : undefined
    })
}
for (const name of Object.keys(special)) if (!api[name]) api[name] = special[name]
function pick(o) {
  const out = {}
  for (const [k, v] of Object.entries(o)) if (typeof v !== 'function') out[k] = v
  return out
}

// --- wx.request goes to the local server when it names the test origin; anything else fails as on a device.
function request(o) {
  const url = String(o.url || '')
  const header = { ...(o.header || {}) }
  const entry = { api: 'request', url, method: (o.method || 'GET').toUpperCase(), header, at: Date.now() - started }
  report.requests.push(entry)
  lastActivity = Date.now()
  if (!url.startsWith(job.origin + '/')) {
    failWith('request', o, 'url not in domain list')
    return thing()
  }
  let body
  if (entry.method !== 'GET' && o.data !== undefined) body = typeof o.data === 'string' ? o.data : JSON.stringify(o.data)
  if (body) entry.body = body.slice(0, 500)
  const target = new (require('node:url').URL)(url.slice(job.origin.length), job.server)
  if (entry.method === 'GET' && o.data && typeof o.data === 'object') {
    for (const [k, v] of Object.entries(o.data)) if (v !== undefined && v !== null) target.searchParams.set(k, String(v))
  }
  const req = http.request(target, { method: entry.method, headers: { ...header, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } }, res => {
    const chunks = []
    res.on('data', c => chunks.push(c))
    res.on('end', () => {
      lastActivity = Date.now()
      const buf = Buffer.concat(chunks)
      entry.status = res.statusCode
      entry.done = Date.now() - started
      let data = buf.toString('utf8')
      if (o.responseType === 'arraybuffer') data = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.length)
      else if (o.dataType === undefined || o.dataType === 'json') {
        try {
          data = JSON.parse(data)
        } catch {
          // not JSON: the host hands the text over as it came, like wx.request
        }
      }
      succeed('request', o, { statusCode: res.statusCode, data, header: res.headers })
    })
  })
  req.on('error', e => failWith('request', o, e.message))
  if (body) req.write(body)
  req.end()
  return thing()
}

globalThis[ns] = api
// --- App / Page / Component
let appConfig = null
let pageConfig = null
const page = {}
globalThis.App = c => void (appConfig = c)
globalThis.Page = c => void (pageConfig = c)
globalThis.Component = c => void (globalThis.__components || (globalThis.__components = [])).push(c)
globalThis.Behavior = c => c
globalThis.getApp = () => appConfig
globalThis.getCurrentPages = () => [page]
globalThis.requirePlugin = () => ({})

// setData paths: root.cn.[0].cn.[1].v
function setPath(obj, key, value) {
  const parts = key.split('.').map(p => (/^\[\d+\]$/.test(p) ? Number(p.slice(1, -1)) : p))
  let cur = obj
  for (let i = 0; i < parts.length - 1; i++) {
    const p = parts[i]
    if (cur[p] === undefined || cur[p] === null) cur[p] = typeof parts[i + 1] === 'number' ? [] : {}
    cur = cur[p]
  }
  cur[parts[parts.length - 1]] = value
}
function texts(node, out = []) {
  if (!node || typeof node !== 'object') return out
  if (Array.isArray(node)) {
    for (const n of node) texts(n, out)
    return out
  }
  if (typeof node.v === 'string' && node.v.trim()) out.push(node.v.trim())
  if (node.cn) texts(node.cn, out)
  return out
}
// Attribute values (src, placeholder, aria labels…: shortened to p0…pN by Taro), for pages whose data is not text.
function attrs(node, out = []) {
  if (!node || typeof node !== 'object') return out
  if (Array.isArray(node)) {
    for (const n of node) attrs(n, out)
    return out
  }
  for (const [k, v] of Object.entries(node)) if (/^p\d+$/.test(k) && typeof v === 'string' && v) out.push(v)
  if (node.cn) attrs(node.cn, out)
  return out
}

const tick = ms => new Promise(r => realSetTimeout(r, ms))
async function settle(minMs = 0) {
  const until = Date.now() + minMs
  const deadline = Date.now() + 10000
  while (Date.now() < deadline) {
    await tick(50)
    if (firstSetData && Date.now() >= until && Date.now() - lastActivity > 250 && pendingRequests() === 0 && shortTimers.size === 0) return
  }
}
const pendingRequests = () => report.requests.filter(r => r.api === 'request' && r.status === undefined && r.url.startsWith(job.origin)).length

// Templates that bind tap (base.wxml / base.ttml): a tap goes to every bound ancestor, innermost first.
function boundTemplates(type) {
  const file = path.join(job.dist, job.target === 'tt' ? 'base.ttml' : 'base.wxml')
  const out = new Set()
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  const bound = new RegExp(`bind${type}="eh"`)
  for (const m of text.matchAll(/<template name="tmpl_0_(\w+)">([\s\S]*?)<\/template>/g)) if (bound.test(m[2])) out.add(m[1])
  return out
}
function findChain(node, text, exact, chain = []) {
  if (!node || typeof node !== 'object') return null
  const here = node.sid ? [...chain, node] : chain
  if (typeof node.v === 'string' && (exact ? node.v.trim() === text : node.v.includes(text))) return here
  for (const child of node.cn || []) {
    const found = findChain(child, text, exact, here)
    if (found) return found
  }
  return null
}
// A tap (or another event: getphonenumber…) on the element holding `text` (`exact`: only that text), sent as the host sends it.
function tap(text, type = 'tap', detail = { x: 10, y: 10 }, exact = false) {
  const chain = findChain({ cn: page.data.root && page.data.root.cn }, text, exact)
  if (!chain) throw new Error(`${type}: no node with text ${JSON.stringify(text)}`)
  const bound = boundTemplates(type)
  let targets = chain.filter(n => bound.has(String(n.nn))).reverse()
  if (type !== 'tap') targets = targets.slice(0, 1) // only tap bubbles through the host here
  if (!targets.length) throw new Error(`${type}: nothing bound above ${JSON.stringify(text)}`)
  const target = { id: targets[0].sid, dataset: { sid: targets[0].sid } }
  for (const n of targets) {
    page.eh({ type, timeStamp: Date.now(), target, currentTarget: { id: n.sid, dataset: { sid: n.sid } }, detail, touches: [], changedTouches: [] })
  }
}

async function main() {
  const req = path => require(require('node:path').resolve(job.dist, path))
  try {
    req('app.js')
  } catch (e) {
    fail('app.js', e)
  }
  if (!appConfig) throw new Error('app.js did not call App()')
  for (const hook of ['onLaunch', 'onShow']) {
    try {
      if (appConfig[hook]) appConfig[hook].call(appConfig, { ...launch })
    } catch (e) {
      fail(`App.${hook}`, e)
    }
  }
  try {
    req(`${job.route}.js`)
  } catch (e) {
    fail('page file', e)
  }
  if (!pageConfig) throw new Error('the page file did not call Page()')
  Object.assign(page, pageConfig, {
    data: JSON.parse(JSON.stringify(pageConfig.data || {})),
    route: job.route,
    __route__: job.route,
    options: { ...(job.query || {}) },
    getPageId: () => 'page-1',
    selectComponent: () => null,
    selectAllComponents: () => [],
    getTabBar: () => null,
    createSelectorQuery: () => thing(),
    createIntersectionObserver: () => thing(),
    getOpenerEventChannel: () => thing(),
    setData(patch, cb) {
      firstSetData = firstSetData || Date.now()
      lastActivity = Date.now()
      for (const [k, v] of Object.entries(patch)) setPath(page.data, k, v)
      if (typeof cb === 'function') later(cb)
    }
  })
  const lifecycle = async (name, ...args) => {
    try {
      if (typeof page[name] === 'function') return await page[name].call(page, ...args)
    } catch (e) {
      fail(`Page.${name}`, e)
    }
  }
  // One argument only: a second one (a callback) switches Taro to prerender mode.
  await lifecycle('onLoad', { ...(job.query || {}) })
  await lifecycle('onShow')
  await lifecycle('onReady')
  await settle(job.settle || 0)
  // The new version finishes downloading once the page is up (as on a device): the app's listener must prompt.
  if (job.update) {
    for (const cb of updateListeners.splice(0)) cb()
    await tick(100)
    await settle()
  }
  report.firstSetData = firstSetData ? firstSetData - started : null
  for (const t of job.taps || []) {
    const before = { navigations: report.navigations.length, requests: report.requests.length }
    try {
      tap(t.text, t.type, t.detail, t.exact)
      await tick(100)
      await settle(t.settle || 0)
    } catch (e) {
      fail('tap', e)
    }
    report.taps.push({
      text: t.text,
      navigations: report.navigations.slice(before.navigations),
      requests: report.requests.slice(before.requests).map(r => ({ url: r.url, method: r.method, body: r.body }))
    })
  }
  // The share menu: which handlers the page has (its config enables them) and what they answer (null: the
  // platform's default, the current page with its title).
  report.share = {}
  for (const name of ['onShareAppMessage', 'onShareTimeline']) {
    if (typeof page[name] !== 'function') continue
    try {
      report.share[name] = page[name].call(page, { from: 'menu' }) || null
    } catch (e) {
      fail(`Page.${name}`, e)
    }
  }
  report.texts = texts(page.data.root)
  report.attrs = attrs(page.data.root)
  await lifecycle('onHide')
  await lifecycle('onUnload')
}

main()
  .catch(e => fail('host', e))
  .finally(() => {
    report.ms = Date.now() - started
    report.storage = Object.fromEntries(storage)
    process.stdout.write(JSON.stringify(report) + '\n', () => process.exit(0))
  })
