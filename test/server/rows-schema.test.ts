import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import ts from 'typescript'
import { migrate, openDb } from '../../server/db'

const ROOT = path.resolve(__dirname, '../..')
const ROWS = path.join(ROOT, 'server/db/rows.ts')

/** What a column's declared type reads back as: SQLite's type affinity rules, as far as this schema uses them. */
type Kind = 'number' | 'string' | 'bytes'
function affinityOf(declared: string): Kind {
  const t = declared.toUpperCase()
  if (t.includes('INT')) return 'number'
  if (t.includes('CHAR') || t.includes('CLOB') || t.includes('TEXT')) return 'string'
  if (t.includes('BLOB') || t === '') return 'bytes'
  return 'number' // REAL, FLOA, DOUB and NUMERIC affinity
}

interface Column {
  name: string
  kind: Kind
  nullable: boolean
}

/** Every table of a freshly migrated database with its columns (PRAGMA table_info), SQLite's own tables left out. */
function schemaTables(): Map<string, Column[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rows-schema-'))
  const db = openDb(dir)
  try {
    migrate(db)
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'schema_migrations' ORDER BY name")
      .pluck()
      .all() as string[]
    const out = new Map<string, Column[]>()
    for (const name of names) {
      const cols = db.prepare(`PRAGMA table_info(${JSON.stringify(name)})`).all() as { name: string; type: string; notnull: number; pk: number }[]
      // rows.ts's rule: a primary key column is never null (an INTEGER one is the rowid; the server writes every
      // other key itself, although SQLite would store a NULL in a TEXT key not declared NOT NULL).
      out.set(
        name,
        cols.map(c => ({ name: c.name, kind: affinityOf(c.type), nullable: !c.notnull && !c.pk }))
      )
    }
    return out
  } finally {
    db.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The row interfaces of rows.ts by table (the table is named in backticks at the start of the interface's doc
 * comment), each property read through the type checker: what it can hold apart from null, and whether null.
 */
function rowTypes(): Map<string, { iface: string; props: Column[] }> {
  const program = ts.createProgram({ rootNames: [ROWS], options: { strict: true, skipLibCheck: true, noEmit: true, target: ts.ScriptTarget.ES2022 } })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(ROWS)!
  const out = new Map<string, { iface: string; props: Column[] }>()
  const kindOf = (type: ts.Type): Kind | 'mixed' => {
    const parts = (type.isUnion() ? type.types : [type]).filter(t => !(t.flags & ts.TypeFlags.Null))
    const kinds = new Set(
      parts.map(t =>
        t.flags & ts.TypeFlags.NumberLike ? 'number' : t.flags & ts.TypeFlags.StringLike ? 'string' : checker.typeToString(t) === 'Buffer' ? 'bytes' : 'other'
      )
    )
    return kinds.size === 1 && !kinds.has('other') ? ([...kinds][0] as Kind) : 'mixed'
  }
  for (const stmt of source.statements) {
    if (!ts.isInterfaceDeclaration(stmt)) continue
    const doc = ts
      .getJSDocCommentsAndTags(stmt)
      .map(d => (typeof d.comment === 'string' ? d.comment : ''))
      .join(' ')
    const table = /^`([a-z_]+)`/.exec(doc)?.[1]
    if (!table) continue
    const type = checker.getTypeAtLocation(stmt.name)
    const props = type.getProperties().map(p => {
      const t = checker.getTypeOfSymbolAtLocation(p, stmt)
      const nullable = t.isUnion() && t.types.some(u => u.flags & ts.TypeFlags.Null)
      return { name: p.name, kind: kindOf(t) as Kind, nullable }
    })
    out.set(table, { iface: stmt.name.text, props })
  }
  return out
}

describe('server/db/rows.ts', () => {
  it('has one interface per table, with every column by name, nullability and type (numbers, text), none extra', () => {
    const tables = schemaTables()
    const rows = rowTypes()
    assert.ok(tables.size > 40, `read ${tables.size} tables`)
    const problems: string[] = []
    for (const [table, cols] of tables) {
      const row = rows.get(table)
      if (!row) {
        problems.push(`${table}: no interface documented as \`${table}\``)
        continue
      }
      const props = new Map(row.props.map(p => [p.name, p]))
      for (const c of cols) {
        const p = props.get(c.name)
        if (!p) problems.push(`${row.iface}.${c.name}: missing (${c.kind}${c.nullable ? ' | null' : ''})`)
        else {
          if (p.kind !== c.kind) problems.push(`${row.iface}.${c.name}: ${p.kind}, the column holds ${c.kind}`)
          if (p.nullable !== c.nullable)
            problems.push(`${row.iface}.${c.name}: ${p.nullable ? 'may be null' : 'never null'}, the column ${c.nullable ? 'may be null' : 'is NOT NULL'}`)
        }
        props.delete(c.name)
      }
      for (const extra of props.keys()) problems.push(`${row.iface}.${extra}: no such column in ${table}`)
    }
    for (const [table, row] of rows) if (!tables.has(table)) problems.push(`${row.iface}: table ${table} does not exist`)
    assert.deepEqual(problems, [])
  })
})
