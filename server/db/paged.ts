import type { Statement } from 'better-sqlite3'
import type { Db } from './index'
import type { Page } from '../../types/contract'
import { pageOf, paging } from '../lib/envelope'

export interface PageQuery {
  page?: number
  size?: number
}

/**
 * One page of a query's rows with the total count, the envelope shape every list answers
 * (`pageOf`). `sql` is a whole SELECT without LIMIT/OFFSET (joins, WHERE and ORDER BY included);
 * the total is counted over the same statement, so the two can never disagree.
 *
 *   paged(db, 'SELECT * FROM gifts ORDER BY points, id', [], req.query, giftOut)
 */
export function paged<Row, Out>(db: Db, sql: string, args: unknown[], query: PageQuery, map: (row: Row) => Out, defaultSize = 10): Page<Out> {
  const { page, size, offset } = paging(query, defaultSize)
  const total = statement(db, `SELECT COUNT(*) FROM (${sql})`, true).get(...args) as number
  const rows = statement(db, `${sql} LIMIT ? OFFSET ?`, false).all(...args, size, offset) as Row[]
  return pageOf(rows.map(map), total, page, size)
}

/** Statements kept per database: compiling the two of a list cost more than running them (~1 ms a request). */
const STATEMENTS_KEPT = 300
const statements = new WeakMap<Db, Map<string, Statement>>()

/** The prepared statement for this SQL (made once per database; the oldest dropped beyond STATEMENTS_KEPT). */
function statement(db: Db, sql: string, pluck: boolean): Statement {
  let kept = statements.get(db)
  if (!kept) statements.set(db, (kept = new Map()))
  let stmt = kept.get(sql)
  if (!stmt) {
    stmt = db.prepare(sql)
    if (pluck) stmt.pluck()
    if (kept.size >= STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string)
    kept.set(sql, stmt)
  }
  return stmt
}
