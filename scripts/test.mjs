#!/usr/bin/env node
// The README's test command: every suite, each counted, one closing line "N passed, N failed".
// Each suite starts as soon as the suites it waits for have ended (`after`), so a core one suite leaves idle goes to
// the next (jest takes the core the build leaves while it bundles alone):
//   lint (ESLint + Prettier + knip, counted in files), typecheck (tsc, counted in projects) and the build (dist/h5,
//   dist/ssr and dist/server, what is stale: scripts/build.cjs) start together; jest (unit + page tests) once lint and
//   typecheck have ended; the server tests (node:test, real temporary database) once jest and the build have; the
//   browser journeys (node:test + Chromium, built app + real server) alone after them; then the size budgets of the H5
//   build and the mini-program builds (weapp, tt, every page booted in the simulated host, scripts/mini-host).
// A suite's output is printed whole when it ends. TEST_ONLY=jest,server,... runs a subset (and the build when a chosen
// suite needs it). Closes with each suite's duration and the ten slowest test files. Exit code non-zero when anything
// failed.
import { spawn } from 'node:child_process'

const suites = [
  { name: 'lint', cmd: 'node', args: ['scripts/lint.mjs'], parse: parsePlain },
  { name: 'typecheck', cmd: 'node', args: ['scripts/typecheck.mjs'], parse: parsePlain },
  // Built here, beside lint and typecheck, rather than by the first server or browser test; only when a suite needs it.
  { name: 'build', cmd: 'node', args: ['scripts/build.cjs', '--if-stale', '--quiet'], parse: parsePlain, for: ['server', 'e2e', 'size'] },
  // In CI jest runs its tests in a random order (the seed is printed), so no test leans on another's leftovers.
  { name: 'jest', cmd: 'npx', args: ['jest', '--ci', ...(process.env.CI ? ['--randomize'] : [])], parse: parseJest, after: ['lint', 'typecheck'] },
  { name: 'server', cmd: 'npm', args: ['run', '-s', 'test:server'], parse: parseNodeTest, after: ['build', 'jest'] },
  // The browser files run with nothing else: some play a throttled phone, which a busy machine would starve.
  { name: 'e2e', cmd: 'npm', args: ['run', '-s', 'test:e2e'], parse: parseNodeTest, after: ['build', 'server'] },
  { name: 'size', cmd: 'node', args: ['scripts/size-check.mjs'], parse: parsePlain, after: ['build', 'e2e'] },
  { name: 'mini', cmd: 'node', args: ['scripts/mini-build-check.mjs'], parse: parsePlain, after: ['e2e'] }
]

const only = (process.env.TEST_ONLY || '').split(',').filter(Boolean)
const chosen = suites.filter(s => !only.length || only.includes(s.name) || (s.for && s.for.some(name => only.includes(name))))
let passed = 0
let failed = 0
const lines = []
const fileTimes = []
const failures = []
const began = Date.now()

// Every chosen suite starts once those it waits for (of the chosen ones) have ended.
const runs = new Map(chosen.map(suite => [suite.name, null]))
/** The suite's run (started once, after those it waits for): resolves when it has ended. */
const runOf = suite => {
  const waits = (suite.after || []).filter(name => runs.has(name))
  if (!runs.get(suite.name))
    runs.set(
      suite.name,
      Promise.all(waits.map(name => runOf(chosen.find(s => s.name === name)))).then(() => runSuite(suite))
    )
  return runs.get(suite.name)
}
await Promise.all(chosen.map(runOf))

// CI keeps the end of a long log: what failed, and why, is repeated there.
if (failures.length) process.stdout.write(`\nfailures:\n${failures.join('\n').split('\n').slice(0, 200).join('\n')}\n`)
const slowest = fileTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 10)
process.stdout.write(`\n${lines.join('\n')}\n`)
if (slowest.length) process.stdout.write(`slowest files:\n${slowest.map(f => `  ${f.seconds.toFixed(1).padStart(6)} s  ${f.file}`).join('\n')}\n`)
process.stdout.write(`total: ${Math.round((Date.now() - began) / 1000)} s\n`)
process.stdout.write(`${passed} passed, ${failed} failed\n`)
process.exit(failed > 0 ? 1 : 0)

async function runSuite(suite) {
  const begun = Date.now()
  process.stdout.write(`[test] ${suite.name} started at ${Math.round((begun - began) / 1000)} s\n`)
  const { code, output } = await run(suite.cmd, suite.args)
  const seconds = Math.round((Date.now() - begun) / 1000)
  process.stdout.write(`\n=== ${suite.name} (${seconds} s) ===\n${output}`)
  let counts = suite.parse(output)
  if (!counts) counts = { passed: 0, failed: 1 }
  if (code !== 0 && counts.failed === 0) counts.failed = 1
  passed += counts.passed
  failed += counts.failed
  if (counts.failed > 0) failures.push(`--- ${suite.name}\n${failureDigest(output)}`)
  for (const m of output.matchAll(/^file-time: ([\d.]+) (\S+)$/gm)) fileTimes.push({ seconds: Number(m[1]), file: m[2] })
  lines.push(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed${code !== 0 ? ` (exit ${code})` : ''} in ${seconds} s`)
}

function run(cmd, args) {
  return new Promise(resolve => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
    let output = ''
    const take = chunk => (output += chunk.toString())
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    child.on('close', code => resolve({ code: code ?? 1, output }))
  })
}

/**
 * The reasons of a failed suite, for the end of the log: node:test's "failing tests" section of each failed file
 * (headed by the file), jest's "●" blocks, else the suite's last lines.
 */
function failureDigest(output) {
  const nodeFiles = output
    .split(/\n(?=── )/)
    .filter(chunk => chunk.startsWith('── ✖'))
    .map(chunk => {
      const head = chunk.slice(0, chunk.indexOf('\n'))
      const at = chunk.indexOf('✖ failing tests:')
      const reasons =
        at >= 0
          ? chunk
              .slice(at)
              .split(/\nfile-time: /)[0]
              .split('\n')
              .slice(1)
          : []
      return [head, ...reasons.filter(line => !/\(node:/.test(line)).slice(0, 50)].join('\n')
    })
  if (nodeFiles.length) return nodeFiles.join('\n')
  const jestBlocks = [...output.matchAll(/^ {2}● .*(?:\n(?! {2}● ).*){0,25}/gm)].map(m => m[0])
  if (jestBlocks.length) return jestBlocks.join('\n')
  return output.trimEnd().split('\n').slice(-30).join('\n')
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
