import path from 'node:path'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import ts from 'typescript'

const ROOT = path.resolve(__dirname, '../..')

/**
 * Who may use the database handle (better-sqlite3's Database and its Statements), decided in issue #28 §2 and
 * written in docs/conventions.md "Server":
 * - server/repositories/ (all SQL, and `inTransaction`, the unit of work), server/db/ (opening, migrations, paging)
 *   and server/seed/ (the demo data, written once like a migration): anything.
 * - everything else (services, routes, ssr, lib, workers, app.ts, cli): the handle's state and lifecycle only; it is
 *   passed to repositories, never asked for SQL. A service owns its unit of work through
 *   `inTransaction(db, () => …)` (server/repositories/unit-of-work.ts) and calls repositories inside it.
 * The check uses the type checker, so an alias (`const { db } = ctx`, `ctx.db`, `s.db`) or a regex `.exec` is told
 * apart by what the value is, not by its name.
 */
const FREE = /^server\/(repositories|db|seed)\//
/** State and lifecycle, no SQL: allowed everywhere. */
const STATE = new Set(['open', 'name', 'inTransaction', 'readonly', 'memory', 'close'])

interface Use {
  file: string
  line: number
  member: string
}

/** Every use of a better-sqlite3 Database or Statement member in the server folder outside what its folder allows. */
function forbiddenUses(): { uses: Use[]; files: number; members: Set<string> } {
  const configFile = path.join(ROOT, 'server/tsconfig.json')
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
  if (!parsed) throw new Error('server/tsconfig.json did not parse')
  // The server's own files (test/server is in the same project, but only server/ is checked).
  const rootNames = parsed.fileNames.filter(f => path.relative(ROOT, f).replace(/\\/g, '/').startsWith('server/'))
  const program = ts.createProgram({ rootNames, options: parsed.options })
  const checker = program.getTypeChecker()
  const isSqlite = (node: ts.Expression): boolean => {
    const symbol = checker.getTypeAtLocation(node).getSymbol() ?? checker.getTypeAtLocation(node).aliasSymbol
    const decl = symbol?.declarations?.[0]
    return !!decl && /node_modules\/@types\/better-sqlite3\//.test(decl.getSourceFile().fileName.replace(/\\/g, '/'))
  }
  // Only a member better-sqlite3 declares can be a use of the handle: the checker is asked about those accesses only.
  const members = new Set<string>()
  for (const source of program.getSourceFiles()) {
    if (!/node_modules\/@types\/better-sqlite3\//.test(source.fileName.replace(/\\/g, '/'))) continue
    const collect = (node: ts.Node): void => {
      if ((ts.isPropertySignature(node) || ts.isMethodSignature(node)) && node.name && ts.isIdentifier(node.name)) members.add(node.name.text)
      ts.forEachChild(node, collect)
    }
    collect(source)
  }
  const uses: Use[] = []
  let files = 0
  for (const source of program.getSourceFiles()) {
    const file = path.relative(ROOT, source.fileName).replace(/\\/g, '/')
    if (!file.startsWith('server/') || FREE.test(file)) continue
    files++
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && members.has(node.name.text) && isSqlite(node.expression)) {
        const member = node.name.text
        if (!STATE.has(member)) uses.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, member })
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return { uses, files, members }
}

describe('the database handle outside repositories', () => {
  it('is used for SQL and transactions only in repositories, db and seed; nothing else touches it', () => {
    const { uses, files, members } = forbiddenUses()
    assert.ok(files > 60, `checked ${files} files`)
    assert.ok(
      ['prepare', 'exec', 'transaction', 'run', 'all'].every(m => members.has(m)),
      `the handle's members are known: ${[...members].join(' ')}`
    )
    assert.deepEqual(
      uses.map(u => `${u.file}:${u.line} .${u.member}`),
      []
    )
  })
})
