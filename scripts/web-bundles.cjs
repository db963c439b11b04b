/**
 * What the H5 build gets after Taro's webpack run (scripts/build.cjs), for a visitor on a slow link:
 *
 * - One script per painted route holding all of the route's own JS chunks (`bundles` in route-manifest.json). A
 *   painted landing page loads it with the app's scripts instead of 25–40 chunk files: on a 400 ms round trip a file
 *   costs a round trip per wave of six requests, and one file compresses a fifth smaller than its parts apart. Each
 *   chunk file is a push onto webpack's chunk array, so the bundle is their text joined: run before app.js (the
 *   webpack runtime), its pushes are read when the runtime starts, and the route's `import()` finds its chunks
 *   installed and requests nothing. Only painted routes get one (server/ssr/index-page.ts loads it; every other page
 *   loads its chunks as webpack splits them).
 * - A brotli (quality 11) and a gzip (level 9) copy of every script and stylesheet, which the server sends as they are
 *   (@fastify/static `preCompressed`) instead of compressing each answer at quality 5: a tenth fewer bytes.
 */
const { createHash } = require('node:crypto')
const fs = require('node:fs')
const Module = require('node:module')
const path = require('node:path')
const zlib = require('node:zlib')

const ROOT = path.resolve(__dirname, '..')
/** Smaller files are sent as they are (the server's compression threshold, server/app.ts). */
const COMPRESS_FROM_BYTES = 1024

/** PAINTED_ROUTES of src/shared/painted-routes.ts (TypeScript: bundled in memory by esbuild, then loaded). */
function paintedRoutes() {
  const result = require('esbuild').buildSync({
    absWorkingDir: ROOT,
    entryPoints: ['src/shared/painted-routes.ts'],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'warning',
    tsconfig: 'tsconfig.json'
  })
  const mod = new Module('painted-routes')
  mod._compile(result.outputFiles[0].text, path.join(ROOT, 'src/shared/painted-routes.js'))
  return mod.exports.PAINTED_ROUTES
}

/** Writes js/<route>.<hash>.js for each painted route with more than one JS file; answers { route: file }. */
function writeRouteBundles(dir, manifest, routes) {
  const bundles = {}
  for (const route of routes) {
    const js = (manifest.routes[route] || []).filter(f => f.endsWith('.js'))
    if (js.length < 2) continue
    // A semicolon between files: a chunk ending in ")" followed by one starting with "(" would be read as a call.
    const text = js.map(f => fs.readFileSync(path.join(dir, f), 'utf8')).join(';\n')
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 8)
    const file = `js/${route.replace(/[^\w]+/g, '-')}.${hash}.js`
    fs.writeFileSync(path.join(dir, file), text)
    bundles[route] = file
  }
  return bundles
}

/** file.br and file.gz beside every script and stylesheet of the build. */
function precompress(dir) {
  for (const sub of ['js', 'css']) {
    const folder = path.join(dir, sub)
    if (!fs.existsSync(folder)) continue
    for (const name of fs.readdirSync(folder)) {
      if (!/\.(js|css)$/.test(name)) continue
      const file = path.join(folder, name)
      const body = fs.readFileSync(file)
      if (body.length < COMPRESS_FROM_BYTES) continue
      const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length }
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params }))
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }))
    }
  }
}

/** Adds the route bundles to a finished H5 build (its route-manifest.json gains `bundles`) and compresses it. */
function finishWebBuild(dir) {
  const manifestFile = path.join(dir, 'route-manifest.json')
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
  manifest.bundles = writeRouteBundles(dir, manifest, paintedRoutes())
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2))
  precompress(dir)
}

module.exports = { finishWebBuild }
