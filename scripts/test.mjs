#!/usr/bin/env node
// The README's test command: every suite in order, each counted, one closing line "N passed, N failed".
//   0. lint (ESLint + Prettier check, counted in files) and typecheck (tsc on the app, server/ and test/,
//      counted in projects): fast guardrails first, and they fail the run like any suite
//   1. jest (unit + page tests)        2. server tests (node:test, real temp database)
//   3. size budgets of the H5 build    4. browser journeys (node:test + Chromium, built app + real server)
//   5. mini-program builds (weapp, tt) and every page booted in the simulated host (scripts/mini-host)
// TEST_ONLY=jest,server,... runs a subset. Exit code is non-zero when anything failed.
import { spawn } from 'node:child_process'

const suites = [
  { name: 'lint', cmd: 'node', args: ['scripts/lint.mjs'], parse: parsePlain },
  { name: 'typecheck', cmd: 'node', args: ['scripts/typecheck.mjs'], parse: parsePlain },
  // In CI jest runs its tests in a random order (the seed is printed), so no test leans on another's leftovers.
  { name: 'jest', cmd: 'npx', args: ['jest', '--ci', ...(process.env.CI ? ['--randomize'] : [])], parse: parseJest },
  { name: 'server', cmd: 'npm', args: ['run', '-s', 'test:server'], parse: parseNodeTest },
  { name: 'e2e', cmd: 'npm', args: ['run', '-s', 'test:e2e'], parse: parseNodeTest },
  { name: 'size', cmd: 'node', args: ['scripts/size-check.mjs'], parse: parsePlain },
  { name: 'mini', cmd: 'node', args: ['scripts/mini-build-check.mjs'], parse: parsePlain }
]

const only = (process.env.TEST_ONLY || '').split(',').filter(Boolean)
let passed = 0
let failed = 0
const lines = []

for (const suite of suites) {
  if (only.length && !only.includes(suite.name)) continue
  process.stdout.write(`\n=== ${suite.name} ===\n`)
  const started = Date.now()
  const { code, output } = await run(suite.cmd, suite.args)
  const seconds = Math.round((Date.now() - started) / 1000)
  let counts = suite.parse(output)
  if (!counts) counts = { passed: 0, failed: 1 }
  if (code !== 0 && counts.failed === 0) counts.failed = 1
  passed += counts.passed
  failed += counts.failed
  lines.push(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed${code !== 0 ? ` (exit ${code})` : ''} in ${seconds} s`)
}

process.stdout.write(`\n${lines.join('\n')}\n`)
process.stdout.write(`${passed} passed, ${failed} failed\n`)
process.exit(failed > 0 ? 1 : 0)

function run(cmd, args) {
  return new Promise(resolve => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
    let output = ''
    const take = stream => chunk => {
      const text = chunk.toString()
      output += text
      stream.write(text)
    }
    child.stdout.on('data', take(process.stdout))
    child.stderr.on('data', take(process.stderr))
    child.on('close', code => resolve({ code: code ?? 1, output }))
  })
}

function parseJest(output) {
  const m = [...output.matchAll(/^jest: (\d+) passed, (\d+) failed$/gm)].pop()
  return m ? { passed: Number(m[1]), failed: Number(m[2]) } : null
}

function parseNodeTest(output) {
  const pass = [...output.matchAll(/^\S*\s*pass (\d+)$/gm)].pop()
  const fail = [...output.matchAll(/^\S*\s*fail (\d+)$/gm)].pop()
  return pass && fail ? { passed: Number(pass[1]), failed: Number(fail[1]) } : null
}

function parsePlain(output) {
  const m = [...output.matchAll(/^(?:\w+: )?(\d+) passed, (\d+) failed$/gm)].pop()
  return m ? { passed: Number(m[1]), failed: Number(m[2]) } : null
}
