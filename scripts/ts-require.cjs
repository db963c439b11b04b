/**
 * A lean TypeScript require hook for the node:test suites (`node --require ./scripts/ts-require.cjs --test …`): the
 * repository's .ts/.tsx files are compiled by esbuild one file at a time, as tsx does, with the root tsconfig's
 * options and its `@/` alias; node_modules are left to Node itself (ESM-only packages load through Node's own
 * require of ES modules). tsx also puts every package through its hooks, which tripled the start-up of a test file
 * (typebox alone: 0.16 s plain, 0.7 s through tsx); a test file starts once per file, about 90 times a run.
 * Compiled files are kept in the temporary folder, keyed by path and content.
 */
const { createHash } = require('node:crypto')
const fs = require('node:fs')
const Module = require('node:module')
const os = require('node:os')
const path = require('node:path')
const esbuild = require('esbuild')

const ROOT = path.resolve(__dirname, '..')
const CACHE = path.join(os.tmpdir(), `ts-require-${esbuild.version}`)
/** This file and the tsconfig are part of every cache key: a change in how files are compiled compiles them again. */
const SALT = createHash('sha1')
  .update(fs.readFileSync(__filename))
  .update(fs.readFileSync(path.join(ROOT, 'tsconfig.json')))
  .digest('hex')
const { compilerOptions } = JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8'))
const TSCONFIG = {
  compilerOptions: {
    target: compilerOptions.target,
    useDefineForClassFields: compilerOptions.useDefineForClassFields,
    experimentalDecorators: compilerOptions.experimentalDecorators,
    jsx: compilerOptions.jsx
  }
}
const ALIASES = Object.entries(compilerOptions.paths || {}).map(([pattern, [target]]) => ({
  prefix: pattern.replace(/\*$/, ''),
  wildcard: pattern.endsWith('*'),
  target: path.join(ROOT, target.replace(/\*$/, ''))
}))

const resolveFilename = Module._resolveFilename
Module._resolveFilename = function (request, ...rest) {
  for (const alias of ALIASES) {
    if (alias.wildcard ? request.startsWith(alias.prefix) : request === alias.prefix) {
      return resolveFilename.call(this, alias.wildcard ? alias.target + request.slice(alias.prefix.length) : alias.target, ...rest)
    }
  }
  return resolveFilename.call(this, request, ...rest)
}

function compiled(filename, loader) {
  const source = fs.readFileSync(filename, 'utf8')
  const key = createHash('sha1').update(SALT).update(filename).update('\0').update(source).digest('hex')
  const cached = path.join(CACHE, `${key}.js`)
  try {
    return fs.readFileSync(cached, 'utf8')
  } catch {
    // not compiled yet
  }
  const { code } = esbuild.transformSync(source, {
    loader,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    sourcemap: 'inline',
    sourcefile: filename,
    tsconfigRaw: TSCONFIG,
    // import() of a repository file becomes a require: Node's own import() would not know .ts files.
    supported: { 'dynamic-import': false }
  })
  fs.mkdirSync(CACHE, { recursive: true })
  const partial = `${cached}.${process.pid}`
  fs.writeFileSync(partial, code)
  fs.renameSync(partial, cached)
  return code
}

for (const [ext, loader] of [
  ['.ts', 'ts'],
  ['.tsx', 'tsx']
]) {
  Module._extensions[ext] = (module, filename) => module._compile(compiled(filename, loader), filename)
}
// Failures point at the TypeScript lines.
process.setSourceMapsEnabled(true)
