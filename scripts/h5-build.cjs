/**
 * The production H5 build the tests and the size budgets run against (dist/h5), built when missing or older than
 * any file of src/, config/ or types/, one build at a time across processes (a lock folder), so parallel test
 * files and scripts/test.mjs's early build share one.  `node scripts/h5-build.cjs` builds it if stale.
 * CommonJS: required by the browser harness (test/e2e/harness.ts) and scripts/test.mjs alike.
 */
const { spawnSync } = require('node:child_process')
const fs = require('node:fs')
const path = require('node:path')

const ROOT = path.resolve(__dirname, '..')
const H5_DIR = path.join(ROOT, 'dist', 'h5')
const SOURCE_DIRS = ['src', 'config', 'types'].map(d => path.join(ROOT, d))
const LOCK = path.join(ROOT, 'dist', '.h5-build-lock')

function newestMtime(dir) {
  let newest = 0
  if (!fs.existsSync(dir)) return 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs
    if (time > newest) newest = time
  }
  return newest
}

/** True when the build is missing or older than any source file. */
function h5BuildIsStale() {
  const index = path.join(H5_DIR, 'index.html')
  if (!fs.existsSync(index)) return true
  const built = fs.statSync(index).mtimeMs
  return SOURCE_DIRS.some(dir => newestMtime(dir) > built)
}

const sleepSync = ms => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/** Builds dist/h5 if stale (waiting for a build another process runs) and answers its folder; throws with the build's output when it fails. */
function ensureH5Build() {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true })
  const started = Date.now()
  for (;;) {
    try {
      fs.mkdirSync(LOCK)
      break
    } catch {
      const age = Date.now() - fs.statSync(LOCK).mtimeMs
      if (age > 10 * 60_000) fs.rmSync(LOCK, { recursive: true, force: true })
      else if (Date.now() - started > 15 * 60_000) throw new Error('timed out waiting for another H5 build')
      else sleepSync(500)
    }
  }
  try {
    if (h5BuildIsStale()) {
      process.stderr.write('[h5] building the H5 app (dist/h5)…\n')
      const res = spawnSync('npx', ['taro', 'build', '--type', 'h5'], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'production', TARO_ENV: 'h5', TARO_OUTPUT_DIR: 'dist/h5' },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024
      })
      if (res.status !== 0 || !fs.existsSync(path.join(H5_DIR, 'index.html'))) {
        throw new Error(`H5 build failed:\n${(res.stdout || '').slice(-4000)}\n${(res.stderr || '').slice(-4000)}`)
      }
    }
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true })
  }
  return H5_DIR
}

module.exports = { ensureH5Build, h5BuildIsStale, H5_DIR }

if (require.main === module) {
  try {
    ensureH5Build()
    console.log('build: 1 passed, 0 failed')
  } catch (error) {
    console.log(String(error.message || error))
    console.log('build: 0 passed, 1 failed')
    process.exit(1)
  }
}
