/**
 * The lottery painted by its own view (docs/first-paint.md): the prizes, the draw button waiting for the app, the
 * winners with masked names and the rules, as an anonymous visitor sees them whoever asks; its answers shipped under
 * the app's keys; an id that names nothing, a malformed one and a claim link left to the app.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { lotteryKey, lotteryWinnersKey } from '../../src/shared/lottery'
import { assertLeftToApp, body, MEMBER, webSession, paintedView, shipped, paintedPagesPerSuite, paintedAsForAnyone } from './helpers'

const LOTTERY = '/web/h/pages/lottery/index?id=1'

describe('the painted lottery', () => {
  const painted = paintedPagesPerSuite('fp-lottery-')
  const { get } = painted

  it('paints the prizes, the draw button waiting for the app, the winners masked and the rules', async () => {
    const { res, view } = await painted.paint(LOTTERY, '峰会幸运大抽奖')
    assert.match(view, /<span class="taro-text lottery__title">峰会幸运大抽奖<\/span>/)
    assert.match(view, /活动时间：/)
    for (const prize of ['智能音箱', '50 积分', '课程 8 折券', '谢谢参与']) assert.match(view, new RegExp(`lottery-board__name">${prize}<`), prize)
    // The draw needs the app (an account, the draw itself): a busy control the tap queue keeps; the prizes are no controls.
    assert.match(view, /<div class="lottery-board__go[^"]*fp-wait" role="button" tabindex="0" aria-disabled="false" aria-label="抽奖">/)
    assert.doesNotMatch(view, /lottery-board__cell[^"]*fp-wait/)
    assert.match(view, /登录后即可参与抽奖/)
    assert.doesNotMatch(view, /我的中奖记录|剩余/)
    assert.match(view, /中奖名单/)
    assert.match(view, /抽中了 智能音箱/)
    assert.match(view, /陈\*\*/)
    assert.match(view, /活动规则/)
    assert.match(view, /<p>2\. 实物奖品请在中奖后 7 天内填写收货信息。<\/p>/)
    // Winners' own data never: their full names, phones, addresses, credentials.
    assert.doesNotMatch(res.body, /陈晨|13900000002|南京西路|DEMOWIN/)
  })

  it('ships the lottery and its winners as the API answers them, under the keys the app asks with', async () => {
    const queries = shipped((await get(LOTTERY)).body)
    assert.equal(queries.size, 2)
    assert.deepEqual(queries.get(JSON.stringify(lotteryKey(1))), body(await get('/api/ca-open/v1/lottery/1')).data)
    assert.deepEqual(queries.get(JSON.stringify(lotteryWinnersKey(1))), body(await get('/api/ca-open/v1/lottery/winners?lotteryId=1&size=20')).data)
    // No id is the default lottery, under the key the app asks with for it.
    const plain = await get('/web/h/pages/lottery/index?utm_source=poster')
    assert.match(paintedView(plain.body), /峰会幸运大抽奖/)
    assert.ok(shipped(plain.body).has(JSON.stringify(lotteryKey(1))))
  })

  it('paints the same bytes for a signed-in member who has drawn as for anyone', async () => {
    const member = await webSession(painted.s.app, MEMBER)
    const drawn = await painted.s.app.inject({ method: 'POST', url: '/api/ca-open/v1/lottery/1', headers: member.auth })
    assert.equal(body(drawn).code, 200, drawn.body)
    await paintedAsForAnyone(
      painted,
      LOTTERY,
      member.cookie,
      () => painted.write.prepare('UPDATE lotteries SET title = title WHERE id = 1').run(),
      /13800000000|剩余|我的中奖记录/
    )
  })

  it('escapes a hostile title and sanitises the rules', async () => {
    const before = painted.write.prepare('SELECT title, rules FROM lotteries WHERE id = 1').get() as { title: string; rules: string }
    try {
      painted.write
        .prepare('UPDATE lotteries SET title = ?, rules = ? WHERE id = 1')
        .run('<img src=x onerror=alert(1)>抽奖', '<p onclick="x()">规则<script>alert(2)</script></p>')
      const view = paintedView((await get(LOTTERY)).body)
      assert.match(view, /&lt;img src=x onerror=alert\(1\)&gt;抽奖/)
      assert.match(view, /<p>规则<\/p>/)
      assert.doesNotMatch(view, /onerror=alert\(1\)>|onclick|<script/)
    } finally {
      painted.write.prepare('UPDATE lotteries SET title = ?, rules = ? WHERE id = 1').run(before.title, before.rules)
    }
  })

  it('leaves an id that names nothing, a malformed one and a claim link to the app, as its own page', async () => {
    for (const query of ['?id=999', '?id=abc', '?id=1.5', '?id=-1', '?id=1&claim=DEMOWIN001']) {
      assertLeftToApp(await get(`/web/h/pages/lottery/index${query}`), query, /峰会幸运大抽奖/)
    }
  })
})
