/**
 * npm run load: the server under a crowd and an abuser, measured by a real load generator (autocannon).
 *
 * Starts a fresh server of its own (`node --import tsx server/cli/start.ts`: temporary DATA_DIR, a free port,
 * the built app from STATIC_DIR, default dist/h5, built first like `npm start` when missing), then runs:
 *   a0  the landing mix without article views: painted pages with realistic query strings (utm_*, share ids,
 *       random junk) and API reads, from 127.0.0.1 (the baseline of this run);
 *   a   the same with article views recorded (the detail API counts a view: a database write);
 *   b   a plus one abuser at 127.0.0.66, signed in as a visitor, flooding posters, QR codes, AI questions and
 *       junk-URL painted pages as fast as its connections allow.
 * A canary (company info every 200 ms from 127.0.0.77) measures what any other visitor would wait. It prints
 * requests/s, p50/p99, errors, the canary's p50/p99, the server's RSS and the abuser's answers, and exits 0:
 * it is a measurement, never a test (figures swing with the machine's load; compare scenarios of one run).
 *
 *   w   the worst write loop of one account: a member at 127.0.0.88 signs up for an event and cancels, over and
 *       over on 4 connections; prints its requests/s, how many went through, and the data folder's growth per minute.
 * Settings: LOAD_SECONDS (15 per scenario), LOAD_CONNECTIONS (24, the crowd), LOAD_ABUSER_CONNECTIONS (16),
 * LOAD_SCENARIOS (a0,a,b,w), LOAD_CPU_PROF=<dir> (the server writes a V8 CPU profile there when it stops),
 * STATIC_DIR (dist/h5), SKIP_BUILD=1 (never build).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'

const ROOT = path.resolve(__dirname, '..')
const SECONDS = Number(process.env.LOAD_SECONDS || 15)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 24)
const ABUSER_CONNECTIONS = Number(process.env.LOAD_ABUSER_CONNECTIONS || 16)
const STATIC_DIR = path.resolve(ROOT, process.env.STATIC_DIR || 'dist/h5')
/** Each client is its own loopback address, so per-address limits see three different clients (shared/LOAD.md). */
const CROWD_ADDRESS = '127.0.0.1'
const ABUSER_ADDRESS = '127.0.0.66'
const CANARY_ADDRESS = '127.0.0.77'
const CANARY_EVERY_MS = 200
const TARGETS = { rps: 2000, p99: 100, p99UnderAbuse: 200, errorRate: 0.01, rssMb: 500 }
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47'

interface Server {
  origin: string
  port: number
  child: ChildProcess
  dataDir: string
}

/** Starts the server as `npm start` runs it, in one node process (its RSS is the server's). */
async function startServer(): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-data-'))
  const profile = process.env.LOAD_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.LOAD_CPU_PROF)] : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(ROOT, 'server', 'cli', 'start.ts')], {
    cwd: ROOT,
    env: { ...process.env, SKIP_BUILD: '1', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR, LOG: '', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit']
  })
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 60 s')), 60_000)
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const ready = /\[start\] ready: http:\/\/localhost:(\d+)\//.exec(out)
      if (ready) {
        clearTimeout(timer)
        resolve(Number(ready[1]))
      }
    })
    child.once('exit', code => reject(new Error(`the server exited (${code})`)))
  })
  child.stdout!.resume()
  return { origin: `http://127.0.0.1:${port}`, port, child, dataDir }
}

/** VmRSS of the server's node process, in MB. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0)
  return kb / 1024
}

/** CPU seconds the server's process has used (user + system), from /proc (clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

interface Answer {
  status: number
  body: string
  headers: http.IncomingHttpHeaders
  ms: number
}

/** One request from a given loopback address over a keep-alive agent; status 0 on a socket error. */
function request(
  agent: http.Agent,
  port: number,
  localAddress: string,
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
  body?: string
): Promise<Answer> {
  const started = performance.now()
  return new Promise(resolve => {
    const req = http.request(
      { host: '127.0.0.1', port, path: urlPath, method, agent, localAddress, headers: { 'user-agent': BROWSER, 'accept-encoding': 'identity', ...headers } },
      res => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode || 0, body: Buffer.concat(chunks).toString(), headers: res.headers, ms: performance.now() - started })
        )
        res.on('error', () => resolve({ status: 0, body: '', headers: {}, ms: performance.now() - started }))
      }
    )
    req.on('error', () => resolve({ status: 0, body: '', headers: {}, ms: performance.now() - started }))
    req.setTimeout(30_000, () => req.destroy())
    if (body !== undefined) req.end(body)
    else req.end()
  })
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const junk = () => crypto.randomBytes(6).toString('hex')

/** The crowd's requests: painted pages with query strings people's links carry, API reads, and optionally views. */
function landingMix(ids: { articles: number[]; event: number; website: number }, withViews: boolean): autocannon.Request[] {
  const page = (p: string): autocannon.Request => ({ method: 'GET', path: p, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } })
  const api = (p: string): autocannon.Request => ({ method: 'GET', path: p, headers: { accept: 'application/json', 'accept-encoding': 'br, gzip' } })
  const list: autocannon.Request[] = []
  // A long sequence with the random parts baked in (autocannon's workers cannot take functions).
  for (let i = 0; i < 60; i++) {
    const article = ids.articles[i % ids.articles.length]
    list.push(
      page(`/web/h/?utm_source=wechat&utm_medium=share&utm_campaign=launch&from=singlemessage&isappinstalled=0`),
      page(`/web/h/pages/article/index?id=${article}&utm_scid=sc1001&utm_source=promotion&shareId=${junk()}`),
      api('/api/open/v1/company/companyInfo'),
      page(`/web/h/pages/article-list/index?x=${junk()}`),
      api(`/api/open/v1/entityData/entityDataList?entityType=ARTICLE&page=1&size=10`),
      page(`/web/h/pages/event/index?id=${ids.event}&from=timeline&${junk()}=${junk()}`),
      api(`/api/open/v1/website/${ids.website}/info`)
    )
    if (withViews) {
      list.push(api(`/api/open/v1/entityData/entityDataDetail/${article}`), api(`/api/open/v1/entityData/entityDataDetail/${ids.event}`))
    } else {
      list.push(api(`/api/open/v1/website/${ids.website}/menu`), api('/api/open/v1/entityData/listCategories?entityType=ARTICLE'))
    }
  }
  return list
}

interface Canary {
  stop(): { p50: number; p99: number; n: number; errors: number }
}

/** Company info every 200 ms from its own address: what any other visitor would wait. */
function startCanary(port: number): Canary {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const times: number[] = []
  let errors = 0
  let stopped = false
  const tick = async () => {
    if (stopped) return
    const next = setTimeout(tick, CANARY_EVERY_MS)
    next.unref()
    const res = await request(agent, port, CANARY_ADDRESS, 'GET', '/api/open/v1/company/companyInfo')
    if (res.status === 200) times.push(res.ms)
    else errors++
  }
  void tick()
  return {
    stop() {
      stopped = true
      agent.destroy()
      return { p50: percentile(times, 50), p99: percentile(times, 99), n: times.length, errors }
    }
  }
}

interface AbuserReport {
  requests: number
  ok: number
  /** 429/503: the server protecting itself. */
  refused: number
  errors: number
  byKind: Record<string, { ok: number; refused: number; errors: number }>
}

/** Signs in as a visitor (the login page's silent sign-in, then wxh5/login) and answers the Authorization-Ca header. */
async function visitorToken(agent: http.Agent, port: number): Promise<string> {
  const page = await request(agent, port, ABUSER_ADDRESS, 'GET', '/web/ca/login?wxAuth=true&returnUrl=%2Fweb%2Fh%2F')
  const cookie = ([] as string[]).concat(page.headers['set-cookie'] ?? []).find(c => c.startsWith('ca_session='))
  if (!cookie) throw new Error(`the abuser got no session (${page.status})`)
  const login = await request(
    agent,
    port,
    ABUSER_ADDRESS,
    'POST',
    '/api/ca-open/v1/companyAccount/wxh5/login',
    {
      cookie: cookie.split(';')[0],
      'content-type': 'application/json'
    },
    '{}'
  )
  const key = (JSON.parse(login.body) as { data?: { account?: { accountKey?: string } } }).data?.account?.accountKey
  if (!key) throw new Error(`the abuser could not sign in: ${login.body.slice(0, 200)}`)
  return key
}

/** Floods posters, QR codes, AI questions and junk-URL painted pages until stopped. */
function startAbuser(port: number, token: string, articles: number[]): { stop(): Promise<AbuserReport> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: ABUSER_CONNECTIONS })
  const report: AbuserReport = { requests: 0, ok: 0, refused: 0, errors: 0, byKind: {} }
  const auth = { 'authorization-ca': token, 'content-type': 'application/json' }
  const kinds: [string, () => Promise<Answer>][] = [
    [
      'poster',
      () =>
        request(
          agent,
          port,
          ABUSER_ADDRESS,
          'POST',
          '/api/ca-open/v1/share/genPoster',
          auth,
          JSON.stringify({ templateId: 1, path: `/pages/index/index?r=${junk()}` })
        )
    ],
    ['qr', () => request(agent, port, ABUSER_ADDRESS, 'GET', `/api/open/qrCode/gen?content=${encodeURIComponent(`https://example.com/${junk()}`)}`)],
    [
      'ai',
      () => request(agent, port, ABUSER_ADDRESS, 'POST', '/api/ca-open/v1/ai/assistant/chat', auth, JSON.stringify({ message: `私域运营怎么做 ${junk()}？` }))
    ],
    [
      'page',
      () =>
        request(agent, port, ABUSER_ADDRESS, 'GET', `/web/h/pages/article/index?id=${articles[0]}&${junk()}=${junk().repeat(20)}`, { 'accept-encoding': 'br' })
    ]
  ]
  let stopped = false
  const loop = async (worker: number) => {
    for (let i = worker; !stopped; i++) {
      const [kind, send] = kinds[i % kinds.length]
      const res = await send()
      const counts = (report.byKind[kind] ??= { ok: 0, refused: 0, errors: 0 })
      report.requests++
      // A 200 envelope with a busy code (429/503 inside) is the server protecting itself too.
      const code = res.status === 200 && res.body.startsWith('{') ? (JSON.parse(res.body) as { code?: number }).code : res.status
      if (res.status === 429 || res.status === 503 || code === 429 || code === 503) {
        report.refused++
        counts.refused++
      } else if (res.status >= 200 && res.status < 400 && (code === 200 || code === res.status)) {
        report.ok++
        counts.ok++
      } else {
        report.errors++
        counts.errors++
      }
    }
  }
  const loops = Array.from({ length: ABUSER_CONNECTIONS }, (_, w) => loop(w))
  return {
    async stop() {
      stopped = true
      await Promise.all(loops)
      agent.destroy()
      return report
    }
  }
}

interface Row {
  name: string
  rps: number
  p50: number
  p99: number
  requests: number
  errors: number
  canary: ReturnType<Canary['stop']>
  rssMax: number
  /** Server CPU per answered request (crowd, canary and abuser), in ms: steadier than req/s on a busy machine. */
  cpuMsPerRequest: number
  abuser?: AbuserReport
}

async function scenario(server: Server, name: string, requests: autocannon.Request[], abuse: { token: string; articles: number[] } | null): Promise<Row> {
  let rssMax = rssMb(server.child.pid!)
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssMb(server.child.pid!))), 250)
  const cpuBefore = cpuSeconds(server.child.pid!)
  const abuser = abuse ? startAbuser(server.port, abuse.token, abuse.articles) : null
  const canary = startCanary(server.port)
  const result = await autocannon({
    url: server.origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: 1,
    headers: { 'user-agent': BROWSER },
    requests
  })
  const canaryReport = canary.stop()
  const abuserReport = abuser ? await abuser.stop() : undefined
  clearInterval(sampler)
  rssMax = Math.max(rssMax, rssMb(server.child.pid!))
  const errors = result.errors + result.timeouts + result.non2xx
  const answered = result.requests.total + canaryReport.n + (abuserReport?.requests ?? 0)
  return {
    cpuMsPerRequest: ((cpuSeconds(server.child.pid!) - cpuBefore) * 1000) / Math.max(1, answered),
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors,
    canary: canaryReport,
    rssMax,
    abuser: abuserReport
  }
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '–')

function printTable(rows: Row[]): void {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'canary p50/p99 ms', 'RSS max MB', 'server CPU ms/req', 'abuser: ok / 429-503 / errors']
  const lines = rows.map(r => [
    r.name,
    fmt(r.rps),
    fmt(r.p50, 1),
    fmt(r.p99, 1),
    `${r.errors} (${fmt((100 * r.errors) / Math.max(1, r.requests + r.errors), 2)} %)`,
    `${fmt(r.canary.p50, 1)} / ${fmt(r.canary.p99, 1)}${r.canary.errors ? ` (${r.canary.errors} err)` : ''}`,
    fmt(r.rssMax),
    fmt(r.cpuMsPerRequest, 2),
    r.abuser ? `${r.abuser.ok} / ${r.abuser.refused} / ${r.abuser.errors}` : ''
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map(l => l[i].length)))
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
  console.log(row(header))
  console.log(row(widths.map(w => '-'.repeat(w))))
  for (const l of lines) console.log(row(l))
}

/**
 * Bytes of the data folder's database after a WAL checkpoint (TRUNCATE, from a connection of our own): the WAL
 * file keeps its largest size between checkpoints, so without one it hides what was stored (shared/LOAD.md).
 */
function dataBytes(dir: string): number {
  const db = new Database(path.join(dir, 'app.sqlite'))
  try {
    db.pragma('busy_timeout = 5000')
    db.pragma('wal_checkpoint(TRUNCATE)')
  } finally {
    db.close()
  }
  return ['app.sqlite', 'app.sqlite-wal'].reduce((n, f) => n + (fs.existsSync(path.join(dir, f)) ? fs.statSync(path.join(dir, f)).size : 0), 0)
}

const WRITER_ADDRESS = '127.0.0.88'

/**
 * Scenario w: one member signs up for the open day and cancels in a loop (the loop that once added ~32k
 * cancelled_tickets rows a minute). Answers requests/s, how many writes were accepted, and MB/min of growth.
 */
async function writeLoop(server: Server): Promise<{ rps: number; accepted: number; refused: number; mbPerMin: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
  const call = (method: string, urlPath: string, headers: Record<string, string> = {}, body?: string) =>
    request(agent, server.port, WRITER_ADDRESS, method, urlPath, headers, body)
  const page = await call(
    'POST',
    '/web/ca/login',
    { 'content-type': 'application/x-www-form-urlencoded' },
    'cellphone=13800000000&code=123456&returnUrl=%2Fweb%2Fh%2F'
  )
  const cookie =
    ([] as string[])
      .concat(page.headers['set-cookie'] ?? [])
      .find(c => c.startsWith('ca_session='))
      ?.split(';')[0] ?? ''
  const login = JSON.parse((await call('POST', '/api/ca-open/v1/companyAccount/wxh5/login', { cookie, 'content-type': 'application/json' }, '{}')).body)
  const auth = { 'authorization-ca': String(login.data?.account?.accountKey), 'content-type': 'application/json' }
  const events = JSON.parse((await call('GET', '/api/open/v1/entityData/entityDataList?entityType=EVENT&page=1&size=50')).body).data.content as {
    id: number
    title: string
  }[]
  const openday = events.find(e => e.title.includes('开放日'))?.id
  if (!openday) throw new Error('no open day event to sign up for')
  const mine = JSON.parse((await call('GET', '/api/ca/v1/bagevent/attendee/getSuccessByCellphone', auth)).body).data as { eventId: number; ticketId: number }[]
  for (const t of mine.filter(t => t.eventId === openday)) await call('POST', `/api/ca/v1/event/ticket/${t.ticketId}/cancel`, auth, '{}')
  const before = dataBytes(server.dataDir)
  const until = Date.now() + SECONDS * 1000
  let requests = 0
  let accepted = 0
  let refused = 0
  const count = (status: number) => {
    requests++
    if (status === 200) accepted++
    else refused++
  }
  const loop = async () => {
    while (Date.now() < until) {
      const signed = await call('POST', `/api/ca/v1/community/entityData/signup/${openday}`, auth, '{}')
      count(signed.status)
      const ticket = signed.status === 200 ? (JSON.parse(signed.body).data as { ticketId?: number } | null) : null
      if (ticket?.ticketId) count((await call('POST', `/api/ca/v1/event/ticket/${ticket.ticketId}/cancel`, auth, '{}')).status)
    }
  }
  const started = performance.now()
  await Promise.all([loop(), loop(), loop(), loop()])
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  return { rps: requests / seconds, accepted, refused, mbPerMin: ((dataBytes(server.dataDir) - before) / 1024 / 1024 / seconds) * 60 }
}

async function main(): Promise<void> {
  // The painted views the server loads at start, and the app when it is the default build (scripts/build.cjs).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS, shared with the test runners
  const { ensureBuilt } = require('./build.cjs') as { ensureBuilt(names: string[]): void }
  ensureBuilt(STATIC_DIR === path.join(ROOT, 'dist', 'h5') && !fs.existsSync(path.join(STATIC_DIR, 'index.html')) ? ['h5', 'ssr'] : ['ssr'])
  if (!fs.existsSync(path.join(STATIC_DIR, 'index.html'))) {
    console.error(`[load] no app build in ${STATIC_DIR}: run npm run build (or npm start once) first`)
    process.exit(1)
  }
  console.log(
    `[load] ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map(n => n.toFixed(1))
      .join(' ')}; ${SECONDS} s per scenario, ${CONNECTIONS} crowd connections, ${ABUSER_CONNECTIONS} abuser connections`
  )
  const server = await startServer()
  try {
    const agent = new http.Agent({ keepAlive: true })
    const list = async (type: string) => {
      const res = await request(agent, server.port, CROWD_ADDRESS, 'GET', `/api/open/v1/entityData/entityDataList?entityType=${type}&page=1&size=10`)
      return (JSON.parse(res.body) as { data: { content: { id: number }[] } }).data.content.map(c => c.id)
    }
    const company = JSON.parse((await request(agent, server.port, CROWD_ADDRESS, 'GET', '/api/open/v1/company/companyInfo')).body) as {
      data: { miniAppWebsiteId: number }
    }
    const ids = { articles: (await list('ARTICLE')).slice(0, 8), event: (await list('EVENT'))[0], website: Number(company.data.miniAppWebsiteId) }
    const token = await visitorToken(new http.Agent({ keepAlive: false }), server.port)
    agent.destroy()
    // Warm up: every page painted once, the rich-text sanitiser loaded, V8 warm.
    await autocannon({ url: server.origin, connections: 4, duration: 3, requests: landingMix(ids, true) })

    const rows: Row[] = []
    const wanted = (process.env.LOAD_SCENARIOS || 'a0,a,b,w').split(',')
    for (const [id, name, withViews, abuse] of [
      ['a0', 'a0 landing mix, no views', false, false],
      ['a', 'a  landing mix + views', true, false],
      ['b', 'b  a + abuser', true, true]
    ] as const) {
      if (!wanted.includes(id)) continue
      console.log(`[load] ${name}…`)
      rows.push(await scenario(server, name, landingMix(ids, withViews), abuse ? { token, articles: ids.articles } : null))
    }
    if (wanted.includes('w')) {
      console.log('[load] w  one member signing up and cancelling in a loop…')
      const w = await writeLoop(server)
      console.log(
        `w  write loop: ${fmt(w.rps)} req/s, ${w.accepted} accepted / ${w.refused} refused (429), data folder +${fmt(w.mbPerMin, 3)} MB/min (target ≤ 1)`
      )
    }
    console.log('')
    printTable(rows)
    if (rows.length < 3) return
    const [base, views, abused] = rows
    console.log('')
    console.log(
      `ratios in this run: views recorded ${fmt(views.rps / base.rps, 2)}× the req/s without; under the abuser ${fmt(abused.rps / views.rps, 2)}× the req/s, p99 ${fmt(abused.p99 / views.p99, 2)}×`
    )
    if (abused.abuser) {
      const kinds = Object.entries(abused.abuser.byKind).map(([k, c]) => `${k} ${c.ok}/${c.refused}/${c.errors}`)
      console.log(`abuser by kind (ok / 429-503 / errors): ${kinds.join(', ')}`)
    }
    const errorRate = (r: Row) => r.errors / Math.max(1, r.requests + r.errors)
    const check = (ok: boolean, text: string) => console.log(`${ok ? 'met ' : 'MISSED'} ${text}`)
    console.log('')
    check(
      views.rps >= TARGETS.rps && views.p99 <= TARGETS.p99,
      `landing mix ≥ ${TARGETS.rps} req/s with p99 ≤ ${TARGETS.p99} ms (${fmt(views.rps)} req/s, p99 ${fmt(views.p99, 1)} ms)`
    )
    check(
      abused.p99 <= TARGETS.p99UnderAbuse && abused.canary.p99 <= TARGETS.p99UnderAbuse && errorRate(abused) <= TARGETS.errorRate,
      `under the abuser other clients' p99 ≤ ${TARGETS.p99UnderAbuse} ms with ≤ 1 % errors (crowd p99 ${fmt(abused.p99, 1)} ms, canary p99 ${fmt(abused.canary.p99, 1)} ms, errors ${fmt(100 * errorRate(abused), 2)} %)`
    )
    check(Math.max(...rows.map(r => r.rssMax)) <= TARGETS.rssMb, `RSS ≤ ${TARGETS.rssMb} MB (max ${fmt(Math.max(...rows.map(r => r.rssMax)))} MB)`)
  } finally {
    server.child.kill('SIGTERM')
    await new Promise(resolve => server.child.once('exit', resolve))
    fs.rmSync(server.dataDir, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  error => {
    console.error('[load] failed:', error instanceof Error ? error.message : error)
    process.exit(1)
  }
)
