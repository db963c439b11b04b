import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { EntityDataDetail } from '../../types/contract'
import { assertRefused, body, serverPerSuite, type TestServer, tokenFor } from './helpers'

/**
 * Issue #20, part B: content, misc, posters, promotion and web keep their answers with the SQL in repositories
 * (where SQL may live is test/server/sql-guard.test.ts).
 */
describe('server data layer (content, misc, posters, promotion, web)', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))

  it('names the labels of a content item with several labels, in label order', async () => {
    const row = s.db
      .prepare("SELECT id, label_ids FROM entity_data WHERE json_array_length(label_ids) >= 2 AND entity_type != 'BAGEVENT' ORDER BY id LIMIT 1")
      .get() as { id: number; label_ids: string }
    const ids = (JSON.parse(row.label_ids) as number[]).slice().sort((a, b) => a - b)
    const names = ids.map(id => s.db.prepare('SELECT name FROM labels WHERE id = ?').pluck().get(id))
    const detail = body<EntityDataDetail>(await s.app.inject(`/api/open/v1/entityData/entityDataDetail/${row.id}`)).data
    assert.deepEqual(detail.labels, names)
  })

  it('answers an analytics siteId of the wrong type and a lesson report of 0.5 with the messages they always had', async () => {
    const analytics = body(await s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', payload: { event: 'x', siteId: { a: 1 } } }))
    assertRefused(analytics, 400, /整数或文本/)
    const h = await tokenFor(s.app)
    const record = body(
      await s.app.inject({
        method: 'POST',
        url: '/api/ca-open/v1/course/record',
        headers: h,
        payload: { courseItemId: 1, time: 1, progressTime: 1, percent: 1, learnCompletedEvent: 0.5 }
      })
    )
    assertRefused(record, 400, /learnCompletedEvent类型不正确（应为整数）/)
  })

  it('lets the server pages read repeated or odd query values themselves (a page, never a validation error)', async () => {
    const login = await s.app.inject('/web/ca/login?returnUrl=/a&returnUrl=/b')
    assert.equal(login.statusCode, 200)
    assert.match(login.headers['content-type'] as string, /text\/html/)
    const cover = await s.app.inject('/media/cover/article-1.svg?t=a&t=b')
    assert.equal(cover.statusCode, 200)
    const post = await s.app.inject({
      method: 'POST',
      url: '/web/ca/login',
      payload: 'cellphone=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' }
    })
    assert.equal(post.statusCode, 400)
    assert.match(post.body, /请输入正确的11位手机号/)
  })
})
