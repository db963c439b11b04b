#!/usr/bin/env node
// Runs node:test files (TypeScript through scripts/ts-require.cjs) in batches, N batches at a time:
//   node scripts/node-tests.mjs [--jobs=N] [--batch=N] [--browser] <dir> [file ...]
// With files, only those run (`npm run test:e2e -- test/e2e/shell.test.ts`); else every *.test.ts in <dir>.
// - Batches: up to --batch=N files (else TEST_BATCH, else 8) run in one process, each file as a suite of its own
//   (scripts/test-batch.cjs): the server, the app's source and the packages load once per batch instead of once per
//   file, which was most of a short file's time. --batch=1 gives every file a process of its own.
// - Jobs: --jobs=N, else TEST_CONCURRENCY, else one per core. The longest files go first (their durations from
//   the last run on this machine, .cache/test-durations.json; on a fresh clone, the largest files), in batches of
//   about a third of a worker's share, so the short ones even out the end.
// - Built first when stale (scripts/build.cjs): the painted views every server loads at start, and dist/server.
// - Set-up paid once: every server of the run copies one seeded demo database (TEST_DB_TEMPLATE,
//   test/server/support/seeded-db.ts); with --browser each worker starts one Chromium that its files connect to
//   (E2E_BROWSER_WS; every test still opens contexts of its own).
// - Each batch's output is printed whole when it ends, headed by its files and duration; the run closes with the
//   node:test totals ("ℹ pass N", "ℹ fail N") and one "file-time: <s> <file>" line per file (scripts/test.mjs reads
//   both).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const DURATIONS = path.join(ROOT, '.cache', 'test-durations.json')
const TS_HOOK = path.join(ROOT, 'scripts', 'ts-require.cjs')
const BATCH_ENTRY = path.join(ROOT, 'scripts', 'test-batch.cjs')
/** A batch still running after this long has hung: it is stopped and counted as failed. */
const BATCH_TIMEOUT_MS = 10 * 60_000

const args = process.argv.slice(2)
const flag = name => args.find(a => a === `--${name}` || a.startsWith(`--${name}=`))
const [dir, ...files] = args.filter(a => !a.startsWith('--'))
const jobsFlag = flag('jobs')?.split('=')[1]
const jobs = Math.max(1, Number(jobsFlag) || Number(process.env.TEST_CONCURRENCY) || os.availableParallelism())
const batchFlag = flag('batch')?.split('=')[1]
const batchSize = Math.max(1, Number(batchFlag) || Number(process.env.TEST_BATCH) || 8)
const withBrowser = !!flag('browser')

const targets = files.length
  ? files
  : fs
      .readdirSync(dir)
      .filter(f => f.endsWith('.test.ts'))
      .map(f => path.join(dir, f))

const known = readDurations()
const expected = file => known[file] ?? fs.statSync(file).size / 1000
const queue = batches([...targets].sort((a, b) => expected(b) - expected(a)))

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
const fileResults = results.flatMap(r => r.files)
for (const r of fileResults) process.stdout.write(`file-time: ${r.seconds.toFixed(1)} ${r.file}\n`)
const failedFiles = results.flatMap(r => r.failedFiles)
if (failedFiles.length) process.stdout.write(`\nfailed files:\n${failedFiles.map(file => `  ${file}`).join('\n')}\n`)
process.stdout.write(
  `ℹ files ${fileResults.length} in ${results.length} processes (${jobs} at a time)\nℹ tests ${total.tests}\nℹ pass ${total.pass}\nℹ fail ${total.fail}\n` +
    `ℹ duration_ms ${Date.now() - started}\n`
)
writeDurations(fileResults)
process.exit(total.fail > 0 ? 1 : 0)

async function worker(slot) {
  const workerEnv = { ...env, TEST_WORKER: String(slot + 1) }
  if (withBrowser) {
    const browser = await launchBrowserServer()
    browsers.push(browser)
    workerEnv.E2E_BROWSER_WS = browser.wsEndpoint()
  }
  for (let batch = queue.shift(); batch; batch = queue.shift()) {
    const result = await runBatch(batch, workerEnv)
    results.push(result)
    const mark = result.fail ? '✖' : '✔'
    const failedFiles = result.failedFiles.length ? ` (✖ ${result.failedFiles.join(', ')})` : ''
    process.stdout.write(
      `\n── ${mark} ${batch.join(' ')} · ${result.seconds.toFixed(1)} s · ${result.pass} passed, ${result.fail} failed${failedFiles}\n${result.output}`
    )
  }
}

/**
 * One batch of files in a node:test process of its own (scripts/test-batch.cjs); its counts come from the closing
 * "ℹ pass/fail/cancelled" lines, each file's time and failure from its own lines.
 */
function runBatch(batch, workerEnv) {
  return new Promise(resolve => {
    const begun = Date.now()
    const child = spawn(process.execPath, ['--require', TS_HOOK, '--test-reporter=spec', BATCH_ENTRY], {
      cwd: ROOT,
      env: { ...workerEnv, TEST_BATCH_FILES: batch.join('\n') },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    children.add(child)
    let output = ''
    child.stdout.on('data', chunk => (output += chunk))
    child.stderr.on('data', chunk => (output += chunk))
    const timer = setTimeout(() => {
      output += `\n[node-tests] ${batch.join(' ')} still running after ${BATCH_TIMEOUT_MS / 60_000} minutes: stopped\n`
      child.kill('SIGKILL')
    }, BATCH_TIMEOUT_MS)
    child.on('close', code => {
      clearTimeout(timer)
      children.delete(child)
      const count = name => Number([...output.matchAll(new RegExp(`^ℹ ${name} (\\d+)$`, 'gm'))].pop()?.[1] ?? NaN)
      const pass = count('pass')
      let fail = count('fail') + (count('cancelled') || 0)
      if (Number.isNaN(fail) || Number.isNaN(pass)) fail = 1
      else if (code !== 0 && fail === 0) fail = 1
      const seconds = (Date.now() - begun) / 1000
      const fileTimes = Object.fromEntries([...output.matchAll(/^batch-file-time: ([\d.]+) (\S+)$/gm)].map(m => [m[2], Number(m[1])]))
      // A file that never reported its time did not finish: the batch's time is all that is known of it.
      const files = batch.map(file => ({ file, seconds: fileTimes[file] ?? seconds }))
      const failedFiles = batch.filter(file => new RegExp(`^✖ ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `, 'm').test(output))
      if (fail > 0 && !failedFiles.length) failedFiles.push(...batch)
      resolve({ files, failedFiles, pass: pass || 0, fail, tests: count('tests') || 0, seconds, output })
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

/**
 * The files, longest first, cut into batches of at most `batchSize` files and about a third of a worker's share of
 * the run each: long files go in small batches first, short ones in full batches last, so the workers end together.
 */
function batches(files) {
  const target = files.reduce((sum, file) => sum + expected(file), 0) / (jobs * 3)
  const out = []
  let current = []
  let length = 0
  for (const file of files) {
    current.push(file)
    length += expected(file)
    if (current.length >= batchSize || length >= target) {
      out.push(current)
      current = []
      length = 0
    }
  }
  if (current.length) out.push(current)
  return out
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
