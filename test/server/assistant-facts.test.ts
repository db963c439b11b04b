/**
 * The assistant answers a visitor's questions about one fact of the site's events, courses and materials from
 * their fields (when, where, price, sign-up, lessons, files), following the conversation (它, 第二个活动), and
 * refuses only what no content holds. Through the chat route, on the seeded database.
 */
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { AiMessage } from '../../types/contract'
import { body, idOf, serverWithVisitor } from './helpers'

interface EventFields {
  id: number
  title: string
  start_time: string
  end_time: string
  address: string
  capacity: number
}

/** "2026-12-13 09:00" on the Beijing clock, written here without the app's formatter. */
const beijing = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')
/** An event's time as its page says it: one day "2026-12-13 09:00 - 17:00（北京时间）". */
const span = (e: EventFields) => `${beijing(e.start_time)} - ${beijing(e.end_time).slice(11)}（北京时间）`

describe('the assistant answers facts of the content it knows', () => {
  // One visitor asks more than the default ten questions a minute here.
  const v = serverWithVisitor({ aiPerMinute: 0, aiPerIpPerMinute: 0 })
  let refusal: string
  let summit: EventFields
  let live: EventFields

  const ask = async (message: string) => {
    const env = body<AiMessage>(await v.s.app.inject({ method: 'POST', url: '/api/ca-open/v1/ai/assistant/chat', headers: v.h, payload: { message } }))
    assert.equal(env.code, 200, env.message)
    return env.data
  }
  const event = (key: string) => v.s.db.prepare('SELECT * FROM entity_data WHERE id = ?').get(idOf(v.s.db, key)) as EventFields
  /** The answer holds every fact, names the item and links it (its card), and is not the refusal. */
  const answers = async (question: string, id: number, ...facts: string[]) => {
    const a = await ask(question)
    for (const fact of facts) assert.ok(a.content.includes(fact), `${question} → ${fact}\n${a.content}`)
    assert.deepEqual(
      a.links.map(l => l.id),
      [id],
      `${question}: linked to what it is about`
    )
    return a
  }

  before(() => {
    const hotline = v.s.db.prepare('SELECT service_phone FROM company LIMIT 1').pluck().get() as string
    refusal = `这个问题我暂时无法从网站内容中找到答案。如需帮助，请拨打服务热线 ${hotline}。`
    summit = event('event-summit')
    live = event('event-live')
  })

  it('answers ten questions about events, courses and materials with the fact asked', async () => {
    const listed = await ask('最近有什么活动？')
    assert.ok(listed.links.length >= 3)
    assert.ok(listed.links.some(l => l.id === summit.id))

    // Right after the list: the summit's time, by the word the visitor uses for it.
    await answers('峰会几点开始？', summit.id, span(summit))
    await answers('峰会在哪里举办？', summit.id, summit.address)
    // A bare question names nothing: it asks about what was just answered.
    await answers('在哪里举办？', summit.id, summit.address)
    await answers('峰会要钱吗？', summit.id, '免费')
    await answers('峰会报名截止到什么时候？', summit.id, '报名中', '需审核', `${beijing(summit.end_time)}（北京时间）`)
    // 它: the content the conversation last listed (the summit, just answered).
    await answers('它还有名额吗？', summit.id, `名额 ${summit.capacity} 人`)
    await answers('直播什么时候开始？', live.id, span(live))

    const courseFree = idOf(v.s.db, 'course-automation')
    await answers('私域增长进阶课多少钱？', idOf(v.s.db, 'course-private'), '¥99.00')
    await answers('营销自动化入门课程有几节课？', courseFree, '共 4 节课', '第 1 课：什么是营销自动化', '第 4 课：与销售协同的 SLA')
    const handouts = v.s.db.prepare("SELECT id FROM entity_data WHERE title = '峰会讲义合集'").pluck().get() as number
    await answers('峰会讲义有多大？', handouts, '共 2 个文件', '开幕演讲.pptx（7MB）', '圆桌纪要.docx（大小未知）')

    // 第二个活动: by its place in the last list of events.
    await ask('最近有什么活动？')
    const second = v.s.db.prepare('SELECT * FROM entity_data WHERE id = ?').get(listed.links[1].id) as EventFields
    await answers('第二个活动几点开始？', second.id, span(second))
  })

  it('refuses what no content says, even a fact the content it names does not hold', async () => {
    for (const question of ['你们CEO的手机号是多少？', '数字人发布会几点开始？', '营销自动化入门课程在哪里上课？']) {
      const a = await ask(question)
      assert.equal(a.content, refusal, question)
      assert.deepEqual(a.links, [], `${question}: nothing linked`)
    }
  })
})
