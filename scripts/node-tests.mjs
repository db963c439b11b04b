#!/usr/bin/env node
// Runs node:test files with tsx: `node scripts/node-tests.mjs <dir> [file ...]`.
// With files, only those run (so `npm run test:e2e -- test/e2e/shell.test.ts` runs one file); else every *.test.ts in <dir>.
// Files run in parallel, one per two cores (each browser file starts its own server and Chromium; they share one
// build through the harness's lock): one at a time on a 2-core machine. TEST_CONCURRENCY=N overrides.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const [dir, ...files] = process.argv.slice(2)
const targets = files.length
  ? files
  : fs
      .readdirSync(dir)
      .filter(f => f.endsWith('.test.ts'))
      .sort()
      .map(f => path.join(dir, f))
const concurrency = Number(process.env.TEST_CONCURRENCY) || Math.max(1, Math.floor(os.availableParallelism() / 2))
const res = spawnSync(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...targets], {
  stdio: 'inherit'
})
process.exit(res.status ?? 1)
