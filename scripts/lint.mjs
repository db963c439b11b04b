#!/usr/bin/env node
// `npm run lint`: ESLint (eslint.config.mjs: typescript-eslint, react-hooks, the layering and @/ alias rules of
// eslint-rules/), Prettier's check (.prettierrc), every file of the repository that is not ignored, and knip
// (knip.jsonc: unused files, exports, dependencies; issue #28) and the spacing tokens of the app's SCSS.
// `npm run lint:fix` (--fix) applies every automatic fix first (ESLint's fixers, then prettier --write).
// Closes with "lint: N passed, N failed" counted in files; exit code non-zero when any file has a finding.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'

const ROOT = path.resolve(import.meta.dirname, '..')
const fix = process.argv.includes('--fix')
const bin = name => path.join(ROOT, 'node_modules', '.bin', name)

// Prettier's check and knip run in processes of their own while ESLint lints (with --fix, after ESLint's fixes).
const background = (name, args) => {
  const child = spawn(bin(name), args, { cwd: ROOT })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', c => (stdout += c))
  child.stderr.on('data', c => (stderr += c))
  return new Promise(resolve => {
    child.on('error', error => resolve({ status: null, stdout, stderr, error }))
    child.on('close', status => resolve({ status, stdout, stderr }))
  })
}
const KNIP_ARGS = ['--no-progress', '--reporter', 'json']
const knipRun = fix ? null : background('knip', KNIP_ARGS)
const prettierRun = fix ? null : background('prettier', ['--list-different', '.'])

const eslint = new ESLint({ cwd: ROOT, fix })
const results = await eslint.lintFiles(['.'])
if (fix) await ESLint.outputFixes(results)
const formatter = await eslint.loadFormatter('stylish')
const report = await formatter.format(results)
if (report) process.stdout.write(report)

const failed = new Set()
let problems = 0
let fixable = 0
for (const r of results) {
  if (r.errorCount + r.warningCount > 0) failed.add(path.relative(ROOT, r.filePath))
  problems += r.errorCount + r.warningCount
  fixable += r.fixableErrorCount + r.fixableWarningCount
}
const all = new Set(results.map(r => path.relative(ROOT, r.filePath)))

if (fix) spawnSync(bin('prettier'), ['--write', '--log-level', 'warn', '.'], { cwd: ROOT, stdio: 'inherit' })
const check = prettierRun ? await prettierRun : await background('prettier', ['--list-different', '.'])
if (check.error || (check.status !== 0 && check.status !== 1)) {
  process.stdout.write(`prettier could not run: ${check.error?.message || check.stderr}\n`)
  process.stdout.write('lint: 0 passed, 1 failed\n')
  process.exit(1)
}
const unformatted = check.stdout
  .split('\n')
  .map(s => s.trim())
  .filter(Boolean)
for (const file of unformatted) {
  all.add(file)
  failed.add(file)
}

// Spacing: every padding, margin and gap in the app's SCSS takes a $space-* token (src/styles/_tokens.scss), or a
// named variable for a component's own dimension; a literal length other than 0 and a 1 px hairline fails (issue #28).
const SPACING = /^\s*(?:padding|margin|gap|row-gap|column-gap)(?:-[a-z-]+)?\s*:([^;{]*)/
const spacing = []
const scssFiles = dir =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap(e => (e.isDirectory() ? scssFiles(`${dir}/${e.name}`) : e.name.endsWith('.scss') ? [`${dir}/${e.name}`] : []))
for (const file of scssFiles('src')) {
  if (file.endsWith('_tokens.scss')) continue
  fs.readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const value = SPACING.exec(line)?.[1]
      if (value && /(^|[\s(,+*-])(?!1px\b)\d*\.?\d+(px|rem|em)\b/.test(value)) spacing.push(`${file}:${i + 1}: ${line.trim()}`)
    })
}
for (const finding of spacing) {
  process.stdout.write(`spacing: ${finding} (use a $space-* token)\n`)
  const file = finding.split(':')[0]
  all.add(file)
  failed.add(file)
}

// knip: each file with a finding counts as a failed file; `npx knip` shows the findings again.
const knip = knipRun ? await knipRun : await background('knip', KNIP_ARGS)
let knipFiles = []
try {
  const found = JSON.parse(knip.stdout)
  knipFiles = [
    ...found.files.map(file => ({ file })),
    ...found.issues.filter(i => Object.entries(i).some(([k, v]) => k !== 'file' && Array.isArray(v) && v.length))
  ]
} catch {
  process.stdout.write(`knip could not run: ${knip.error?.message || knip.stderr}\n`)
  knipFiles = [{ file: 'knip.jsonc' }]
}
if (knipFiles.length) spawnSync(bin('knip'), ['--no-progress'], { cwd: ROOT, stdio: 'inherit' })
for (const i of knipFiles) {
  all.add(i.file)
  failed.add(i.file)
}

process.stdout.write(
  `\neslint: ${problems} problem(s) in ${results.filter(r => r.errorCount + r.warningCount).length} file(s)` +
    (fixable ? `, ${fixable} fixable with \`npm run lint:fix\`` : '') +
    `\nprettier: ${unformatted.length} file(s) not formatted` +
    (unformatted.length ? ' (`npm run format` formats them)' : '') +
    `\nknip: ${knipFiles.length} file(s) with unused code or dependencies` +
    `\nspacing: ${spacing.length} literal padding/margin/gap length(s) in SCSS` +
    '\n'
)
if (unformatted.length && unformatted.length <= 20) process.stdout.write(unformatted.map(f => `  ${f}\n`).join(''))
process.stdout.write(`lint: ${all.size - failed.size} passed, ${failed.size} failed\n`)
process.exit(failed.size ? 1 : 0)
