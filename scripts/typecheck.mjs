#!/usr/bin/env node
// `npm run typecheck`: tsc --noEmit on every TypeScript project, one after the other:
//   test/tsconfig.json (the app: src, types, config, with its jest unit/page tests, the browser suites and their
//   helpers, in one program, since the tests import most of the app), server/tsconfig.json (server + test/server),
//   src/service-worker/tsconfig.json (the offline-ticket service worker: the WebWorker library instead of the DOM's).
// Closes with "typecheck: N passed, N failed" counted in projects; exit code non-zero when any has an error.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const projects = ['test/tsconfig.json', 'server/tsconfig.json', 'src/service-worker/tsconfig.json']
const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc')

let passed = 0
let failed = 0
for (const project of projects) {
  process.stdout.write(`tsc --noEmit -p ${project}\n`)
  const res = spawnSync(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', project], {
    cwd: ROOT,
    encoding: 'utf8'
  })
  const output = `${res.stdout || ''}${res.stderr || ''}`
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
  const errors = (output.match(/error TS\d+/g) || []).length
  if (res.status === 0) {
    passed++
    process.stdout.write(`  ok\n`)
  } else {
    failed++
    process.stdout.write(`  ${errors || 'tsc failed with'} error(s)\n`)
  }
}
process.stdout.write(`typecheck: ${passed} passed, ${failed} failed\n`)
process.exit(failed ? 1 : 0)
