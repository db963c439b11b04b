import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { InteractionPointCode } from '../../types/contract'
import { CODE_PERIOD_MS, currentPointCode, isPointCode } from '../../server/services/on-site-codes'
import { assertRefused, body, PROMOTER, serverPerSuite, type TestServer, tokenFor } from './helpers'

/**
 * Issue #26 item 7: a throwaway visitor with no phone got 100 points by calling the on-site check-in endpoint
 * from home, then redeemed a physical gift with them.
 */
describe('on-site points and physical gifts', () => {
  let s: TestServer
  let staff: Record<string, string>
  let visitor: Record<string, string>
  let visitorId = 0
  serverPerSuite(async server => {
    s = server
    staff = await tokenFor(s.app, PROMOTER)
    visitor = await tokenFor(s.app)
    visitorId = s.db.prepare('SELECT id FROM accounts WHERE account_key = ?').pluck().get(visitor['authorization-ca']) as number
  })

  const points = () => s.db.prepare('SELECT points FROM accounts WHERE id = ?').pluck().get(visitorId) as number
  const pointIds = () => s.db.prepare('SELECT id FROM interaction_points WHERE interaction_id = 1 ORDER BY id').pluck().all() as number[]
  const verify = async (headers: Record<string, string>, query: string) =>
    body(await s.app.inject({ method: 'POST', url: `/api/ca-open/v1/onSiteInteractive/point/record/verify?${query}`, headers }))
  const codes = async (headers: Record<string, string>) =>
    body<InteractionPointCode[]>(await s.app.inject({ url: '/api/ca-open/v1/onSiteInteractive/point/codes?id=1', headers }))

  it('gives no points for a check-in called from home: without the on-site code, or with a made-up one', async () => {
    for (const id of pointIds()) {
      const bare = await verify(visitor, `pointId=${id}`)
      assertRefused(bare, 400, /现场/)
      assert.equal((await verify(visitor, `pointId=${id}&code=000000`)).code, 400)
    }
    assert.equal(points(), 0)
    assert.equal(s.db.prepare('SELECT COUNT(*) FROM interaction_verifications WHERE account_id = ?').pluck().get(visitorId), 0)
  })

  it('shows the current codes to door staff only', async () => {
    const refused = await codes(visitor)
    assert.equal(refused.code, 403)
    assert.equal(refused.data, null)
    const shown = await codes(staff)
    assert.equal(shown.code, 200)
    assert.deepEqual(
      shown.data.map(c => c.pointId),
      pointIds()
    )
    for (const c of shown.data) {
      assert.match(c.code, /^\d{6}$/)
      assert.equal(c.scanText, `pointId=${c.pointId}&code=${c.code}`)
      assert.ok(Date.parse(c.validUntil) > Date.now())
    }
  })

  it('gives the points once for the code shown at the point', async () => {
    const shown = (await codes(staff)).data
    for (const c of shown) assert.equal((await verify(visitor, c.scanText)).code, 200)
    assert.equal(points(), 100)
    for (const c of shown) assert.equal((await verify(visitor, c.scanText)).code, 200)
    assert.equal(points(), 100, 'a point pays once')
  })

  it('accepts a code for its own period and the next one only', () => {
    const id = pointIds()[0]
    const at = Date.UTC(2026, 0, 1, 10, 2)
    const { code, validUntil } = currentPointCode(s.db, id, at)
    assert.equal(validUntil, new Date(Date.UTC(2026, 0, 1, 10, 5)).toISOString())
    assert.ok(isPointCode(s.db, id, code, at))
    assert.ok(isPointCode(s.db, id, code, at + CODE_PERIOD_MS), 'still good just after it changed')
    assert.ok(!isPointCode(s.db, id, code, at + 2 * CODE_PERIOD_MS), 'stale after two periods')
    assert.ok(!isPointCode(s.db, pointIds()[1], code, at) || currentPointCode(s.db, pointIds()[1], at).code === code, "another point's code")
  })

  it('limits wrong guesses per account', async () => {
    const guesser = await tokenFor(s.app)
    const answers: number[] = []
    for (let i = 0; i < 21; i++) answers.push((await verify(guesser, `pointId=${pointIds()[0]}&code=${String(100000 + i)}`)).code)
    assert.equal(answers[20], 429)
  })

  it('refuses a physical gift to an account without a verified phone, whatever its points', async () => {
    const bag = s.db.prepare("SELECT id FROM gifts WHERE kind = 'THING' AND stock > 0 ORDER BY points LIMIT 1").pluck().get() as number
    const quote = body(await s.app.inject({ method: 'POST', url: `/api/ca/v1/community/gift/confirmGift/${bag}`, headers: visitor }))
    assertRefused(quote, 400, /绑定手机号/)
    const redeem = body(
      await s.app.inject({
        method: 'POST',
        url: '/api/ca/v1/community/gift/redeemGift',
        headers: visitor,
        payload: { giftId: bag, name: '访客', cellphone: '13912345678', address: '上海市黄浦区南京东路 100 号' }
      })
    )
    assertRefused(redeem, 400, /绑定手机号/)
    assert.equal(points(), 100, 'nothing spent')
    // Virtual gifts stay open to visitors.
    const ebook = s.db.prepare("SELECT id FROM gifts WHERE kind = 'VIRTUAL' AND points <= 100 ORDER BY points LIMIT 1").pluck().get() as number
    assert.equal(
      body(await s.app.inject({ method: 'POST', url: '/api/ca/v1/community/gift/redeemGift', headers: visitor, payload: { giftId: ebook } })).code,
      200
    )
  })
})
