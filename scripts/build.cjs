/**
 * The app's build outputs, each built when missing or older than one of its inputs (one staleness rule for all), one
 * build of each at a time across processes (a lock folder per output), so `npm start`, scripts/test.mjs, the test
 * runners and parallel test files share one build:
 *   h5      dist/h5: Taro's production web build (inputs: src/, config/, types/)
 *   ssr     dist/ssr/views.cjs: the app's views for the painted pages (src/ssr/views.tsx and what it imports; esbuild,
 *           docs/first-paint.md "How"); the server loads it at start and never builds it
 *   server  dist/server: the server as plain JavaScript (start.cjs, reset.cjs, the workers' heavy.cjs and the
 *           migrations), node_modules left outside, so production runs `node dist/server/start.cjs`
 *
 *   node scripts/build.cjs [--if-stale] [--quiet] [h5|ssr|server …]    (default: all three)
 *
 * `npm run build` builds all; `npm start` builds what is stale first (not with SKIP_BUILD=1, nor the app when STATIC_DIR
 * names another folder), unless the build tools are not installed (`npm ci --omit=dev`): then dist/ is served as it
 * is. CommonJS: required by the test harnesses and scripts alike.
 */
const { spawnSync } = require('node:child_process')
const fs = require('node:fs')
const path = require('node:path')

const ROOT = path.resolve(__dirname, '..')
const DIST = path.join(ROOT, 'dist')
const H5_DIR = path.join(DIST, 'h5')
const SSR_BUNDLE = path.join(DIST, 'ssr', 'views.cjs')
const SERVER_DIR = path.join(DIST, 'server')
const MIGRATIONS = path.join(ROOT, 'server', 'db', 'migrations')

/** Newest modification time of a file, or of any file under a folder; Infinity when it is gone (so: rebuild). */
function newestMtime(file) {
  let stat
  try {
    stat = fs.statSync(file)
  } catch {
    return Infinity
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of fs.readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)))
  return newest
}

/** The inputs an esbuild output recorded when it was built (its `.meta.json`); null when it has none. */
function recordedInputs(output) {
  try {
    return JSON.parse(fs.readFileSync(`${output}.meta.json`, 'utf8')).inputs.map(file => path.resolve(ROOT, file))
  } catch {
    return null
  }
}

/** What each output is, what it is built from and how; `inputs` null means "unknown: build". */
const TARGETS = {
  h5: {
    output: path.join(H5_DIR, 'index.html'),
    inputs: () => ['src', 'config', 'types'].map(dir => path.join(ROOT, dir)),
    build: buildH5
  },
  ssr: {
    output: SSR_BUNDLE,
    inputs: () => withThisFile(recordedInputs(SSR_BUNDLE)),
    build: buildSsr
  },
  server: {
    output: path.join(SERVER_DIR, 'start.cjs'),
    inputs: () => withThisFile(recordedInputs(path.join(SERVER_DIR, 'start.cjs')), MIGRATIONS),
    build: buildServerJs
  }
}

const withThisFile = (inputs, ...more) => inputs && [...inputs, ...more, __filename]

/** True when the output is missing or older than one of its inputs: the one staleness rule of every build. */
function isStale(name) {
  const target = TARGETS[name]
  let built
  try {
    built = fs.statSync(target.output).mtimeMs
  } catch {
    return true
  }
  const inputs = target.inputs()
  return !inputs || inputs.some(input => newestMtime(input) > built)
}

/**
 * The devDependencies are installed (not after `npm ci --omit=dev`), Taro's CLI standing for them: a production
 * install has esbuild too (Taro's helper needs it), but serves what CI built rather than building on its own.
 */
function devInstall() {
  try {
    require.resolve('@tarojs/cli/package.json', { paths: [ROOT] })
    return true
  } catch {
    return false
  }
}

const sleepSync = ms => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/** Runs `work` holding the target's lock folder, waiting for a build another process runs. */
function withLock(name, work) {
  const lock = path.join(DIST, `.build-lock-${name}`)
  fs.mkdirSync(DIST, { recursive: true })
  const started = Date.now()
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch {
      let age = 0
      try {
        age = Date.now() - fs.statSync(lock).mtimeMs
      } catch {
        continue
      }
      if (age > 10 * 60_000) fs.rmSync(lock, { recursive: true, force: true })
      else if (Date.now() - started > 15 * 60_000) throw new Error(`timed out waiting for another ${name} build`)
      else sleepSync(name === 'h5' ? 500 : 50)
    }
  }
  try {
    return work()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

/**
 * Builds the named targets that are stale (all of them with `force`), one at a time; throws with the build's output
 * when one fails. `quiet` keeps Taro's progress out of the caller's output.
 */
function ensureBuilt(names = Object.keys(TARGETS), { force = false, quiet = true } = {}) {
  for (const name of names) {
    if (!TARGETS[name]) throw new Error(`unknown build "${name}" (h5, ssr, server)`)
    withLock(name, () => {
      if (force || isStale(name)) TARGETS[name].build({ quiet })
    })
  }
}

function buildH5({ quiet }) {
  process.stderr.write('[build] the H5 app (dist/h5; takes a minute)…\n')
  // Taro stops with exit code 0 on a config it rejects, writing nothing: without the old index.html that is a failure.
  fs.rmSync(TARGETS.h5.output, { force: true })
  const res = spawnSync('npx', ['taro', 'build', '--type', 'h5'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', TARO_ENV: 'h5', TARO_OUTPUT_DIR: 'dist/h5' },
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    shell: process.platform === 'win32'
  })
  if (res.status !== 0 || !fs.existsSync(TARGETS.h5.output)) {
    throw new Error(`H5 build failed:\n${(res.stdout || '').slice(-4000)}\n${(res.stderr || '').slice(-4000)}`)
  }
  // One script per painted route, and the compressed copies the server sends (scripts/web-bundles.cjs).
  require('./web-bundles.cjs').finishWebBuild(H5_DIR)
}

/** Writes a file beside its place and renames it there, so a process loading it meanwhile never reads half of it. */
function writeWhole(file, contents) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(tmp, contents)
  fs.renameSync(tmp, file)
}

/**
 * The painted views: src/ssr/views.tsx and the app's components it renders, for Node. `@tarojs/components` becomes
 * the web HTML components (src/ssr/taro-components.tsx over @tarojs/components-react), `@tarojs/taro` a small stub
 * (src/ssr/taro.ts), styles nothing; the web's platform files (x.h5.ts) win as in the H5 build. React, ReactDOM and
 * MobX stay outside, loaded from node_modules by the server (one React for the views and react-dom/server).
 */
function ssrOptions() {
  return {
    absWorkingDir: ROOT,
    entryPoints: ['src/ssr/views.tsx'],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    metafile: true,
    outfile: SSR_BUNDLE,
    logLevel: 'warning',
    jsx: 'automatic',
    tsconfig: 'tsconfig.json',
    resolveExtensions: ['.h5.tsx', '.h5.ts', '.tsx', '.ts', '.mjs', '.js', '.json'],
    alias: {
      '@tarojs/components': './src/ssr/taro-components.tsx',
      '@tarojs/taro': './src/ssr/taro.ts',
      '@/services/sanitize/sanitize': './src/ssr/sanitize.ts'
    },
    loader: { '.scss': 'empty', '.css': 'empty' },
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'mobx', 'mobx-react-lite'],
    define: { 'process.env.TARO_ENV': '"h5"', 'process.env.TARO_PLATFORM': '"web"', ENABLE_INNER_HTML: 'true' }
  }
}

/** Writes a views bundle esbuild made (in memory) and the inputs it was made from. */
function writeSsr(result) {
  writeWhole(`${SSR_BUNDLE}.meta.json`, JSON.stringify({ inputs: Object.keys(result.metafile.inputs) }))
  writeWhole(SSR_BUNDLE, result.outputFiles[0].contents)
}

function buildSsr() {
  writeSsr(require('esbuild').buildSync(ssrOptions()))
}

/**
 * The server: its two commands and the worker threads' tasks, one file each, with src/shared and types/ inside and
 * every package outside (installed by `npm ci --omit=dev`). Built into a fresh folder that then replaces dist/server.
 */
function buildServerJs() {
  const next = `${SERVER_DIR}.${process.pid}.tmp`
  fs.rmSync(next, { recursive: true, force: true })
  const result = require('esbuild').buildSync({
    absWorkingDir: ROOT,
    entryPoints: { start: 'server/cli/start.ts', reset: 'server/cli/reset.ts', heavy: 'server/workers/heavy.ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outdir: next,
    outExtension: { '.js': '.cjs' },
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    tsconfig: 'server/tsconfig.json'
  })
  fs.cpSync(MIGRATIONS, path.join(next, 'migrations'), { recursive: true })
  fs.writeFileSync(path.join(next, 'start.cjs.meta.json'), JSON.stringify({ inputs: Object.keys(result.metafile.inputs) }))
  const old = `${SERVER_DIR}.${process.pid}.old`
  if (fs.existsSync(SERVER_DIR)) fs.renameSync(SERVER_DIR, old)
  fs.renameSync(next, SERVER_DIR)
  fs.rmSync(old, { recursive: true, force: true })
}

/**
 * `npm run dev`: the views bundle rebuilt whenever one of its sources changes (the dev server restarts on a new
 * bundle). Answers esbuild's watch context; its first build is done when this resolves.
 */
async function watchSsr() {
  const esbuild = require('esbuild')
  const write = {
    name: 'write-whole',
    setup(build) {
      build.onEnd(result => {
        if (result.errors.length === 0) writeSsr(result)
      })
    }
  }
  const context = await esbuild.context({ ...ssrOptions(), plugins: [write] })
  await context.rebuild()
  await context.watch()
  return context
}

module.exports = { ensureBuilt, isStale, watchSsr, H5_DIR, SSR_BUNDLE, SERVER_DIR }

if (require.main === module) {
  const args = process.argv.slice(2)
  const ifStale = args.includes('--if-stale')
  const quiet = args.includes('--quiet')
  const names = args.filter(a => !a.startsWith('--'))
  // `npm start` (--if-stale): SKIP_BUILD=1 builds nothing, and an app build of STATIC_DIR's own is the caller's.
  const ownStatic = process.env.STATIC_DIR && path.resolve(ROOT, process.env.STATIC_DIR) !== H5_DIR
  const skipped = name => ifStale && (process.env.SKIP_BUILD === '1' || (name === 'h5' && ownStatic))
  const chosen = (names.length ? names : Object.keys(TARGETS)).filter(name => !skipped(name))
  let failed = 0
  for (const name of chosen) {
    const started = Date.now()
    try {
      if (ifStale && !devInstall()) {
        // A production install: serve what was built, and say so when it is not there.
        if (!fs.existsSync(TARGETS[name].output))
          throw new Error(
            `${path.relative(ROOT, TARGETS[name].output)} is missing and the build tools are not installed: build before deploying (npm run build)`
          )
        continue
      }
      if (ifStale && !isStale(name)) continue
      ensureBuilt([name], { force: !ifStale, quiet })
      console.log(`[build] ${name} → ${path.relative(ROOT, TARGETS[name].output)} (${Date.now() - started} ms)`)
    } catch (error) {
      failed++
      console.log(`[build] ${name}: ${String(error.message || error)}`)
    }
  }
  // scripts/test.mjs counts this line.
  if (quiet) console.log(`build: ${chosen.length - failed} passed, ${failed} failed`)
  process.exit(failed ? 1 : 0)
}
