import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { body, startServer, tokenFor, type TestServer } from './helpers'

/**
 * Issue #26 item 4: CPU-heavy work (posters, QR codes, AI answers) runs in a bounded worker pool. Past its queue a
 * request is refused at once with the busy envelope, and cheap requests keep being answered while the pool works.
 */
describe('heavy work in the worker pool', () => {
  let s: TestServer
  let h: Record<string, string>
  before(async () => {
    // One worker and two waiting places, limits out of the way: the pool's bound is what is tested.
    s = await startServer({ workers: 1, workQueue: 2, postersPerMinute: 0, postersPerIpPerMinute: 0, aiPerMinute: 0, aiPerIpPerMinute: 0, qrPerMinute: 0 })
    h = await tokenFor(s.app)
  })
  after(() => s.close())

  /** Starts all requests at once; answers them in start order, with the order in which they completed. */
  async function flood(requests: (() => Promise<LightMyRequestResponse>)[], cheap: () => Promise<LightMyRequestResponse>) {
    const finished: string[] = []
    const heavy = requests.map((r, i) => r().then(res => (finished.push(`heavy-${i}`), res)))
    const light = cheap().then(res => (finished.push('cheap'), res))
    const answers = await Promise.all(heavy)
    return { answers, cheap: await light, finished }
  }

  function expectBusyAndPrompt(result: Awaited<ReturnType<typeof flood>>, what: string) {
    const busy = result.answers.filter(r => r.statusCode === 503)
    const done = result.answers.filter(r => r.statusCode === 200)
    assert.ok(busy.length > 0, `${what}: some requests beyond the queue are refused`)
    assert.ok(done.length > 0 && done.length <= 3, `${what}: one running and two waiting are accepted, got ${done.length}`)
    for (const res of busy) {
      assert.deepEqual(JSON.parse(res.body), { code: 503, data: null, message: '服务繁忙，请稍后重试' })
      assert.equal(res.headers['retry-after'], '2')
    }
    assert.equal(result.cheap.statusCode, 200)
    // The cheap request was answered while accepted heavy work was still running or waiting.
    const cheapAt = result.finished.indexOf('cheap')
    const acceptedAfter = result.answers.filter((r, i) => r.statusCode === 200 && result.finished.indexOf(`heavy-${i}`) > cheapAt)
    assert.ok(acceptedAfter.length > 0, `${what}: companyInfo waited for the heavy work (${result.finished.join(', ')})`)
  }

  const companyInfo = () => s.app.inject('/api/open/v1/company/companyInfo')

  it('refuses posters beyond the queue with the busy envelope while companyInfo still answers', async () => {
    const posters = Array.from(
      { length: 12 },
      (_, i) => () =>
        s.app.inject({ method: 'POST', url: '/api/ca-open/v1/share/genPoster', headers: h, payload: { templateId: 2, path: `/pages/index/index?flood=${i}` } })
    )
    const kept = () => s.db.prepare('SELECT COUNT(*) FROM posters').pluck().get() as number
    const before = kept()
    const result = await flood(posters, companyInfo)
    expectBusyAndPrompt(result, 'posters')
    // Only drawn posters are kept: a refused one leaves no recipe behind.
    assert.equal(kept() - before, result.answers.filter(r => r.statusCode === 200).length)
  })

  it('refuses AI questions beyond the queue the same way', async () => {
    const questions = Array.from(
      { length: 12 },
      (_, i) => () =>
        s.app.inject({
          method: 'POST',
          url: '/api/ca-open/v1/ai/assistant/chat',
          headers: h,
          payload: { message: `私域运营怎么做 ${'课程活动案例'.repeat(100)} ${i}` }
        })
    )
    const result = await flood(questions, companyInfo)
    expectBusyAndPrompt(result, 'AI')
    // A refused question is not stored: only answered ones are in the history.
    const history = body<unknown[]>(await s.app.inject({ url: '/api/ca-open/v1/ai/assistant/message/historyList?size=100', headers: h })).data
    assert.equal(history.length, 2 * result.answers.filter(r => r.statusCode === 200).length)
  })

  it('refuses new QR codes beyond the queue the same way', async () => {
    const codes = Array.from(
      { length: 12 },
      (_, i) => () => s.app.inject(`/api/open/qrCode/gen?content=${encodeURIComponent(`http://localhost/web/h/pages/index/index?q=${'x'.repeat(600)}${i}`)}`)
    )
    expectBusyAndPrompt(await flood(codes, companyInfo), 'QR')
  })

  it('answers again once the queue has drained', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/ca-open/v1/share/genPoster',
      headers: h,
      payload: { templateId: 2, path: '/pages/index/index?after' }
    })
    assert.equal(body(res).code, 200)
  })
})

describe('AI limits', () => {
  let s: TestServer
  before(async () => {
    s = await startServer({ aiPerMinute: 2, aiPerIpPerMinute: 3 })
  })
  after(() => s.close())

  const ask = (headers: Record<string, string>) =>
    s.app.inject({ method: 'POST', url: '/api/ca-open/v1/ai/assistant/chat', headers, payload: { message: '有什么课程' } })

  it('needs an account and limits questions per account and per address', async () => {
    assert.equal(body(await ask({})).code, 401)
    const a = await tokenFor(s.app)
    assert.equal(body(await ask(a)).code, 200)
    assert.equal(body(await ask(a)).code, 200)
    const third = await ask(a)
    assert.equal(third.statusCode, 429)
    assert.match(body(third).message, /提问过于频繁/)
    assert.ok(Number(third.headers['retry-after']) > 0)
    // The address has had three questions (the refused one counted): another account from it is refused too.
    const b = await tokenFor(s.app)
    const other = await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/ai/assistant/beforeStreamChat', headers: b, payload: { message: '有什么课程' } })
    assert.equal(other.statusCode, 429)
  })
})

describe('pool and limit settings', () => {
  it('reads WORKERS, WORK_QUEUE and the poster and AI limits, prints them and refuses nonsense', async () => {
    const { describeConfig, readConfig } = await import('../../server/config')
    const config = readConfig({
      WORKERS: '3',
      WORK_QUEUE: '5',
      POSTERS_PER_MINUTE: '7',
      POSTERS_PER_IP_PER_MINUTE: '8',
      AI_PER_MINUTE: '0',
      AI_PER_IP_PER_MINUTE: '9'
    })
    assert.deepEqual(
      [config.workers, config.workQueue, config.postersPerMinute, config.postersPerIpPerMinute, config.aiPerMinute, config.aiPerIpPerMinute],
      [3, 5, 7, 8, 0, 9]
    )
    const banner = describeConfig(config)
    for (const text of [
      'WORKERS         3 worker threads',
      'WORK_QUEUE 5',
      '7 new posters per account, 8 per client address',
      'no limit questions per account, 9 per client address'
    ]) {
      assert.ok(banner.includes(text), `${text} in\n${banner}`)
    }
    assert.ok(readConfig({}).workers >= 1)
    assert.throws(() => readConfig({ WORKERS: '0' }), /WORKERS/)
    assert.throws(() => readConfig({ WORK_QUEUE: 'many' }), /WORK_QUEUE/)
  })
})
