import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Notice, Page } from '../../types/contract'
import { body, MEMBER, serverPerSuite, tokenFor, type TestServer } from './helpers'

/** A visitor's notices start from their account: news to everyone sent before it existed is not unread. */
describe('notices of a new visitor', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))

  const notices = async (headers: Record<string, string>) => {
    const env = body<Page<Notice>>(await s.app.inject({ url: '/api/ca-open/v1/notice/list?page=1&size=20', headers }))
    assert.equal(env.code, 200, env.message)
    return env.data.content
  }

  it('starts a brand-new visitor with no unread notices', async () => {
    const list = await notices(await tokenFor(s.app))
    assert.ok(list.length > 0, 'the broadcast notices are still there to read')
    assert.deepEqual(
      list.filter(n => !n.read).map(n => n.title),
      []
    )
  })

  it('still shows a member the broadcasts sent since they joined as unread', async () => {
    const list = await notices(await tokenFor(s.app, MEMBER))
    assert.ok(list.some(n => n.title === '积分商城上新啦' && !n.read))
  })
})
