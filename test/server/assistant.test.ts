/**
 * The AI assistant's answers on the real seeded database: upcoming events with Beijing dates and
 * links to their pages, and no pointer to a screen the app does not have.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import Database from 'better-sqlite3'
import path from 'node:path'
import { answer, beijingSpan } from '../../server/services/assistant'
import { startServer, type TestServer } from './helpers'

let s: TestServer
let db: Database.Database

before(async () => {
  s = await startServer()
  db = new Database(path.join(s.dir, 'app.sqlite'))
})
after(async () => {
  db.close()
  await s.close()
})

describe('assistant', () => {
  it('writes event times on the Beijing clock', () => {
    assert.equal(beijingSpan('2026-12-07T01:00:00.000Z', '2026-12-07T09:00:00.000Z'), '12月7日（周一）09:00-17:00')
    assert.equal(beijingSpan('2026-12-14T01:00:00.000Z', '2026-12-15T09:30:00.000Z'), '12月14日（周一）09:00 至 12月15日 17:30')
    // 23:00 UTC is the next morning in Beijing.
    assert.equal(beijingSpan('2026-12-06T23:00:00.000Z', null), '12月7日（周一）07:00')
  })

  it('lists the events not yet over, soonest first, with dates and links to their pages', () => {
    const now = new Date().toISOString()
    const events = db
      .prepare(
        "SELECT id, title, start_time, end_time FROM entity_data WHERE entity_type IN ('EVENT','BAGEVENT') AND COALESCE(end_time, start_time) > ? ORDER BY start_time, id"
      )
      .all(now) as { id: number; title: string; start_time: string; end_time: string }[]
    assert.ok(events.length >= 3)
    const a = answer(db as never, '最近有什么活动', now)
    assert.deepEqual(
      a.links.map(l => l.id),
      events.slice(0, 5).map(e => e.id)
    )
    for (const e of events.slice(0, 5)) {
      assert.ok(a.content.includes(`[${e.title}](/pages/event/index?id=${e.id})`), e.title)
      assert.ok(a.content.includes(beijingSpan(e.start_time, e.end_time)), `${e.title} has its Beijing time`)
    }
    assert.match(a.content, /北京时间/)
    assert.match(a.content, /报名/)
    const ended = db.prepare("SELECT id FROM entity_data WHERE entity_type = 'EVENT' AND end_time < ?").pluck().all(now) as number[]
    for (const id of ended) assert.ok(!a.links.some(l => l.id === id), 'an ended event is not listed')
  })

  it('never points at a screen the app does not have', () => {
    for (const q of ['最近有什么活动', '私域运营怎么做？', '量子计算机价格', '营销自动化入门课程']) {
      const a = answer(db as never, q)
      assert.ok(!/「我的」|我的页面|联系我们/.test(a.content), `${q}: ${a.content}`)
    }
    assert.match(answer(db as never, '私域运营怎么做？').content, /服务热线 400-820-1234/)
  })

  it('says plainly when nothing on the site answers, with the company hotline, and links nothing (issue #27 item 8)', () => {
    const hotline = db.prepare('SELECT service_phone FROM company LIMIT 1').pluck().get() as string
    for (const q of ['下周上海的天气怎么样？', '你们CEO的手机号是多少', '量子计算机价格']) {
      const a = answer(db as never, q)
      assert.match(a.content, /^这个问题我暂时无法从网站内容中找到答案/, `${q}: ${a.content}`)
      assert.ok(a.content.includes(`服务热线 ${hotline}`), `${q}: the hotline`)
      assert.deepEqual(a.links, [], `${q}: no unrelated content offered`)
      assert.ok(!/\]\(\/pages\//.test(a.content), `${q}: no links in the text`)
    }
  })

  it('still answers questions the site has content for, naming only matching items', () => {
    const a = answer(db as never, '私域运营怎么做？')
    assert.ok(a.links.length >= 1)
    for (const l of a.links) assert.match(l.title, /私域/, l.title)
    const course = answer(db as never, '营销自动化入门课程')
    assert.ok(
      course.links.some(l => l.entityType === 'COURSE' && /营销自动化/.test(l.title)),
      JSON.stringify(course.links)
    )
    const cases = answer(db as never, '有哪些零售行业案例？')
    assert.ok(
      cases.links.some(l => l.entityType === 'CUSTOMER_CASE'),
      JSON.stringify(cases.links)
    )
    // A question that is only a place still finds the event held there.
    assert.ok(answer(db as never, '上海').links.some(l => /上海/.test(l.title)))
  })
})
