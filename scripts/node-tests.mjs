#!/usr/bin/env node
// Runs node:test files with tsx, one file at a time: `node scripts/node-tests.mjs <dir> [file ...]`.
// With files, only those run (so `npm run test:e2e -- test/e2e/shell.test.ts` runs one file); else every *.test.ts in <dir>.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const [dir, ...files] = process.argv.slice(2)
const targets = files.length
  ? files
  : fs
      .readdirSync(dir)
      .filter(f => f.endsWith('.test.ts'))
      .sort()
      .map(f => path.join(dir, f))
const res = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...targets], { stdio: 'inherit' })
process.exit(res.status ?? 1)
