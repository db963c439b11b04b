import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { after, before } from 'node:test'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildServer, type BuildOptions } from '../../server/app'
import type { SecurityConfig } from '../../server/config'
import type { Envelope, LoginResult, UploadResult } from '../../types/contract'
import { copySeededDatabase } from './support/seeded-db'
import type { BootQuery } from '../../src/shared/query-keys'

/**
 * The numbers the server tests sign in with the fixed code 123456: the demo people and the fixtures' phones
 * (by default the server accepts it for the demo people only).
 */
export const TEST_FIXED_PHONES = [
  '13800000000',
  '13800000001',
  '13800000002',
  '13900000002',
  '13811112222',
  '13811113333',
  '13711112222',
  '13612345678',
  '13912345678'
]

export interface TestServer {
  app: FastifyInstance
  dir: string
  /** A second connection to the same database file, for checking stored state. */
  db: Database.Database
  close(): Promise<void>
}

/**
 * What every test server has unless a test says otherwise: the dev endpoints the tests read (/api/dev/analytics, off
 * in a plain `npm start`), assistant answers streamed without the demo's pause between chunks (inject collects
 * the whole stream anyway), a door limit a test reaches with a few requests (TEST_DOOR_PER_MINUTE), and no SMS code
 * lines in the test output.
 */
const TEST_DEFAULTS = { devEndpoints: true, aiStreamDelayMs: 0, doorPerMinute: 12, print: () => undefined } satisfies Partial<BuildOptions>

/** The security settings of every server this file starts: the fixed code signs in TEST_FIXED_PHONES (testSecurity). */
const fileSecurity: Partial<SecurityConfig> = { smsFixedPhones: TEST_FIXED_PHONES }

/**
 * Changes the security settings of the servers this test file starts (more fixed-code phones, higher per-address
 * limits): call it at the top of the file, before any server starts. A test's own `security` option goes over it.
 */
export function testSecurity(settings: Partial<SecurityConfig>): void {
  Object.assign(fileSecurity, settings)
}

/** A test server's options: the test defaults, this file's security settings, then the test's own. */
const testOptions = (dataDir: string, opts: Partial<BuildOptions>): BuildOptions => ({
  ...TEST_DEFAULTS,
  dataDir,
  ...opts,
  security: { ...fileSecurity, ...opts.security }
})

/** Door operations per operator per minute on a test server (the server's default is 30). */
export const TEST_DOOR_PER_MINUTE = TEST_DEFAULTS.doorPerMinute

/** One server for the surrounding describe: started before its tests, closed after, handed to `use`. */
export function serverPerSuite(use: (server: TestServer) => unknown, opts: Partial<BuildOptions> = {}): void {
  let server: TestServer | undefined
  before(async () => {
    server = await startServer(opts)
    await use(server)
  })
  after(() => server?.close())
}

/** Data folders for servers a test starts itself (restarts, two processes on one folder), removed after the file's tests. */
export function dataFolders(prefix: string): () => string {
  const folders: string[] = []
  after(() => {
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true })
  })
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    folders.push(dir)
    return dir
  }
}

/** A server over `dir` (the same folder can carry several at once, as two processes would, or one after another, as a restart). */
export async function serverOn(dir: string, opts: Partial<BuildOptions> = {}): Promise<FastifyInstance> {
  const app = await buildServer(testOptions(dir, opts))
  await app.ready()
  return app
}

/** A server over a fresh temporary DATA_DIR (a real SQLite file: a copy of the migrated and seeded demo database). */
export async function startServer(opts: Partial<BuildOptions> = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srv-test-'))
  copySeededDatabase(dir)
  const app = await buildServer(testOptions(dir, opts))
  await app.ready()
  const db = new Database(path.join(dir, 'app.sqlite'), { readonly: true })
  return {
    app,
    dir,
    db,
    async close() {
      db.close()
      await app.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
}

/** What `fakeH5Build` writes beyond the app's own script and stylesheet. */
interface FakeBuild {
  /** Markup in <head> after the title (an inline script, say). */
  head?: string
  /** More files by their path inside the build (a route's CSS). */
  files?: Record<string, string>
  /** The route manifest's files per route. */
  routes?: Record<string, string[]>
  /** A route's JS chunks in one script (scripts/web-bundles.cjs). */
  bundles?: Record<string, string>
}

/**
 * A build as the H5 build lays it out, in a new temporary folder (`prefix`…) the caller removes: index.html with its
 * deferred script and stylesheet, js/app.abc123.js, css/app.abc123.css and the route manifest.
 */
export function fakeH5Build(prefix: string, { head = '', files = {}, routes = {}, bundles = {} }: FakeBuild = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  write(
    'index.html',
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>企业官网</title>${head}` +
      '<script defer="defer" src="/web/h/js/app.abc123.js"></script><link href="/web/h/css/app.abc123.css" rel="stylesheet"></head><body><div id="app"></div></body></html>'
  )
  write('js/app.abc123.js', 'console.log(1)')
  write('css/app.abc123.css', '.page{min-height:100vh}')
  for (const [file, text] of Object.entries(files)) write(file, text)
  write('route-manifest.json', JSON.stringify({ initial: ['js/app.abc123.js', 'css/app.abc123.css'], routes, bundles }))
  return dir
}

/** What a suite's `before` hook starts, for its tests to read: reading it before the hook has run is a mistake. */
function startedInSuite<T>(): { set(value: T): void; get(): T } {
  let value: T | undefined
  return {
    set: started => void (value = started),
    get: () => {
      if (value === undefined) throw new Error('the server is not started yet: read it inside a test or hook')
      return value
    }
  }
}

/** A server painting over its own fake H5 build, and a writable connection to its database (edits the painter must show). */
interface PaintingServer {
  server: TestServer
  staticDir: string
  write: Database.Database
}

/**
 * A painting server for the enclosing describe: a fake build (`fakeH5Build(prefix, build)`), a server over it
 * started before the tests and, after them, closed with its connection and the build removed; handed to `use`.
 */
export function paintingServerPerSuite(
  use: (painting: PaintingServer) => unknown,
  { prefix, ...build }: FakeBuild & { prefix: string },
  opts: Partial<BuildOptions> = {}
): void {
  let painting: PaintingServer | undefined
  before(async () => {
    const staticDir = fakeH5Build(prefix, build)
    const server = await startServer({ staticDir, ...opts })
    painting = { server, staticDir, write: new Database(path.join(server.dir, 'app.sqlite')) }
    await use(painting)
  })
  after(async () => {
    if (!painting) return
    painting.write.close()
    await painting.server.close()
    fs.rmSync(painting.staticDir, { recursive: true, force: true })
  })
}

/** A painting server for the enclosing describe as its pages' tests use it, read as `.s`, `.write` and `.get` inside tests. */
interface PaintedPages {
  readonly s: TestServer
  readonly write: Database.Database
  /** The page or API answer at `url`, as the visitor holding `cookie` (anonymous without). */
  get(url: string, cookie?: string): Promise<LightMyRequestResponse>
  /** The page at `url` as an anonymous visitor gets it, a 200 titled `title`, and its painted view (paintedView). */
  paint(url: string, title: string): Promise<{ res: LightMyRequestResponse; view: string }>
}

/**
 * `paintingServerPerSuite` over a plain fake build (`prefix`…) for tests of painted pages; `ready` runs once it has
 * started (to look up the ids the tests paint).
 */
export function paintedPagesPerSuite(prefix: string, ready: (painting: PaintingServer) => unknown = () => undefined): PaintedPages {
  const painting = startedInSuite<PaintingServer>()
  paintingServerPerSuite(
    started => {
      painting.set(started)
      return ready(started)
    },
    { prefix }
  )
  const get = (url: string, cookie?: string) => painting.get().server.app.inject({ url, headers: cookie ? { cookie } : {} })
  return {
    get s() {
      return painting.get().server
    },
    get write() {
      return painting.get().write
    },
    get,
    paint: async (url, title) => {
      const res = await get(url)
      assert.equal(res.statusCode, 200, url)
      assert.ok(res.body.includes(`<title>${title}</title>`), `${url}: titled ${title}`)
      return { res, view: paintedView(res.body) }
    }
  }
}

export const MEMBER = '13800000000'
export const PROMOTER = '13800000001'

/** Parses an envelope answer. */
export function body<T = unknown>(res: LightMyRequestResponse): Envelope<T> {
  return JSON.parse(res.body) as Envelope<T>
}

/** Asserts an envelope answer is the refusal `code` with a message matching `message`. */
export function assertRefused(answer: { code: number; message: string }, code: number, message: RegExp): void {
  assert.equal(answer.code, code, answer.message)
  assert.match(answer.message, message)
}

/** Asserts `value` is there (not null or undefined) and answers it, narrowed. */
export function present<T>(value: T | null | undefined, what = 'value'): T {
  assert.ok(value !== null && value !== undefined, `${what} is missing`)
  return value
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie']
  const line = (Array.isArray(raw) ? raw : [raw ?? '']).find(c => c.startsWith('ca_session='))
  if (!line) throw new Error('no ca_session cookie')
  return line.split(';')[0]
}

/** Signs in through the real login page (phone + fixed SMS code) and wxh5/login; answers the LoginResult. */
export async function login(app: FastifyInstance, cellphone?: string): Promise<LoginResult> {
  return (await signIn(app, cellphone)).result
}

/** The login page's form as a browser posts it from `remoteAddress`: `cellphone` and `code`, back to home after. */
export function postLoginForm(app: FastifyInstance, cellphone: string, code: string, remoteAddress = '127.0.0.1'): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/web/ca/login',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cellphone, code, returnUrl: '/web/h/' }).toString()
  })
}

/** Asks for a sign-in SMS code for `cellphone` from `remoteAddress`. */
export function sendCode(app: FastifyInstance, cellphone: string, remoteAddress = '127.0.0.1'): Promise<LightMyRequestResponse> {
  return app.inject({ url: `/api/open/auth/code?type=0&account=${cellphone}`, remoteAddress })
}

/** Signs in as `login` does and keeps the session cookie: `auth` is what a signed-in web page sends. */
export async function webSession(app: FastifyInstance, cellphone: string): Promise<{ cookie: string; auth: Record<string, string> }> {
  const { cookie, result } = await signIn(app, cellphone)
  return { cookie, auth: { cookie, 'authorization-ca': result.account.accountKey } }
}

async function signIn(app: FastifyInstance, cellphone?: string): Promise<{ cookie: string; result: LoginResult }> {
  const page = cellphone
    ? await postLoginForm(app, cellphone, '123456')
    : await app.inject({ method: 'GET', url: '/web/ca/login?wxAuth=true&returnUrl=%2Fweb%2Fh%2F' })
  const cookie = sessionCookie(page)
  const res = await app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/wxh5/login', headers: { cookie } })
  const env = body<LoginResult>(res)
  if (env.code !== 200) throw new Error(`login failed: ${res.body}`)
  return { cookie, result: env.data }
}

/** Stars a content item for the signed-in `auth` (a toggle: stars again when the account had starred it). */
export async function starOn(app: FastifyInstance, auth: Record<string, string>, id: number): Promise<void> {
  const star = async () =>
    body<{ starred: boolean }>(await app.inject({ method: 'POST', url: `/api/ca-open/v1/entityData/star/${id}`, headers: auth })).data.starred
  if (!(await star())) assert.equal(await star(), true)
}

/** Signs in and answers the Authorization-Ca header. */
export async function tokenFor(app: FastifyInstance, cellphone?: string): Promise<Record<string, string>> {
  const r = await login(app, cellphone)
  return { 'authorization-ca': r.account.accountKey }
}

/** Auth headers by phone on `app`: each phone signs in the first time it is asked for, and keeps its headers after. */
export function signedIn(app: FastifyInstance): (cellphone: string) => Promise<Record<string, string>> {
  const tokens = new Map<string, Record<string, string>>()
  return async cellphone => {
    if (!tokens.has(cellphone)) tokens.set(cellphone, await tokenFor(app, cellphone))
    return tokens.get(cellphone)!
  }
}

/** A multipart/form-data body with one file part: `field` (default "file"), declared `type` (default application/octet-stream). */
export function multipart(filename: string, content: Buffer, { field = 'file', type = 'application/octet-stream' } = {}) {
  const boundary = '----srvtest' + Math.random().toString(16).slice(2)
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat([head, content, tail]) }
}

/** POST /api/open/file/upload with one file as the account of `apiKey` (in the X-Api-Key header; null: none). */
export function upload(app: FastifyInstance, apiKey: string | null, filename: string, content: Buffer, options: { field?: string; type?: string } = {}) {
  const form = multipart(filename, content, options)
  const headers = apiKey === null ? form.headers : { ...form.headers, 'x-api-key': apiKey }
  return app.inject({ method: 'POST', url: '/api/open/file/upload', headers, payload: form.payload })
}

/** Uploads a file that must be accepted and answers where it is stored. */
export async function uploaded(app: FastifyInstance, apiKey: string, filename: string, content: Buffer, type?: string): Promise<UploadResult> {
  const res = await upload(app, apiKey, filename, content, { type })
  const env = body<UploadResult>(res)
  assert.equal(env.code, 200, `${filename}: ${res.body}`)
  return env.data
}

/** Counts rows of every table but the rate limiter's: a fingerprint of what the database holds. */
export function fingerprint(db: Database.Database): Record<string, number> {
  // rate_hits is the limiter's own bookkeeping: every write counts against the budget, refused or not.
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'rate_hits'")
    .pluck()
    .all() as string[]
  const out: Record<string, number> = {}
  for (const t of tables) out[t] = db.prepare(`SELECT COUNT(*) FROM ${t}`).pluck().get() as number
  out.__points = db.prepare('SELECT COALESCE(SUM(points), 0) FROM accounts').pluck().get() as number
  out.__stock =
    (db.prepare('SELECT COALESCE(SUM(stock), 0) FROM gifts').pluck().get() as number) +
    (db.prepare('SELECT COALESCE(SUM(stock), 0) FROM prizes').pluck().get() as number)
  return out
}

/** The apiKey (upload key) of the account with this cellphone. */
export const apiKeyOf = (db: Database.Database, cellphone: string): string =>
  db.prepare('SELECT api_key FROM accounts WHERE cellphone = ?').pluck().get(cellphone) as string

/** The id of a seeded content row by its content_key. */
export const idOf = (db: Database.Database, key: string): number => db.prepare('SELECT id FROM entity_data WHERE content_key = ?').pluck().get(key) as number

/** Signs each cellphone in, one after another; answers their headers in the same order. */
export async function tokensFor(app: FastifyInstance, ...cellphones: string[]): Promise<Record<string, string>[]> {
  const headers: Record<string, string>[] = []
  for (const cellphone of cellphones) headers.push(await tokenFor(app, cellphone))
  return headers
}

/** The smallest bytes a .docx is recognised by (a zip with the Word parts), for upload tests. */
export const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('[Content_Types].xml'),
  Buffer.alloc(20),
  Buffer.from('word/document.xml')
])

/** A server for the enclosing describe block and one new visitor signed in on it, read as `.s` and `.h` inside tests. */
export function serverWithVisitor(opts: Partial<BuildOptions> = {}): { readonly s: TestServer; readonly h: Record<string, string> } {
  const ready = startedInSuite<{ s: TestServer; h: Record<string, string> }>()
  serverPerSuite(async server => ready.set({ s: server, h: await tokenFor(server.app) }), opts)
  return {
    get s() {
      return ready.get().s
    },
    get h() {
      return ready.get().h
    }
  }
}

/**
 * Asserts the visitor holding `cookie` is painted `url` in the very bytes anyone is, `hidden` nowhere in them, and
 * answers their page. Before each request `repaint`, a write from another connection, has the page painted again
 * (not the anonymous copy from the cache).
 */
export async function paintedAsForAnyone(
  painted: PaintedPages,
  url: string,
  cookie: string,
  repaint: () => unknown,
  hidden = /13800000000/
): Promise<LightMyRequestResponse> {
  repaint()
  const theirs = await painted.get(url, cookie)
  repaint()
  const anyone = await painted.get(url)
  assert.match(theirs.body, /<div id="fp"/)
  assert.equal(theirs.body, anyone.body)
  assert.doesNotMatch(theirs.body, hidden)
  return theirs
}

/** A painted page's view: its markup from <div id="fp"…> to the script after it (or <div id="app">). */
export function paintedView(html: string): string {
  const start = html.indexOf('<div id="fp"')
  const after = html.indexOf('<script id="fp-offscreen">')
  const end = after >= 0 ? after : html.indexOf('<div id="app">')
  assert.ok(start >= 0 && end > start, 'a painted view before #app')
  return html.slice(start, end)
}

/**
 * Asserts the page answered `res` is left to the app, as its own page: a 200 (never a 500), no painted view, the app's
 * empty root, and none of `drawn` (what the painted view would have drawn).
 */
export function assertLeftToApp(res: { statusCode: number; body: string }, what: string, drawn?: RegExp): void {
  assert.equal(res.statusCode, 200, what)
  assert.doesNotMatch(res.body, /<div id="fp"/, what)
  assert.match(res.body, /<div id="app"><\/div>/, what)
  if (drawn) assert.doesNotMatch(res.body, drawn, what)
}

/** What a page ships with its HTML (its boot-data block, parsed); fails when the page has none. */
export function bootData<T = { queries?: BootQuery[] } & Record<string, unknown>>(html: string): T {
  const block = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html)
  assert.ok(block, 'a boot-data block')
  return JSON.parse(block[1]) as T
}

/** A painted page's shipped answers (its boot data's queries), by key as JSON. */
export function shipped(html: string): Map<string, unknown> {
  return new Map((bootData(html).queries || []).map(q => [JSON.stringify(q.key), q.data]))
}

/**
 * A server for the enclosing describe and two more processes on its database (serverProcess), for races across
 * processes: the server, its client (`clientOf(server)`, made once the processes run) and the two processes' ports,
 * set before the tests; all three are stopped after them.
 */
export function racingProcessesPerSuite<C>(clientOf: (server: TestServer) => C): { server: TestServer; client: C; ports: number[] } {
  const suite = { ports: [] as number[] } as { server: TestServer; client: C; ports: number[] }
  const processes: { port: number; stop: () => Promise<void> }[] = []
  before(async () => {
    suite.server = await startServer()
    processes.push(...(await Promise.all([serverProcess(suite.server.dir), serverProcess(suite.server.dir)])))
    suite.ports = processes.map(p => p.port)
    suite.client = clientOf(suite.server)
  })
  after(async () => {
    await Promise.all(processes.map(p => p.stop()))
    await suite.server?.close()
  })
  return suite
}

/** The answer of a real HTTP POST of `payload` as JSON to `url` on the server listening at `port`. */
export async function postTo<T>(port: number, url: string, headers: Record<string, string>, payload: unknown = {}): Promise<Envelope<T>> {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(payload)
  })
  return (await res.json()) as Envelope<T>
}

/** Runs `check` while `file` looks edited a minute from now (newer than any build of it), then puts its times back. */
export function whileEditedLater(file: string, check: () => void): void {
  const { atime, mtime } = fs.statSync(file)
  try {
    fs.utimesSync(file, new Date(), new Date(Date.now() + 60_000))
    check()
  } finally {
    fs.utimesSync(file, atime, mtime)
  }
}

/**
 * Node's arguments for a process running a TypeScript file of this repository: the require hook the test runner loads
 * (scripts/ts-require.cjs), whose compiled files the test processes have already cached. `--import tsx` took ~1.5 s
 * more a process.
 */
export const TS_NODE_ARGS = ['--require', path.join(__dirname, '..', '..', 'scripts', 'ts-require.cjs')]

/**
 * A second server process on `dataDir` (test/server/support/serve.ts), for races across processes: answers its port
 * and a way to stop it.
 */
export async function serverProcess(dataDir: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [...TS_NODE_ARGS, path.join(__dirname, 'support', 'serve.ts'), dataDir], { stdio: ['pipe', 'pipe', 'pipe'] })
  let err = ''
  child.stderr.on('data', chunk => (err += chunk))
  const port = await new Promise<number>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', chunk => {
      out += chunk
      const m = /port (\d+)/.exec(out)
      if (m) resolve(Number(m[1]))
    })
    child.on('exit', code => reject(new Error(`server process exited (${code}): ${err}`)))
  })
  return {
    port,
    stop: () =>
      new Promise<void>(resolve => {
        child.once('exit', () => resolve())
        child.stdin.end()
      })
  }
}
