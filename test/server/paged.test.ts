import { test } from 'node:test'
import assert from 'node:assert/strict'
import Database from 'better-sqlite3'
import { paged } from '../../server/db/paged'

function db() {
  const d = new Database(':memory:')
  d.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, kind TEXT)')
  const insert = d.prepare('INSERT INTO t (kind) VALUES (?)')
  for (let i = 1; i <= 25; i++) insert.run(i % 2 ? 'odd' : 'even')
  return d
}

test('paged: one page of rows, the total over the same statement, the envelope shape', () => {
  const d = db()
  const first = paged(d, 'SELECT * FROM t WHERE kind = ? ORDER BY id DESC', ['odd'], { page: 1, size: 5 }, (r: { id: number }) => r.id)
  assert.deepEqual(first.content, [25, 23, 21, 19, 17])
  assert.equal(first.totalElements, 13)
  assert.equal(first.totalPages, 3)
  assert.equal(first.number, 0)
  assert.equal(first.last, false)
  const last = paged(d, 'SELECT * FROM t WHERE kind = ? ORDER BY id DESC', ['odd'], { page: 3, size: 5 }, (r: { id: number }) => r.id)
  assert.deepEqual(last.content, [5, 3, 1])
  assert.equal(last.last, true)
})

test('paged: missing page/size use the defaults; out-of-range values are clamped', () => {
  const d = db()
  const byDefault = paged(d, 'SELECT * FROM t ORDER BY id', [], {}, (r: { id: number }) => r.id)
  assert.equal(byDefault.content.length, 10)
  assert.equal(byDefault.size, 10)
  const wide = paged(d, 'SELECT * FROM t ORDER BY id', [], { page: 0, size: 5000 }, (r: { id: number }) => r.id, 1000)
  assert.equal(wide.content.length, 25)
  assert.equal(wide.number, 0)
})
