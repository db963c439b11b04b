#!/usr/bin/env node
// Size budgets of the production H5 build (budgets.json), gzipped: initial JS/CSS, home route JS,
// and every route's own chunks; then what the build must not hold (widgets, fonts, web components, syntax the oldest
// supported browsers cannot parse). Builds dist/h5 first when it is missing or stale. Prints "N passed, N failed".
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import zlib from 'node:zlib'
import * as acorn from 'acorn'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const dist = path.resolve(root, process.env.SIZE_DIST || 'dist/h5')
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'budgets.json'), 'utf8'))

// The same build the browser tests use (scripts/build.cjs: rebuilt when older than the sources); SIZE_DIST names another.
if (!process.env.SIZE_DIST) {
  try {
    createRequire(import.meta.url)('./build.cjs').ensureBuilt(['h5'])
  } catch (error) {
    console.log(String(error.message || error))
    console.log('0 passed, 1 failed')
    process.exit(1)
  }
}

const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'route-manifest.json'), 'utf8'))
const gz = file => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length
const sum = files => files.reduce((n, f) => n + gz(f), 0)
const js = files => files.filter(f => f.endsWith('.js'))
const css = files => files.filter(f => f.endsWith('.css'))

const initialJs = sum(js(manifest.initial))
const initialCss = sum(css(manifest.initial))
const homeFiles = manifest.routes['pages/index/index'] || []
const homeRouteJs = initialJs + sum(js(homeFiles))

// A file is a route's own chunk when only that route loads it; shared chunks are counted once.
const users = new Map()
for (const [route, files] of Object.entries(manifest.routes)) for (const f of js(files)) users.set(f, [...(users.get(f) || []), route])
const own = {}
for (const [file, routes] of users) if (routes.length === 1) own[routes[0]] = (own[routes[0]] || 0) + gz(file)

const results = []
const check = (name, value, budget) => results.push({ name, value, budget, ok: value <= budget })
check('initial JS (gzip)', initialJs, budgets.initialJs)
check('initial CSS (gzip)', initialCss, budgets.initialCss)
check('home route JS incl. initial (gzip)', homeRouteJs, budgets.homeRouteJs)
for (const route of Object.keys(manifest.routes).sort()) check(`route ${route} own chunks (gzip)`, own[route] || 0, budgets.routeChunk)
// Shared code shipped twice (a module in more than one chunk), in source bytes.
const duplicates = manifest.duplicates || []
const duplicateBytes = duplicates.reduce((n, d) => n + d.size * (d.chunks - 1), 0)
check('modules shipped in more than one chunk (bytes)', duplicateBytes, budgets.duplicateModuleBytes)
// Issue #18: Taro's H5 toast/modal/action sheet load on first use (src/services/ui/taro-ui.h5.ts), never with the
// first page. Their class names mark their code; the count of initial JS files holding it must stay 0.
const widgets = js(manifest.initial).filter(f => /taro__toast|taro-modal__|taro-actionsheet/.test(fs.readFileSync(path.join(dist, f), 'utf8')))
results.push({ name: 'initial JS files with the toast/modal widgets (files)', value: widgets.length, budget: 0, ok: widgets.length === 0 })
// Issue #18: Taro's start-up CSS is in the app's stylesheet, not injected from JavaScript (config/index.ts):
// an initial JS file holding it again (its weui keyframes mark it) would bring back the second style recalc.
const injectedCss = js(manifest.initial).filter(f => /weuiLoading|\.taro-app-wrap\{/.test(fs.readFileSync(path.join(dist, f), 'utf8')))
results.push({ name: "initial JS files injecting Taro's start-up CSS (files)", value: injectedCss.length, budget: 0, ok: injectedCss.length === 0 })
// Taro's icon font (a 6 KB data: URL) loads with the screens that draw a checkbox, not in the start-up stylesheet
// (config/taro-icon-font-loader.cjs): there it was half the initial CSS, and a new @font-face lays all text out again.
const fontFaces = css(manifest.initial).filter(f => fs.readFileSync(path.join(dist, f), 'utf8').includes('@font-face'))
results.push({ name: 'initial CSS files declaring a @font-face (files)', value: fontFaces.length, budget: 0, ok: fontFaces.length === 0 })
// Issue #18: the landing pages define no Stencil web component (rich text renders as plain HTML on the web,
// src/components/rich-text/html.h5.tsx); a file that registers custom elements would pull Stencil's runtime in.
const LANDING = ['pages/index/index', 'pages/article-list/index', 'pages/event-list/index', 'pages/article/index', 'pages/event/index']
const stencil = LANDING.flatMap(r => js(manifest.routes[r] || [])).filter(f => fs.readFileSync(path.join(dist, f), 'utf8').includes('customElements'))
results.push({ name: 'landing-route JS files defining web components (files)', value: new Set(stencil).size, budget: 0, ok: stencil.length === 0 })
// Issue #39: the lead form draws its radios, boxes, textarea and date as native HTML controls on the web
// (src/features/forms/components/controls.h5.tsx), so its route holds no Stencil runtime (~10 KB brotli, 130–150 ms to
// evaluate at 4× CPU): neither its JS files nor the one script a painted page loads for it (`bundles`). The marker is a
// property name of the runtime's host references, read from the installed runtime first: an upgrade that renames it
// fails here instead of leaving a check that can no longer fail.
const STENCIL_RUNTIME = 'node_modules/@stencil/core/internal/client/index.js'
const STENCIL_MARKER = '$hostElement$'
const markerKnown = fs.readFileSync(path.join(root, STENCIL_RUNTIME), 'utf8').includes(STENCIL_MARKER)
const NATIVE_FORM_ROUTES = ['pages/form/index']
const formStencil = NATIVE_FORM_ROUTES.flatMap(r => [...js(manifest.routes[r] || []), ...(manifest.bundles?.[r] ? [manifest.bundles[r]] : [])]).filter(f =>
  fs.readFileSync(path.join(dist, f), 'utf8').includes(STENCIL_MARKER)
)
results.push({
  name: `lead-form route JS files holding Stencil's runtime (${markerKnown ? STENCIL_MARKER : `marker ${STENCIL_MARKER} not in ${STENCIL_RUNTIME}: pick another`}) (files)`,
  value: new Set(formStencil).size,
  budget: 0,
  ok: markerKnown && formStencil.length === 0
})
// Issue #18: every JS file starts with V8's compile hint (config/compile-hints-plugin.ts), so Chrome compiles the
// app while it downloads instead of on the main thread at first call. The count of files without it must stay 0.
const allJs = fs.readdirSync(path.join(dist, 'js')).filter(f => f.endsWith('.js'))
const unhinted = allJs.filter(f => !fs.readFileSync(path.join(dist, 'js', f), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'))
results.push({
  name: `JS files without the compile hint (of ${allJs.length}) (files)`,
  value: unhinted.length,
  budget: 0,
  ok: allJs.length > 0 && unhinted.length === 0
})
const sharedLargest = Math.max(0, ...[...users].filter(([, r]) => r.length > 1).map(([f]) => gz(f)))

// Every script of the build parses in the oldest browsers the app supports (package.json browserslist "h5": Chrome 70,
// iOS Safari 12): ES2019 syntax at most, and no regex lookbehind (Safari 16.4). Babel compiles the app's own code for
// them; a dependency that webpack takes as published (query-string's `?.`, once) would stop app.js from parsing there.
const scripts = fs.readdirSync(path.join(dist, 'js')).filter(f => f.endsWith('.js'))
const unparsable = scripts.filter(f => {
  const source = fs.readFileSync(path.join(dist, 'js', f), 'utf8')
  try {
    acorn.parse(source, { ecmaVersion: 2019, sourceType: 'script' })
  } catch (error) {
    console.log(`     ${f}: ${error.message}: …${source.slice(Math.max(0, error.pos - 50), error.pos + 30)}…`)
    return true
  }
  if (!/\(\?<[=!]/.test(source)) return false
  console.log(`     ${f}: a regex lookbehind`)
  return true
})
results.push({ name: 'H5 scripts the oldest supported browsers cannot parse (files)', value: unparsable.length, budget: 0, ok: unparsable.length === 0 })

// …and every stylesheet says nothing they ignore: the `inset` shorthand (Chrome 87, Safari 14.1) left covers and
// overlays unplaced there (the mixin cover-edges writes the four edges).
const insetSheets = fs
  .readdirSync(path.join(dist, 'css'))
  .filter(f => f.endsWith('.css') && /[;{]inset:/.test(fs.readFileSync(path.join(dist, 'css', f), 'utf8')))
results.push({ name: 'H5 stylesheets using the inset shorthand (files)', value: insetSheets.length, budget: 0, ok: insetSheets.length === 0 })

const kb = n => `${(n / 1024).toFixed(1)} KB`
const show = r => (r.name.endsWith('(bytes)') || r.name.endsWith('(files)') ? `${r.value} / ${r.budget}` : `${kb(r.value)} / ${kb(r.budget)}`)
if (process.argv.includes('--all')) for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${show(r)}`)
else for (const r of results.filter(r => !r.ok || !r.name.startsWith('route '))) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${show(r)}`)
for (const d of duplicates.slice(0, 10)) console.log(`     duplicated: ${d.module} (${d.size} B × ${d.chunks} chunks)`)
const routeSizes = results.filter(r => r.name.startsWith('route ')).map(r => r.value)
console.log(`routes: ${routeSizes.length}, largest own chunk ${kb(Math.max(0, ...routeSizes))}, largest shared chunk ${kb(sharedLargest)}`)
const failed = results.filter(r => !r.ok).length
console.log(`size: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
