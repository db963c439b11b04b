/**
 * Anonymous content reads from memory (server/services/public-reads.ts) and views counted in memory
 * (server/repositories/view-counts.ts): a crowd's identical reads are built once and its views do not empty
 * the cache, yet every real change (from this server or another process) shows at once, and nothing personal
 * is ever shared.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, it } from 'node:test'
import type { EntityDataDetail, Page, EntityDataSummary } from '../../types/contract'
import { body, idOf, serverPerSuite, startServer, tokenFor, type TestServer } from './helpers'

const LIST = '/api/open/v1/entityData/entityDataList?entityType=ARTICLE&page=1&size=10'
const detailUrl = (id: number) => `/api/open/v1/entityData/entityDataDetail/${id}`

/** Waits (polling, never a fixed sleep) until `check` holds; the view counter writes within a second. */
async function until(check: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 10_000
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise(r => setTimeout(r, 50))
  }
}

describe('anonymous reads from memory', () => {
  let s: TestServer
  let write: Database.Database
  // Every view from one address counts here: what is tested is the batching (trust-attribution tests the cap).
  serverPerSuite(
    server => {
      s = server
      write = new Database(path.join(s.dir, 'app.sqlite'))
    },
    { viewsPerIpPerMinute: 0 }
  )
  const list = async (query = '') => body<Page<EntityDataSummary>>(await s.app.inject({ url: LIST + query })).data
  const version = () => s.db.prepare('SELECT n FROM public_version').pluck().get() as number
  const views = (id: number) => s.db.prepare('SELECT view_count FROM entity_data WHERE id = ?').pluck().get(id) as number

  it('builds a list once for a crowd, whatever the order of its parameters', async () => {
    await list()
    const before = s.app.publicReads()
    for (let i = 0; i < 20; i++) await list()
    await s.app.inject({ url: '/api/open/v1/entityData/entityDataList?size=10&page=1&entityType=ARTICLE' })
    const after = s.app.publicReads()
    assert.equal(after.misses, before.misses, 'no list built again')
    assert.equal(after.hits, before.hits + 21)
  })

  it('counts every anonymous view, writes them within a second, and does not empty the cache for them', async () => {
    const id = idOf(s.db, 'article-1')
    const start = views(id)
    const v = version()
    await list()
    const misses = s.app.publicReads().misses
    for (let i = 0; i < 30; i++) assert.equal((await s.app.inject({ url: detailUrl(id) })).statusCode, 200)
    await until(() => views(id) === start + 30, 'the 30 views written')
    assert.equal(version(), v, 'views do not move the public version')
    await list()
    assert.equal(s.app.publicReads().misses, misses + 1, 'the detail was built once for 30 anonymous views; the list not again')
  })

  it('shows an edit made by another process at once', async () => {
    const first = (await list()).content[0]
    write.prepare('UPDATE entity_data SET title = ? WHERE id = ?').run('改过的标题', first.id)
    assert.equal((await list()).content[0].title, '改过的标题')
    const anonymous = body<EntityDataDetail>(await s.app.inject({ url: detailUrl(first.id) })).data
    assert.equal(anonymous.title, '改过的标题')
  })

  it('shows a star at once, and never shares what is personal', async () => {
    const id = (await list()).content[1].id
    const starsBefore = body<EntityDataDetail>(await s.app.inject({ url: detailUrl(id) })).data.starCount
    const member = await tokenFor(s.app)
    assert.equal((await s.app.inject({ method: 'POST', url: `/api/ca-open/v1/entityData/star/${id}`, headers: member })).statusCode, 200)
    const anonymous = body<EntityDataDetail>(await s.app.inject({ url: detailUrl(id) })).data
    assert.equal(anonymous.starCount, starsBefore + 1, 'the anonymous answer counts the new star')
    assert.equal(anonymous.starred, false, 'but is not starred for a stranger')
    assert.equal(body<EntityDataDetail>(await s.app.inject({ url: detailUrl(id), headers: member })).data.starred, true)
    assert.equal((await list()).content.find(c => c.id === id)?.starCount, starsBefore + 1)
  })

  it('keeps an answer no longer than the time limit', async () => {
    const { publicReads, PUBLIC_READ_TTL_MS } = await import('../../server/services/public-reads')
    // The cache of a database of our own, driven with an explicit clock.
    const reads = publicReads(write)
    let built = 0
    const build = () => ({ n: ++built })
    reads.json('k', build, 1_000)
    reads.json('k', build, 1_000 + PUBLIC_READ_TTL_MS - 1)
    assert.equal(built, 1)
    assert.equal(reads.json('k', build, 1_000 + PUBLIC_READ_TTL_MS), '{"n":2}')
  })
})

describe('views waiting in memory at a stop', () => {
  it('are written when the server closes, so a restart keeps them', async () => {
    const s = await startServer({ viewsPerIpPerMinute: 0 })
    const id = idOf(s.db, 'article-2')
    const start = s.db.prepare('SELECT view_count FROM entity_data WHERE id = ?').pluck().get(id) as number
    for (let i = 0; i < 5; i++) await s.app.inject({ url: detailUrl(id) })
    const dir = s.dir
    await s.app.close()
    const db = new Database(path.join(dir, 'app.sqlite'), { readonly: true })
    try {
      assert.equal(db.prepare('SELECT view_count FROM entity_data WHERE id = ?').pluck().get(id), start + 5)
    } finally {
      db.close()
      s.db.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
