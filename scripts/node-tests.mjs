#!/usr/bin/env node
// Runs node:test files with tsx, one process per file, N files at a time:
//   node scripts/node-tests.mjs [--jobs=N] [--browser] <dir> [file ...]
// With files, only those run (`npm run test:e2e -- test/e2e/shell.test.ts`); else every *.test.ts in <dir>.
// - Jobs: --jobs=N, else TEST_CONCURRENCY, else one per core. The longest files start first (their durations from
//   the last run on this machine, .cache/test-durations.json; on a fresh clone, the largest files).
// - Built first when stale (scripts/build.cjs): the painted views every server loads at start, and dist/server.
// - Set-up paid once: every server of the run copies one seeded demo database (TEST_DB_TEMPLATE,
//   test/server/support/seeded-db.ts); with --browser each worker starts one Chromium that its files connect to
//   (E2E_BROWSER_WS; every test still opens contexts of its own).
// - Each file's output is printed whole when it ends, headed by its duration; the run closes with the node:test
//   totals ("ℹ pass N", "ℹ fail N") and one "file-time: <s> <file>" line per file (scripts/test.mjs reads both).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const DURATIONS = path.join(ROOT, '.cache', 'test-durations.json')
const TS_HOOK = path.join(ROOT, 'scripts', 'ts-require.cjs')
/** A file still running after this long has hung: it is stopped and counted as failed. */
const FILE_TIMEOUT_MS = 10 * 60_000

const args = process.argv.slice(2)
const flag = name => args.find(a => a === `--${name}` || a.startsWith(`--${name}=`))
const [dir, ...files] = args.filter(a => !a.startsWith('--'))
const jobsFlag = flag('jobs')?.split('=')[1]
const jobs = Math.max(1, Number(jobsFlag) || Number(process.env.TEST_CONCURRENCY) || os.availableParallelism())
const withBrowser = !!flag('browser')

const targets = files.length
  ? files
  : fs
      .readdirSync(dir)
      .filter(f => f.endsWith('.test.ts'))
      .map(f => path.join(dir, f))

const known = readDurations()
const expected = file => known[file] ?? fs.statSync(file).size / 1000
const queue = [...targets].sort((a, b) => expected(b) - expected(a))

// What every server loads at start (the painted views) and the built server the production test starts, when stale.
try {
  createRequire(import.meta.url)('./build.cjs').ensureBuilt(['ssr', 'server'])
} catch (error) {
  process.stdout.write(`${String(error.message || error)}\nℹ pass 0\nℹ fail 1\n`)
  process.exit(1)
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'node-tests-'))
const env = { ...process.env, TEST_DB_TEMPLATE: process.env.TEST_DB_TEMPLATE || path.join(scratch, 'seeded.sqlite') }
const browsers = []
const children = new Set()
const results = []
const started = Date.now()

process.on('SIGINT', () => stopAll(130))
process.on('SIGTERM', () => stopAll(143))

try {
  await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, (_, slot) => worker(slot)))
} finally {
  await Promise.all(browsers.map(b => b.close().catch(() => undefined)))
  fs.rmSync(scratch, { recursive: true, force: true })
}

const total = results.reduce((sum, r) => ({ pass: sum.pass + r.pass, fail: sum.fail + r.fail, tests: sum.tests + r.tests }), { pass: 0, fail: 0, tests: 0 })
for (const r of results) process.stdout.write(`file-time: ${r.seconds.toFixed(1)} ${r.file}\n`)
const failedFiles = results.filter(r => r.fail > 0)
if (failedFiles.length) process.stdout.write(`\nfailed files:\n${failedFiles.map(r => `  ${r.file}`).join('\n')}\n`)
process.stdout.write(
  `ℹ files ${results.length} (${jobs} at a time)\nℹ tests ${total.tests}\nℹ pass ${total.pass}\nℹ fail ${total.fail}\n` +
    `ℹ duration_ms ${Date.now() - started}\n`
)
writeDurations(results)
process.exit(total.fail > 0 ? 1 : 0)

async function worker(slot) {
  const workerEnv = { ...env, TEST_WORKER: String(slot + 1) }
  if (withBrowser) {
    const browser = await launchBrowserServer()
    browsers.push(browser)
    workerEnv.E2E_BROWSER_WS = browser.wsEndpoint()
  }
  for (let file = queue.shift(); file; file = queue.shift()) {
    const result = await runFile(file, workerEnv)
    results.push(result)
    const mark = result.fail ? '✖' : '✔'
    process.stdout.write(`\n── ${mark} ${result.file} · ${result.seconds.toFixed(1)} s · ${result.pass} passed, ${result.fail} failed\n${result.output}`)
  }
}

/** One file in a node:test process of its own; its counts come from the closing "ℹ pass/fail/cancelled" lines. */
function runFile(file, workerEnv) {
  return new Promise(resolve => {
    const begun = Date.now()
    const child = spawn(process.execPath, ['--require', TS_HOOK, '--test', '--test-reporter=spec', file], {
      cwd: ROOT,
      env: workerEnv,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    children.add(child)
    let output = ''
    child.stdout.on('data', chunk => (output += chunk))
    child.stderr.on('data', chunk => (output += chunk))
    const timer = setTimeout(() => {
      output += `\n[node-tests] ${file} still running after ${FILE_TIMEOUT_MS / 60_000} minutes: stopped\n`
      child.kill('SIGKILL')
    }, FILE_TIMEOUT_MS)
    child.on('close', code => {
      clearTimeout(timer)
      children.delete(child)
      const count = name => Number([...output.matchAll(new RegExp(`^ℹ ${name} (\\d+)$`, 'gm'))].pop()?.[1] ?? NaN)
      const pass = count('pass')
      let fail = count('fail') + (count('cancelled') || 0)
      if (Number.isNaN(fail) || Number.isNaN(pass)) fail = 1
      else if (code !== 0 && fail === 0) fail = 1
      resolve({ file, pass: pass || 0, fail, tests: count('tests') || 0, seconds: (Date.now() - begun) / 1000, output })
    })
  })
}

/** A Chromium the worker's files connect to (playwright's browser server; the flags and binary of the harness). */
async function launchBrowserServer() {
  const require = createRequire(import.meta.url)
  const { chromium } = require('playwright-core')
  const { chromiumLaunchOptions } = require(path.join(ROOT, 'test', 'e2e', 'chromium.cjs'))
  return chromium.launchServer(chromiumLaunchOptions())
}

function readDurations() {
  try {
    return JSON.parse(fs.readFileSync(DURATIONS, 'utf8'))
  } catch {
    return {}
  }
}

function writeDurations(done) {
  const next = { ...readDurations() }
  for (const r of done) next[r.file] = Math.round(r.seconds * 10) / 10
  fs.mkdirSync(path.dirname(DURATIONS), { recursive: true })
  fs.writeFileSync(DURATIONS, `${JSON.stringify(next, null, 1)}\n`)
}

function stopAll(code) {
  for (const child of children) child.kill('SIGKILL')
  void Promise.all(browsers.map(b => b.close().catch(() => undefined))).finally(() => {
    fs.rmSync(scratch, { recursive: true, force: true })
    process.exit(code)
  })
}
