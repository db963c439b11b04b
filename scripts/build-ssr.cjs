/**
 * Builds the server renderer of the painted first view (docs/first-paint.md "How"): src/ssr/views.tsx and the
 * app's own components it renders, bundled for Node into dist/ssr/views.cjs. `@tarojs/components` becomes the web
 * HTML components (src/ssr/taro-components.tsx over @tarojs/components-react), `@tarojs/taro` a small stub
 * (src/ssr/taro.ts), styles nothing; the web's platform files (x.h5.ts) win as in the H5 build. React, ReactDOM and
 * MobX stay outside, loaded from node_modules by the server (one React for the views and react-dom/server).
 *
 * Run by `npm run build`, and by the server (server/ssr/views.ts) when the bundle is missing or older than one of
 * its inputs (dist/ssr/views.meta.json lists them), so a fresh clone, CI and `npm start` need no extra step.
 * CommonJS on purpose: the server builds and loads it synchronously on its first paint.
 */
const fs = require('node:fs')
const path = require('node:path')

const ROOT = path.resolve(__dirname, '..')
const OUT_DIR = path.join(ROOT, 'dist', 'ssr')
const BUNDLE = path.join(OUT_DIR, 'views.cjs')
const META = path.join(OUT_DIR, 'views.meta.json')

/** True when the bundle is missing or one of the files it was built from changed since. */
function isStale() {
  let built
  try {
    built = fs.statSync(BUNDLE).mtimeMs
  } catch {
    return true
  }
  let inputs
  try {
    inputs = JSON.parse(fs.readFileSync(META, 'utf8')).inputs
  } catch {
    return true
  }
  for (const file of [...inputs, __filename]) {
    try {
      if (fs.statSync(path.resolve(ROOT, file)).mtimeMs > built) return true
    } catch {
      return true
    }
  }
  return false
}

/** Bundles the views; written beside and renamed, so a server loading it meanwhile never reads half a file. */
function buildSsr() {
  const esbuild = require('esbuild')
  const result = esbuild.buildSync({
    absWorkingDir: ROOT,
    entryPoints: ['src/ssr/views.tsx'],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    metafile: true,
    outfile: BUNDLE,
    logLevel: 'warning',
    jsx: 'automatic',
    tsconfig: 'tsconfig.json',
    resolveExtensions: ['.h5.tsx', '.h5.ts', '.tsx', '.ts', '.mjs', '.js', '.json'],
    alias: {
      '@tarojs/components': './src/ssr/taro-components.tsx',
      '@tarojs/taro': './src/ssr/taro.ts',
      '@/services/sanitize/sanitize': './src/ssr/sanitize.ts',
      // The checkbox tick's icon font (the form fields' own stylesheet): styles are dropped here.
      '@tarojs/components/dist/taro-components/taro-components.css?icon-font': './src/ssr/no-style.css'
    },
    loader: { '.scss': 'empty', '.css': 'empty' },
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'mobx', 'mobx-react'],
    define: { 'process.env.TARO_ENV': '"h5"', 'process.env.TARO_PLATFORM': '"web"', ENABLE_INNER_HTML: 'true' }
  })
  fs.mkdirSync(OUT_DIR, { recursive: true })
  const tmp = `${BUNDLE}.${process.pid}.tmp`
  fs.writeFileSync(tmp, result.outputFiles[0].contents)
  fs.writeFileSync(`${META}.${process.pid}.tmp`, JSON.stringify({ inputs: Object.keys(result.metafile.inputs) }))
  fs.renameSync(`${META}.${process.pid}.tmp`, META)
  fs.renameSync(tmp, BUNDLE)
  return BUNDLE
}

/** The bundle's path, built first when missing or stale. */
function ensureSsrBundle() {
  return isStale() ? buildSsr() : BUNDLE
}

module.exports = { buildSsr, ensureSsrBundle, isStale, BUNDLE }

if (require.main === module) {
  const started = Date.now()
  buildSsr()
  console.log(`ssr views → ${path.relative(ROOT, BUNDLE)} (${Date.now() - started} ms)`)
}
