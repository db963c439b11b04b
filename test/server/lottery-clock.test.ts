import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { DrawResult } from '../../types/contract'
import { body, MEMBER, serverPerSuite, tokenFor, type TestServer } from './helpers'

/** A draw is judged by the server's clock (the one the app is built with), like every other time-based rule. */
describe('lottery window (injected clock)', () => {
  let s: TestServer
  const clock = { now: Date.now() }
  serverPerSuite(server => (s = server), { now: () => clock.now })

  const drawAt = async (when: number) => {
    clock.now = when
    const headers = await tokenFor(s.app, MEMBER)
    return body<DrawResult>(await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/lottery/1', headers }))
  }

  it('refuses a draw before the start and after the end, and records a draw at the time of the clock', async () => {
    const { start_time: start, end_time: end } = s.db.prepare('SELECT start_time, end_time FROM lotteries WHERE id = 1').get() as {
      start_time: string
      end_time: string
    }
    const before = await drawAt(Date.parse(start) - 60_000)
    assert.deepEqual([before.code, before.message], [400, '抽奖活动尚未开始'])
    const after = await drawAt(Date.parse(end) + 60_000)
    assert.deepEqual([after.code, after.message], [400, '抽奖活动已结束'])
    const within = Date.parse(start) + 60_000
    const drawn = await drawAt(within)
    assert.equal(drawn.code, 200, drawn.message)
    const recorded = s.db.prepare('SELECT created_at FROM lottery_records ORDER BY id DESC LIMIT 1').pluck().get()
    assert.equal(recorded, new Date(within).toISOString())
  })
})
