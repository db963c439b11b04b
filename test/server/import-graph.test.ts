import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import ts from 'typescript'

const ROOT = path.resolve(__dirname, '../..')
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.cjs', '.mjs', '.json']

/**
 * The server and src/shared run without Taro (docs/conventions.md "Shared rules"). ESLint refuses a direct
 * `@tarojs/*` import there; this walks every import, so an indirect one (a shared rule importing a src file that
 * imports Taro, three files down) fails too. The server reaches src only through src/shared.
 */
const TARO = /^@tarojs\//

/** Every TypeScript file under `dir` (relative to the repository), skipping dependencies and build output. */
function filesUnder(dir: string): string[] {
  const out: string[] = []
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) out.push(...filesUnder(rel))
    else if (/\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel)
  }
  return out
}

/** The file an import names (relative, or `@/` for src), or null for a package. */
function resolve(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = path.join(ROOT, 'src', specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(path.join(ROOT, from)), specifier)
  else return null
  const candidates = [base, ...EXTENSIONS.map(ext => base + ext), ...EXTENSIONS.map(ext => path.join(base, `index${ext}`))]
  const found = candidates.find(file => fs.existsSync(file) && fs.statSync(file).isFile())
  if (!found) throw new Error(`${from}: cannot resolve "${specifier}"`)
  return path.relative(ROOT, found).split(path.sep).join('/')
}

/** Static imports, re-exports, `import()` and `require()` of a file (type-only imports too: they name the file). */
function importsOf(file: string): string[] {
  if (file.endsWith('.json')) return []
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
  return ts.preProcessFile(text, true, true).importedFiles.map(f => f.fileName)
}

interface Finding {
  /** From the root file to the one importing the forbidden module. */
  chain: string[]
  specifier: string
}

/** Walks every import from `roots`; answers the first chain to each module `forbidden` refuses. */
function walk(roots: string[], forbidden: (file: string, specifier: string, target: string | null) => boolean): Finding[] {
  const via = new Map<string, string | null>(roots.map(r => [r, null]))
  const queue = [...roots]
  const findings: Finding[] = []
  const chainTo = (file: string) => {
    const chain: string[] = []
    for (let at: string | null = file; at; at = via.get(at) ?? null) chain.unshift(at)
    return chain
  }
  while (queue.length) {
    const file = queue.shift()!
    for (const specifier of importsOf(file)) {
      const target = resolve(file, specifier)
      if (forbidden(file, specifier, target)) findings.push({ chain: chainTo(file), specifier })
      if (target && !via.has(target)) {
        via.set(target, file)
        queue.push(target)
      }
    }
  }
  return findings
}

const show = (findings: Finding[]) => findings.map(f => `${f.chain.join(' → ')} imports ${f.specifier}`).join('\n')

describe('the server and src/shared load without Taro', () => {
  const roots = [...filesUnder('server'), ...filesUnder('src/shared')]

  it('no module either reaches, however indirectly, imports @tarojs/*', () => {
    assert.ok(roots.length > 100, `only ${roots.length} files found`)
    const findings = walk(roots, (_file, specifier) => TARO.test(specifier))
    assert.equal(findings.length, 0, `Taro is reachable from the server or src/shared:\n${show(findings)}`)
  })

  it('the server imports src only through src/shared', () => {
    const outside = walk(
      roots.filter(r => r.startsWith('server/')),
      (file, _specifier, target) => file.startsWith('server/') && !!target?.startsWith('src/') && !target.startsWith('src/shared/')
    )
    assert.equal(outside.length, 0, `server files import src outside src/shared:\n${show(outside)}`)
  })
})
