import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { AiCard, AiMessage } from '../../types/contract'
import { body, idOf, serverPerSuite, serverWithVisitor, tokenFor, type TestServer } from './helpers'

/** Issue #29 item 7: the assistant's answers carry their content as cards with one-tap actions (extension `assistantCards`). */
describe('assistant cards', () => {
  const v = serverWithVisitor()

  const ask = async (message: string) => {
    const env = body<AiMessage>(await v.s.app.inject({ method: 'POST', url: '/api/ca-open/v1/ai/assistant/chat', headers: v.h, payload: { message } }))
    assert.equal(env.code, 200, env.message)
    return env.data
  }
  const cardOf = (m: AiMessage, id: number): AiCard => {
    const card = m.cards?.find(c => c.id === id)
    assert.ok(card, `a card for ${id} in ${JSON.stringify(m.cards)}`)
    return card
  }

  it('shows the events an answer lists as cards: 报名 opens the event’s form, 收藏 keeps it', async () => {
    const answer = await ask('峰会怎么报名？')
    assert.deepEqual(
      answer.cards?.map(c => c.id),
      answer.links.map(l => l.id),
      'exactly the content the answer was built from'
    )
    const summit = cardOf(answer, idOf(v.s.db, 'event-summit'))
    const form = v.s.db.prepare('SELECT register_form_id FROM entity_data WHERE id = ?').pluck().get(summit.id)
    assert.equal(summit.type, 'EVENT')
    assert.deepEqual(summit.actions, ['signup', 'favorite'])
    assert.equal(summit.formId, form)
    assert.match(summit.time ?? '', /北京时间/)
    assert.match(summit.cover, /^\/media\//)
    // An event without a form signs up on its own page.
    assert.equal(cardOf(answer, idOf(v.s.db, 'event-openday')).formId, null)
  })

  it('offers 下载 for a material through its first file, and no 报名 for an event that is over', async () => {
    const material = await ask('产品手册在哪里下载？')
    const manual = material.cards?.find(c => c.type === 'FILEDOWNLOAD')
    assert.ok(manual, JSON.stringify(material.cards))
    assert.deepEqual(manual.actions, ['download', 'favorite'])
    assert.equal(manual.fileId, v.s.db.prepare('SELECT id FROM files WHERE entity_data_id = ? ORDER BY id LIMIT 1').pluck().get(manual.id))

    const workshop = await ask('私域运营实战工作坊（深圳）')
    const ended = cardOf(workshop, idOf(v.s.db, 'event-workshop'))
    assert.deepEqual(ended.actions, ['favorite'])
  })

  it('lets the cards list the events: the text says in a line what they are, never the list again', async () => {
    const answer = await ask('最近有什么活动？')
    const events = answer.cards ?? []
    assert.ok(events.length >= 3, JSON.stringify(answer.cards))
    assert.ok(
      events.every(c => c.type === 'EVENT' || c.type === 'BAGEVENT'),
      'the cards are the events'
    )
    assert.ok(answer.content.split('\n').length <= 2, answer.content)
    assert.ok(answer.content.includes(`${events.length} 场活动`), answer.content)
    for (const card of events) assert.ok(!answer.content.includes(card.title), `${card.title} is on its card only`)
    assert.doesNotMatch(answer.content, /^\d+\. /m, 'no numbered list')
  })

  it('says on each card whether the visitor keeps it among their favourites', async () => {
    const summit = idOf(v.s.db, 'event-summit')
    const star = await v.s.app.inject({ method: 'POST', url: `/api/ca-open/v1/entityData/star/${summit}`, headers: v.h })
    assert.equal(body<{ starred: boolean }>(star).data.starred, true)
    const answer = await ask('最近有什么活动？')
    assert.equal(cardOf(answer, summit).starred, true)
    assert.equal(cardOf(answer, idOf(v.s.db, 'event-openday')).starred, false)
    await v.s.app.inject({ method: 'POST', url: `/api/ca-open/v1/entityData/star/${summit}`, headers: v.h })
  })

  it('gives no cards with the answer that it does not know', async () => {
    const answer = await ask('下周上海的天气怎么样？')
    assert.deepEqual(answer.links, [])
    assert.deepEqual(answer.cards, [])
  })

  it('keeps the cards in the history and in the streamed answer', async () => {
    const asked = await ask('最近有什么活动')
    const history = body<AiMessage[]>(await v.s.app.inject({ url: '/api/ca-open/v1/ai/assistant/message/historyList?size=2', headers: v.h })).data
    const kept = history.find(m => m.id === asked.id)
    assert.deepEqual(kept?.cards, asked.cards)
    assert.ok(
      history.every(m => m.role === 'assistant' || m.cards === undefined),
      'questions have no cards'
    )

    const streamed = await v.s.app.inject({
      method: 'POST',
      url: '/api/ca-open/v1/ai/assistant/beforeStreamChat',
      headers: v.h,
      payload: { message: '最近有什么活动' }
    })
    const last = streamed.body.trim().split('\n\n').pop() ?? ''
    const done = JSON.parse(last.replace(/^data: /, '')) as { done: boolean; message: AiMessage }
    assert.equal(done.done, true)
    assert.deepEqual(
      done.message.cards?.map(c => c.id),
      asked.cards?.map(c => c.id)
    )
  })
})

describe('the assistant on a server without extensions', () => {
  let s: TestServer
  serverPerSuite(server => (s = server), { extensions: [] })

  it('answers in text and links only, as the specification has it', async () => {
    const h = await tokenFor(s.app)
    const res = body<AiMessage>(
      await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/ai/assistant/chat', headers: h, payload: { message: '峰会怎么报名？' } })
    )
    assert.ok(res.data.links.length > 0)
    assert.equal('cards' in res.data, false)
  })

  it('lists the events in its text, where no card shows them', async () => {
    const h = await tokenFor(s.app)
    const res = body<AiMessage>(
      await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/ai/assistant/chat', headers: h, payload: { message: '最近有什么活动？' } })
    )
    for (const link of res.data.links) assert.ok(res.data.content.includes(`[${link.title}]`), link.title)
  })
})
