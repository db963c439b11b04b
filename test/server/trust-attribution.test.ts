import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { AiMessage, EntityDataDetail, PromotionFunnel, Ticket } from '../../types/contract'
import { body, idOf, PROMOTER, serverPerSuite, tokenFor, type TestServer } from './helpers'

/**
 * Counts only what the server can verify: a registration is the assistant's when the server showed that account
 * the event's card; card taps and views count a few per visitor and address a minute, whatever a client sends.
 */

type Headers = Record<string, string>
const ASSISTANT_TRACK = { 'Marketing-Track': 'utm_source=ai_assistant' }

describe('what the staff funnel and view counts believe', () => {
  let s: TestServer
  let staff: Headers
  let openday = 0
  serverPerSuite(async server => {
    s = server
    staff = await tokenFor(s.app, PROMOTER)
    openday = idOf(s.db, 'event-openday')
  })

  const funnel = async () => body<PromotionFunnel>(await s.app.inject({ url: '/api/ca-open/v1/promote/funnel?scope=all', headers: staff })).data
  const sourceOf = (ticket: Ticket) =>
    s.db.prepare('SELECT a.source FROM attendees a JOIN tickets t ON t.attendee_id = a.id WHERE t.id = ?').pluck().get(ticket.ticketId)
  const signUp = async (h: Headers) => {
    const res = body<Ticket>(await s.app.inject({ method: 'POST', url: `/api/ca/v1/community/entityData/signup/${openday}`, headers: h, payload: {} }))
    assert.equal(res.code, 200, res.message)
    return res.data
  }

  it('does not take a Track header’s ai_assistant (or a label the server gives) on trust', async () => {
    const before = (await funnel()).sources.find(x => x.source === 'ai_assistant')?.registrations ?? 0
    const forged = await signUp({ ...(await tokenFor(s.app, '13811112222')), ...ASSISTANT_TRACK })
    assert.equal(sourceOf(forged), null)
    const behalf = await signUp({ ...(await tokenFor(s.app, '13811113333')), 'Marketing-Track': 'utm_source=behalf' })
    assert.equal(sourceOf(behalf), null)
    assert.equal((await funnel()).sources.find(x => x.source === 'ai_assistant')?.registrations ?? 0, before)
  })

  it('attributes a registration to 智能助手 once the assistant showed that account the event’s card', async () => {
    const h = await tokenFor(s.app, '13612345678')
    const answer = body<AiMessage>(
      await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/ai/assistant/chat', headers: h, payload: { message: '云图产品开放日 · 北京' } })
    )
    assert.ok(
      answer.data.cards?.some(c => c.id === openday),
      JSON.stringify(answer.data.cards)
    )
    const ticket = await signUp({ ...h, ...ASSISTANT_TRACK })
    assert.equal(sourceOf(ticket), 'ai_assistant')
    assert.equal((await funnel()).sources.find(x => x.source === 'ai_assistant')?.label, '智能助手')
  })

  it('moves the funnel’s card taps by 5 at most for 100 anonymous taps from one client', async () => {
    const tap = { siteId: 1, type: 'event', event: 'ai_card_action', properties: { action: 'signup', id: openday }, pageProperties: {} }
    const before = (await funnel()).assistantActions!.signup
    const address = '127.0.0.41'
    const first = await s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', remoteAddress: address, payload: Array(50).fill(tap) })
    assert.equal(first.statusCode, 200, first.body)
    const cookie = String(first.headers['set-cookie']).split(';')[0]
    await s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', remoteAddress: address, headers: { cookie }, payload: Array(50).fill(tap) })
    const moved = (await funnel()).assistantActions!.signup - before
    assert.ok(moved >= 1 && moved <= 5, `moved by ${moved}`)
  })

  it('counts a handful of 1,000 view pings from one address; a reader elsewhere still counts', async () => {
    const article = idOf(s.db, 'article-1')
    const reader = await tokenFor(s.app, '13912345678')
    const views = async () =>
      body<EntityDataDetail>(await s.app.inject({ url: `/api/open/v1/entityData/entityDataDetail/${article}`, headers: reader, remoteAddress: '127.0.0.42' }))
        .data.viewCount
    const before = await views()
    for (let i = 0; i < 1000; i++) {
      const res = await s.app.inject({ method: 'POST', url: `/api/open/v1/entityData/view/${article}`, remoteAddress: '127.0.0.43', payload: {} })
      if (i === 0) assert.equal(res.statusCode, 200, res.body)
    }
    const moved = (await views()) - before - 1
    // 3 a minute (the test server's viewsPerIpPerMinute): the loop takes seconds, so it spans at most two minutes.
    assert.ok(moved >= 1 && moved <= 6, `the pings moved the count by ${moved}`)
  })
})
