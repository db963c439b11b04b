#!/usr/bin/env node
// The mini-program targets: builds weapp and tt from the same source into dist/weapp and dist/tt (with the test
// API origin), checks every page of app.config (sub-package included) was emitted and no web-only API leaked,
// then boots every page in the simulated host (scripts/mini-host) against the local server with demo data.
// (That a build without an https API origin stops is config/build-settings.ts's rule, proven by its jest test.)
// MINI_TARGETS=weapp limits the targets; MINI_SKIP_BUILD=1 reuses existing builds. Prints "N passed, N failed".
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { runHost, TEST_ORIGIN } from './mini-host/run.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const targets = (process.env.MINI_TARGETS || 'weapp,tt').split(',').filter(Boolean)
const ext = { weapp: '.wxml', tt: '.ttml' }
// Web-only APIs that must stay behind the .h5 adapters (Taro's mini runtime has its own document/window,
// so those names are not checked; guarded Blob/URL uses are allowed by docs/conventions.md).
const WEB_ONLY = ['DOMPurify', 'getReader(', 'new EventSource', 'localStorage', 'sessionStorage', 'document.cookie', 'navigator.sendBeacon']
let passed = 0
let failed = 0
const built = []

// Both targets build at the same time (a webpack build keeps about one core busy).
const builds = await Promise.all(targets.map(target => build(target)))
for (const { target, res, seconds } of builds) {
  const out = path.join('dist', target)
  const appJson = path.join(root, out, 'app.json')
  if (res.status !== 0 || !fs.existsSync(appJson)) {
    failed += 1
    console.log(`FAIL ${target}: build failed (exit ${res.status})`)
    console.log((res.stdout || '').slice(-3000), (res.stderr || '').slice(-3000))
    continue
  }
  built.push(target)
  const app = JSON.parse(fs.readFileSync(appJson, 'utf8'))
  const pages = [...app.pages, ...(app.subPackages || app.subpackages || []).flatMap(sp => sp.pages.map(p => `${sp.root}/${p}`))]
  const missing = pages.filter(p => !fs.existsSync(path.join(root, out, `${p}.js`)))
  const templates = fs.readdirSync(path.join(root, out)).filter(f => f.endsWith(ext[target]))
  const leaks = []
  const walk = dir => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.js')) {
        const text = fs.readFileSync(full, 'utf8')
        for (const name of WEB_ONLY) if (text.includes(name)) leaks.push(`${path.relative(path.join(root, out), full)}: ${name}`)
      }
    }
  }
  walk(path.join(root, out))
  if (leaks.length) {
    failed += 1
    console.log(`FAIL ${target}: web-only APIs in the mini-program build: ${leaks.slice(0, 10).join('; ')}`)
  } else if (missing.length || templates.length === 0) {
    failed += 1
    console.log(`FAIL ${target}: ${missing.length} of ${pages.length} pages missing: ${missing.slice(0, 5).join(', ')}`)
  } else {
    passed += 1
    console.log(`ok   ${target}: ${pages.length} pages built in ${seconds.toFixed(0)} s`)
  }
}
if (built.length) {
  const host = await runHost({ targets: built })
  passed += host.passed
  failed += host.failed
}
console.log(`mini: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)

/** One target's production build into dist/<target> with the test API origin (MINI_SKIP_BUILD=1 keeps the existing one). */
function build(target) {
  if (process.env.MINI_SKIP_BUILD === '1') return Promise.resolve({ target, res: { status: 0 }, seconds: 0 })
  const started = Date.now()
  return new Promise(resolve => {
    const child = spawn('npx', ['taro', 'build', '--type', target], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', TARO_APP_API_ORIGIN: TEST_ORIGIN, TARO_OUTPUT_DIR: path.join('dist', target) }
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', c => (stdout += c))
    child.stderr.on('data', c => (stderr += c))
    child.on('close', status => resolve({ target, res: { status, stdout, stderr }, seconds: (Date.now() - started) / 1000 }))
  })
}
