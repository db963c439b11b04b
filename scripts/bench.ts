/**
 * npm run bench: builds the production app and a one-page baseline Taro app with the same settings,
 * serves both gzipped with the local server, runs Lighthouse (mobile profile, Debian Chromium via
 * CHROME_PATH) on seven real pages (five landing pages, the lead form, the lottery) and the baseline, in rounds with
 * the baseline interleaved (measureInterleaved), prints a
 * table with ratios to the baseline, the bundle report, and writes reports/bench.json (not committed).
 *
 * Settings: BENCH_RUNS (3), BENCH_PAGES (a comma list of page names), BENCH_ALL=1 (also every other painted page a
 * link opens: the other lists and details, lessons, speakers, agenda, album, search, subscribe), BENCH_LHR=1 (keep each run's whole
 * Lighthouse report in reports/lhr/), BENCH_SKIP_BUILD=1 (measure the existing dist/), BENCH_LOAD_ONLY=1,
 * BENCH_APPS=a:dist/h5,b:dist/h5-b (an interleaved A/B of existing builds, see compare()). WEB_FRAMEWORK=preact
 * builds the app with Preact (config/index.ts).
 *
 * `npm run bench -- --slow [--runs=N] [--pages=a,b]`: the slow-phone scenario and the interaction latencies instead
 * (scripts/bench-slow.ts, .cache/bench-slow.json).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import { chromeLauncherOptions } from '../test/e2e/chromium.cjs'

const ROOT = path.resolve(__dirname, '..')
const APP_DIR = path.join(ROOT, 'dist', 'h5')
const BASELINE_DIR = path.join(ROOT, 'dist', 'baseline')
const RUNS = Number(process.env.BENCH_RUNS || 3)

interface Metrics {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  jsBytes: number
  /**
   * TBT split by what Lighthouse charges each long task to: a script (the app's JS) or the page itself (its
   * document's parsing, style, layout and paint, image decodes: tasks charged to the page's URL or "Unattributable").
   */
  tbtScript: number
  tbtPage: number
  /** Each run's TBT, in run order (medians only): how much the figure swings. */
  tbtRuns?: number[]
  /** Each run's LCP (ms), in run order (medians only). */
  lcpRuns?: number[]
}

function build(cwd: string, outDir: string, label: string): void {
  console.log(`[bench] building ${label}…`)
  const res = spawnSync('npx', ['taro', 'build', '--type', 'h5'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', TARO_ENV: 'h5', TARO_OUTPUT_DIR: outDir }
  })
  if (res.status !== 0) throw new Error(`${label} build failed`)
}

/**
 * Serves a build with the local server. `paint: false` for the floor: it is an empty one-page Taro app,
 * and the server would otherwise paint the demo home into its HTML.
 */
async function serve(staticDir: string, options: { paint?: boolean } = {}): Promise<{ origin: string; dataDir: string; close: () => Promise<void> }> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server (and better-sqlite3) loads only when serving
  const { buildServer } = require(path.join(ROOT, 'server', 'app'))
  // The painted views the server loads at start (scripts/build.cjs), built if stale.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS, shared with the test runners
  require(path.join(ROOT, 'scripts', 'build.cjs')).ensureBuilt(['ssr'])
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'))
  const app = await buildServer({ dataDir, staticDir, logger: false, paint: options.paint })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  return {
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    close: async () => {
      await app.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/**
 * Landing-page HTML requests per second: the server in its own process (as `npm start` runs it), a
 * keep-alive client loop here with `concurrency` requests in flight over the given URLs for `seconds`,
 * asking for compressed answers like a browser. Painted pages are cached per URL and data version.
 */
async function loadTest(staticDir: string, seconds = 10, concurrency = 16): Promise<{ rps: number; requests: number; errors: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'))
  const port = 20000 + Math.floor(Math.random() * 20000)
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'server', 'cli', 'start.ts')], {
    env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG: '' },
    stdio: ['ignore', 'pipe', 'inherit']
  })
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server did not start')), 60000)
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('[start] ready')) {
          clearTimeout(timer)
          resolve()
        }
      })
      child.once('exit', code => reject(new Error(`the server exited (${code})`)))
    })
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
    const get = (p: string) =>
      new Promise<number>(resolve => {
        const req = http.get(
          { host: '127.0.0.1', port, path: p, agent, headers: process.env.BENCH_LOAD_PLAIN ? {} : { 'accept-encoding': 'br, gzip' } },
          res => {
            res.resume()
            res.on('end', () => resolve(res.statusCode || 0))
          }
        )
        req.on('error', () => resolve(0))
      })
    const first = async (type: string) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/open/v1/entityData/entityDataList?entityType=${type}&page=1&size=1`)
      return ((await res.json()) as { data: { content: { id: number }[] } }).data.content[0]?.id ?? 1
    }
    // BENCH_LOAD_PATHS=/a,/b measures other URLs (e.g. an API answer, to calibrate a busy machine).
    const paths = process.env.BENCH_LOAD_PATHS
      ? process.env.BENCH_LOAD_PATHS.split(',')
      : [
          '/web/h/',
          '/web/h/pages/article-list/index',
          `/web/h/pages/article/index?id=${await first('ARTICLE')}`,
          `/web/h/pages/event/index?id=${await first('EVENT')}`,
          '/web/h/pages/event-list/index'
        ]
    for (const p of paths) await get(p) // warm: the first paint of each page fills the cache
    let requests = 0
    let errors = 0
    const end = Date.now() + seconds * 1000
    const started = Date.now()
    await Promise.all(
      Array.from({ length: concurrency }, async (_, w) => {
        for (let i = w; Date.now() < end; i++) {
          const status = await get(paths[i % paths.length])
          if (status === 200) requests++
          else errors++
        }
      })
    )
    agent.destroy()
    return { rps: requests / ((Date.now() - started) / 1000), requests, errors }
  } finally {
    child.kill('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The median TBT split as printed under "TBT js/page": "120 / 80" (medians of each share, so they need not add up to the TBT). */
const split = (m: Metrics) => `${Math.round(m.tbtScript)} / ${Math.round(m.tbtPage)}`

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

type Audits = Record<string, { numericValue?: number; details?: unknown }>

/**
 * A run's blocking time (each long task's part over 50 ms between FCP and TTI, as TBT counts it, on Lighthouse's
 * simulated clock) by whom its long-tasks audit charges the task to: a script URL, or the page (its own URL, or
 * "Unattributable": layout, paint, image decodes no script asked for).
 */
function blockingBySource(audits: Audits): { script: number; page: number } {
  const fcp = audits['first-contentful-paint']?.numericValue || 0
  const tti = audits['interactive']?.numericValue || Infinity
  const tasks = (audits['long-tasks']?.details as { items?: { url?: string; startTime: number; duration: number }[] })?.items || []
  const shares = { script: 0, page: 0 }
  for (const task of tasks) {
    const blocking = Math.max(0, Math.min(task.startTime + task.duration, tti) - Math.max(task.startTime, fcp) - 50)
    // A script's tasks are charged to its URL (…/js/app.1a2b3c4d.js); everything else is the document's own work.
    shares[/\.m?js(\?|$)/.test(task.url || '') ? 'script' : 'page'] += blocking
  }
  return shares
}

/** One Lighthouse run of `url` (mobile profile); BENCH_LHR=1 keeps the whole report as reports/lhr/<name>-<run>.json. */
async function lighthouseOnce(url: string, port: number, name: string, run: number): Promise<Metrics> {
  const { default: lighthouse } = await import('lighthouse')
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  if (!result) throw new Error(`no Lighthouse result for ${url}`)
  // BENCH_LHR=1 keeps every run's whole Lighthouse report (LCP element, long tasks, request chains) for diagnosis.
  if (process.env.BENCH_LHR) {
    const dir = path.join(ROOT, 'reports', 'lhr')
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, `${name.replace(/\W+/g, '-')}-${run + 1}.json`), JSON.stringify(result.lhr))
  }
  const audits = result.lhr.audits
  const { script, page } = blockingBySource(audits)
  const js = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items || []
  return {
    score: Math.round((result.lhr.categories.performance.score || 0) * 100),
    fcp: audits['first-contentful-paint'].numericValue || 0,
    lcp: audits['largest-contentful-paint'].numericValue || 0,
    tbt: audits['total-blocking-time'].numericValue || 0,
    cls: audits['cumulative-layout-shift'].numericValue || 0,
    tbtScript: script,
    tbtPage: page,
    jsBytes: js.filter(r => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize || 0), 0)
  }
}

function medianOf(runs: Metrics[]): Metrics {
  return {
    score: median(runs.map(r => r.score)),
    fcp: median(runs.map(r => r.fcp)),
    lcp: median(runs.map(r => r.lcp)),
    tbt: median(runs.map(r => r.tbt)),
    cls: median(runs.map(r => r.cls)),
    tbtScript: median(runs.map(r => r.tbtScript)),
    tbtPage: median(runs.map(r => r.tbtPage)),
    jsBytes: median(runs.map(r => r.jsBytes))
  }
}

/** The empty app is measured before every BASELINE_EVERY pages of a round, so machine load hits it and the pages alike. */
const BASELINE_EVERY = 4

/**
 * RUNS rounds over the pages, the baseline (`baseUrl`) interleaved (BASELINE_EVERY): each page's and the baseline's
 * medians, with each run's TBT in run order.
 */
async function measureInterleaved(baseUrl: string, pages: [string, string][], port: number): Promise<{ base: Metrics; results: Record<string, Metrics> }> {
  // A fresh Chromium's first load is slower than any later one (one run of home: TBT 1,195 ms against 150–350): one
  // run of each kind, not counted.
  await lighthouseOnce(baseUrl, port, 'warm-up-baseline', 0)
  if (pages.length) await lighthouseOnce(pages[0][1], port, 'warm-up', 0)
  const runs = new Map<string, Metrics[]>([['baseline', []]])
  for (const [name] of pages) runs.set(name, [])
  for (let i = 0; i < RUNS; i++) {
    for (let p = 0; p < pages.length; p++) {
      if (p % BASELINE_EVERY === 0) runs.get('baseline')!.push(await lighthouseOnce(baseUrl, port, 'baseline', runs.get('baseline')!.length))
      const [name, url] = pages[p]
      runs.get(name)!.push(await lighthouseOnce(url, port, name, i))
    }
  }
  const summary = (r: Metrics[]): Metrics => ({ ...medianOf(r), tbtRuns: r.map(m => Math.round(m.tbt)), lcpRuns: r.map(m => Math.round(m.lcp)) })
  const results: Record<string, Metrics> = {}
  for (const [name] of pages) results[name] = summary(runs.get(name)!)
  return { base: summary(runs.get('baseline')!), results }
}

function bundleReport(dir: string): { initialJs: number; initialCss: number; homeJs: number; routes: Record<string, number> } {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'route-manifest.json'), 'utf8'))
  const gz = (f: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, f)), { level: 9 }).length
  const sum = (files: string[], ext: string) => files.filter(f => f.endsWith(ext)).reduce((n, f) => n + gz(f), 0)
  const routes: Record<string, number> = {}
  for (const [route, files] of Object.entries(manifest.routes as Record<string, string[]>)) routes[route] = sum(files, '.js')
  return {
    initialJs: sum(manifest.initial, '.js'),
    initialCss: sum(manifest.initial, '.css'),
    homeJs: sum(manifest.initial, '.js') + (routes['pages/index/index'] || 0),
    routes
  }
}

function baselineJs(dir: string): number {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8')
  const files = Array.from(html.matchAll(/src="\/web\/h\/(js\/[^"]+\.js)"/g)).map(m => m[1])
  const all = fs
    .readdirSync(path.join(dir, 'js'))
    .filter(f => f.endsWith('.js'))
    .map(f => `js/${f}`)
  const gz = (f: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, f)), { level: 9 }).length
  return (files.length ? all : all).reduce((n, f) => n + gz(f), 0)
}

async function runLoad(): Promise<{ rps: number; requests: number; errors: number }> {
  console.log(`\n[bench] load: home, two lists, an article and an event (HTML, compressed) for 10 s, 16 in flight…`)
  const load = await loadTest(APP_DIR)
  console.log(`load: ${Math.round(load.rps)} landing-page HTML requests/s (${load.requests} answered, ${load.errors} errors; target ≥ 300)`)
  return load
}

function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch(chromeLauncherOptions())
}

// BENCH_PAGES=home,article detail measures only those pages (the floor always runs).
const only = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map(p => p.trim()) : null

/**
 * BENCH_ALL=1: every other painted page an anonymous visitor opens from a link (docs/first-paint.md "What is painted"),
 * ids from the served demo database.
 */
function morePages(origin: string, dataDir: string): [string, string][] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only for BENCH_ALL
  const Database = require('better-sqlite3') as typeof import('better-sqlite3')
  const db = new Database(path.join(dataDir, 'app.sqlite'), { readonly: true })
  try {
    const id = (sql: string, ...args: unknown[]) =>
      db
        .prepare(sql)
        .pluck()
        .get(...args) as number
    const first = (type: string) => id('SELECT id FROM entity_data WHERE entity_type = ? ORDER BY id LIMIT 1', type)
    const byKey = (key: string) => id('SELECT id FROM entity_data WHERE content_key = ?', key)
    const course = byKey('course-automation')
    const lesson = (type: string) => id('SELECT id FROM course_items WHERE course_id = ? AND type = ? ORDER BY sort, id LIMIT 1', course, type)
    const at = (p: string) => `${origin}/web/h/pages/${p}`
    return [
      ...['event', 'course', 'material', 'case', 'product', 'video'].map((kind): [string, string] => [`${kind} list`, at(`${kind}-list/index`)]),
      ...(
        [
          ['video', 'VIDEO'],
          ['course', 'COURSE'],
          ['material', 'FILEDOWNLOAD'],
          ['case', 'CUSTOMER_CASE'],
          ['product', 'PRODUCT_INTRODUCTION']
        ] as const
      ).map(([route, type]): [string, string] => [`${route} detail`, at(`${route}/index?id=${first(type)}`)]),
      ['video lesson', at(`course/item/index?id=${course}&itemId=${lesson('VIDEO')}`)],
      ['article lesson', at(`course/item/article/index?id=${course}&itemId=${lesson('ARTICLE')}`)],
      ['speakers', at('speaker-list/index')],
      ['agenda', at(`schedule/index?id=${byKey('event-summit')}`)],
      ['album', at(`album/index?dirId=${id("SELECT id FROM asset_dirs WHERE name = '活动海报'")}`)],
      ['search', at(`index/index?searchValue=${encodeURIComponent('峰会')}`)],
      ['subscribe', at(`subscribe/index?id=${byKey('article-subscribe-gate')}&trackType=ARTICLE`)]
    ]
  } finally {
    db.close()
  }
}

/** The measured pages on a served app: [name, url]. */
async function benchPages(origin: string, dataDir?: string): Promise<[string, string][]> {
  const articles = (await (await fetch(`${origin}/api/open/v1/entityData/entityDataList?entityType=ARTICLE&page=1&size=1`)).json()).data.content
  const events = (await (await fetch(`${origin}/api/open/v1/entityData/entityDataList?entityType=EVENT&page=1&size=1`)).json()).data.content
  const pages: [string, string][] = [
    ['home', `${origin}/web/h/pages/index/index`],
    ['article list', `${origin}/web/h/pages/article-list/index`],
    ['article detail', `${origin}/web/h/pages/article/index?id=${articles[0]?.id ?? 1}`],
    ['event detail', `${origin}/web/h/pages/event/index?id=${events[0]?.id ?? 1}`],
    ['AI chat', `${origin}/web/h/pages/ai/index`],
    // The pages campaigns link to: the lead form (申请试用) and the lottery.
    ['lead form', `${origin}/web/h/pages/form/index?id=2`],
    ['lottery', `${origin}/web/h/pages/lottery/index`],
    ...(process.env.BENCH_ALL && dataDir ? morePages(origin, dataDir) : [])
  ]
  return pages.filter(([name]) => !only || only.includes(name))
}

/**
 * BENCH_APPS=react:dist/h5,preact:dist/h5-preact — an A/B of existing builds (or running servers, label:http://…) in one time window (build them
 * first, e.g. `WEB_FRAMEWORK=preact TARO_OUTPUT_DIR=dist/h5-preact npx taro build --type h5`). Runs are
 * interleaved (run 1 of every build on a page, then run 2…) so a change in machine load hits every build
 * alike. Prints the medians side by side with each run's TBT, and each build's bundle figures; writes
 * reports/bench-compare.json. No floor and no load step.
 */
async function compare(spec: string): Promise<void> {
  // A label may name a running server instead of a build (old:http://127.0.0.1:4557, e.g. an older checkout's
  // own server, to compare what its painter sends too); its bundle figures are then left out.
  const apps = spec.split(',').map(part => {
    const colon = part.indexOf(':')
    const label = part.slice(0, colon)
    const target = part.slice(colon + 1)
    if (colon <= 0 || !target) throw new Error(`BENCH_APPS wants label:dir pairs, got ${JSON.stringify(part)}`)
    const origin = /^https?:\/\//.test(target) ? target.replace(/\/$/, '') : null
    return { label, dir: origin ? '' : path.resolve(ROOT, target), origin }
  })
  const servers = await Promise.all(apps.map(a => (a.origin ? { origin: a.origin, close: async () => {} } : serve(a.dir))))
  const chrome = await launchChrome()
  const out: Record<string, Record<string, { median: Metrics; runs: Metrics[] }>> = {}
  try {
    const pagesOf = await Promise.all(servers.map(s => benchPages(s.origin)))
    console.log(`[bench] A/B of ${apps.map(a => a.label).join(', ')}: Lighthouse mobile, ${RUNS} interleaved runs each…`)
    for (let p = 0; p < pagesOf[0].length; p++) {
      const name = pagesOf[0][p][0]
      const runs: Metrics[][] = apps.map(() => [])
      for (let i = 0; i < RUNS; i++) {
        for (let a = 0; a < apps.length; a++) runs[a].push(await lighthouseOnce(pagesOf[a][p][1], chrome.port, `${apps[a].label}-${name}`, i))
      }
      out[name] = {}
      apps.forEach((a, n) => (out[name][a.label] = { median: medianOf(runs[n]), runs: runs[n] }))
    }
    console.log(`\n${'page'.padEnd(16)} ${'build'.padEnd(8)} score  FCP     LCP     TBT      CLS    JS      ${'TBT js/page'.padEnd(14)} TBT of each run`)
    for (const [name, byApp] of Object.entries(out)) {
      for (const [label, { median: m, runs }] of Object.entries(byApp)) {
        console.log(
          `${name.padEnd(16)} ${label.padEnd(8)} ${String(m.score).padStart(5)}  ${`${(m.fcp / 1000).toFixed(2)}s`.padEnd(7)} ${`${(m.lcp / 1000).toFixed(2)}s`.padEnd(7)} ${`${Math.round(m.tbt)}ms`.padEnd(8)} ${m.cls.toFixed(3).padEnd(6)} ${`${(m.jsBytes / 1024).toFixed(0)}KB`.padEnd(7)} ${split(m).padEnd(14)} ${runs.map(r => Math.round(r.tbt)).join(' / ')}`
        )
      }
    }
    const bundles: Record<string, ReturnType<typeof bundleReport>> = {}
    for (const a of apps.filter(a => !a.origin)) {
      const b = (bundles[a.label] = bundleReport(a.dir))
      console.log(
        `bundle ${a.label} (gzip): initial JS ${(b.initialJs / 1024).toFixed(1)} KB, initial CSS ${(b.initialCss / 1024).toFixed(1)} KB, home route JS ${(b.homeJs / 1024).toFixed(1)} KB`
      )
    }
    fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true })
    fs.writeFileSync(
      path.join(ROOT, 'reports', 'bench-compare.json'),
      JSON.stringify({ date: new Date().toISOString(), runs: RUNS, loadavg: os.loadavg(), apps, pages: out, bundles }, null, 2)
    )
    console.log(
      `load average now ${os
        .loadavg()
        .map(n => n.toFixed(1))
        .join(' ')}; report: reports/bench-compare.json`
    )
  } finally {
    await chrome.kill()
    for (const s of servers) await s.close()
  }
}

async function main(): Promise<void> {
  // npm run bench -- --slow [--runs=N] [--pages=a,b]: the slow phone and the interaction latencies (scripts/bench-slow.ts).
  if (process.argv.includes('--slow')) {
    const { runSlow } = await import('./bench-slow')
    await runSlow(process.argv.slice(2))
    return
  }
  if (process.env.BENCH_APPS) {
    await compare(process.env.BENCH_APPS)
    return
  }
  // BENCH_LOAD_ONLY=1: only the load step, against the existing dist/h5.
  if (process.env.BENCH_LOAD_ONLY) {
    await runLoad()
    return
  }
  if (!process.env.BENCH_SKIP_BUILD) {
    // The app as production has it: Taro's build and what scripts/build.cjs adds (route bundles, compressed copies).
    console.log('[bench] building the app…')
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, shared with the test runners
    require(path.join(ROOT, 'scripts', 'build.cjs')).ensureBuilt(['h5'], { force: true })
  }
  // The baseline is built when the app is, or when it is missing (BENCH_SKIP_BUILD on a new checkout): served from an
  // empty folder it measured as a page that paints nothing, and every ratio was against that.
  if (!process.env.BENCH_SKIP_BUILD || !fs.existsSync(path.join(BASELINE_DIR, 'index.html'))) {
    build(path.join(ROOT, 'bench', 'baseline'), path.relative(path.join(ROOT, 'bench', 'baseline'), BASELINE_DIR), 'the baseline')
  }
  const app = await serve(APP_DIR)
  const baseline = await serve(BASELINE_DIR, { paint: false })
  const chrome = await launchChrome()
  try {
    const pages = await benchPages(app.origin, app.dataDir)
    console.log(`[bench] Lighthouse mobile, ${RUNS} rounds, the empty app before every ${BASELINE_EVERY} pages; medians…`)
    const { base, results } = await measureInterleaved(`${baseline.origin}/web/h/pages/index/index`, pages, chrome.port)

    const row = (name: string, m: Metrics, ratio: boolean) => {
      const r = (v: number, b: number) => (ratio && b > 0 ? ` (${(v / b).toFixed(2)}×)` : '')
      return `${name.padEnd(16)} ${String(m.score).padStart(5)}  ${`${(m.fcp / 1000).toFixed(2)}s${r(m.fcp, base.fcp)}`.padEnd(16)} ${`${(m.lcp / 1000).toFixed(2)}s${r(m.lcp, base.lcp)}`.padEnd(16)} ${`${Math.round(m.tbt)}ms`.padEnd(8)} ${m.cls.toFixed(3).padEnd(7)} ${`${(m.jsBytes / 1024).toFixed(0)}KB${r(m.jsBytes, base.jsBytes)}`.padEnd(16)} ${split(m).padEnd(14)} ${(m.tbtRuns || []).join(' / ')}`
    }
    console.log(
      `\n${'page'.padEnd(16)} score  ${'FCP'.padEnd(16)} ${'LCP'.padEnd(16)} ${'TBT'.padEnd(8)} ${'CLS'.padEnd(7)} ${'JS transferred'.padEnd(16)} ${'TBT js/page'.padEnd(14)} TBT of each run`
    )
    console.log(row('baseline', base, false))
    for (const [name, m] of Object.entries(results)) console.log(row(name, m, true))

    const bundle = bundleReport(APP_DIR)
    const floor = baselineJs(BASELINE_DIR)
    console.log(
      `\nbundle (gzip): initial JS ${(bundle.initialJs / 1024).toFixed(1)} KB, initial CSS ${(bundle.initialCss / 1024).toFixed(1)} KB, home route JS ${(bundle.homeJs / 1024).toFixed(1)} KB (${(bundle.homeJs / floor).toFixed(2)}× the baseline's ${(floor / 1024).toFixed(1)} KB)`
    )
    const largest = Object.entries(bundle.routes)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
    console.log(`heaviest routes (their async JS, own and shared chunks): ${largest.map(([r, n]) => `${r} ${(n / 1024).toFixed(1)} KB`).join(', ')}`)

    const load = await runLoad()

    // Issue #18: landing pages LCP ≤ 1.0× the floor's, TBT ≤ 250 ms, CLS ≤ 0.02, score ≥ 90.
    const targets = Object.entries(results)
      .filter(([name]) => name !== 'AI chat')
      .map(([name, m]) => ({ name, ok: m.score >= 90 && m.lcp <= base.lcp && m.tbt <= 250 && m.cls <= 0.02 }))
    console.log(
      `\ntargets (score ≥ 90, LCP ≤ 1.0× floor, TBT ≤ 250 ms, CLS ≤ 0.02): ${targets.map(t => `${t.name} ${t.ok ? 'met' : 'MISSED'}`).join(', ')}; load ${load.rps >= 300 ? 'met' : 'MISSED'}`
    )
    fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true })
    fs.writeFileSync(
      path.join(ROOT, 'reports', 'bench.json'),
      JSON.stringify({ date: new Date().toISOString(), runs: RUNS, baseline: base, pages: results, bundle, baselineJs: floor, load }, null, 2)
    )
    console.log('report: reports/bench.json')
  } finally {
    await chrome.kill()
    await app.close()
    await baseline.close()
  }
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
