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
  const total = db
    .prepare(`SELECT COUNT(*) FROM (${sql})`)
    .pluck()
    .get(...args) as number
  const rows = db.prepare(`${sql} LIMIT ? OFFSET ?`).all(...args, size, offset) as Row[]
  return pageOf(rows.map(map), total, page, size)
}
