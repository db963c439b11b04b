/**
 * An event's agenda painted by its own view (docs/first-paint.md): the first day's sessions on the Beijing clock with
 * their speakers, the day tabs and track chips waiting for the app, the same for every visitor; the event shipped
 * under the schedule page's key as the API answers it; hostile text escaped; no id, an unknown or a malformed one left
 * to the app (its error), never a 500.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { EntityDataDetail } from '../../types/contract'
import { scheduleKey } from '../../src/shared/schedule'
import { summitTitle } from '../../server/seed/content'
import { assertLeftToApp, body, idOf, MEMBER, webSession, paintedView, shipped, paintedPagesPerSuite, paintedAsForAnyone } from './helpers'

describe('the painted agenda', () => {
  let summit: number
  const painted = paintedPagesPerSuite('fp-schedule-', painting => {
    summit = idOf(painting.write, 'event-summit')
  })
  const { get } = painted
  const agenda = (id: number | string = summit) => `/web/h/pages/schedule/index?id=${id}`

  it('paints the first day’s sessions with their speakers, the days and tracks waiting for the app', async () => {
    // The demo's days follow the day it is seeded on (the summit is two weeks out): read the first one.
    const first = painted.write.prepare('SELECT MIN(day) FROM schedule_items WHERE event_id = ?').pluck().get(summit) as string
    const [y, m, d] = first.split('-').map(Number)
    const firstDay = new Date(Date.UTC(y, m - 1, d))
    const second = new Date(firstDay.getTime() + 86_400_000).toISOString().slice(0, 10)
    const firstLabel = `${m}月${d}日 周${'日一二三四五六'[firstDay.getUTCDay()]}`
    // A second day: its tab is painted, its sessions are the app's to show when it is chosen.
    painted.write
      .prepare(
        "INSERT INTO schedule_items (id, event_id, day, start_time, end_time, title, track, location) VALUES (900, ?, ?, '09:00', '10:00', '第二天的工作坊', '主会场', '4F')"
      )
      .run(summit, second)
    try {
      const { res, view } = await painted.paint(agenda(), `${summitTitle()} · 议程`)
      // The day tabs switch in place: busy controls the tap queue keeps; the first is chosen.
      assert.ok(
        view.includes(
          `<div class="schedule__day schedule__day--on fp-wait" role="tab" tabindex="0" aria-selected="true"><span class="taro-text schedule__day-index">第1天</span><span class="taro-text schedule__day-date">${firstLabel}</span>`
        ),
        firstLabel
      )
      assert.match(
        view,
        /<div class="schedule__day {2}fp-wait" role="tab" tabindex="0" aria-selected="false"><span class="taro-text schedule__day-index">第2天</
      )
      for (const track of ['全部', '主会场', '分会场 A', '分会场 B']) assert.match(view, new RegExp(`schedule__chip[^"]*fp-wait">${track}<`), track)
      assert.match(view, /时间均为北京时间/)
      assert.match(view, /schedule__start">09:30<\/span><span class="taro-text schedule__end">10:10<\/span>/)
      assert.match(view, /schedule__title">开幕致辞：营销数字化的下一个十年</)
      assert.match(view, /schedule__speaker-name">[^<]+<\/span><span class="taro-text schedule__speaker-title">/)
      assert.doesNotMatch(view, /第二天的工作坊/)
      // Text is the largest thing on the first screen: no avatar is the page's preloaded LCP image.
      assert.doesNotMatch(view, /fetchpriority="high"/)
      assert.doesNotMatch(res.body, /<link rel="preload" as="image"/)
    } finally {
      painted.write.prepare('DELETE FROM schedule_items WHERE id = 900').run()
    }
  })

  it('ships the event as the API answers it, under the key the schedule page asks with', async () => {
    const queries = shipped((await get(agenda())).body)
    assert.equal(queries.size, 1)
    const event = queries.get(JSON.stringify(scheduleKey(summit))) as EntityDataDetail
    // The API's request counts the visit it answers (the app's view ping does it for a shipped page).
    assert.deepEqual(event, body(await get(`/api/open/v1/entityData/entityDataDetail/${summit}`)).data)
    assert.ok(event.event?.schedule.length && event.speakers.length)
  })

  it('paints the app’s 议程即将公布 for content without an agenda', async () => {
    const article = idOf(painted.s.db, 'article-1')
    const view = paintedView((await get(agenda(article))).body)
    assert.match(view, /议程即将公布/)
    assert.doesNotMatch(view, /schedule__day/)
  })

  it('paints the same bytes for a signed-in member as for anyone', async () => {
    const member = await webSession(painted.s.app, MEMBER)
    await paintedAsForAnyone(painted, agenda(), member.cookie, () => painted.write.prepare('UPDATE entity_data SET title = title WHERE id = ?').run(summit))
  })

  it('escapes a hostile title, session and speaker name', async () => {
    const title = painted.write.prepare('SELECT title FROM entity_data WHERE id = ?').pluck().get(summit) as string
    const session = painted.write.prepare('SELECT title FROM schedule_items WHERE id = 2').pluck().get() as string
    const speaker = painted.write.prepare('SELECT name FROM speakers WHERE id = 1').pluck().get() as string
    try {
      painted.write.prepare('UPDATE entity_data SET title = ? WHERE id = ?').run('<script>alert(1)</script>峰会', summit)
      painted.write.prepare('UPDATE schedule_items SET title = ? WHERE id = 2').run('<img src=x onerror=alert(2)>')
      painted.write.prepare('UPDATE speakers SET name = ? WHERE id = 1').run('"><b>林</b>')
      const res = await get(agenda())
      const view = paintedView(res.body)
      assert.match(res.body, /<title>&lt;script&gt;alert\(1\)&lt;\/script&gt;峰会 · 议程<\/title>/)
      assert.match(view, /schedule__title">&lt;img src=x onerror=alert\(2\)&gt;</)
      assert.match(view, /schedule__speaker-name">&quot;&gt;&lt;b&gt;林&lt;\/b&gt;</)
      assert.doesNotMatch(view, /<script>alert|<img src=x|<b>林/)
    } finally {
      painted.write.prepare('UPDATE entity_data SET title = ? WHERE id = ?').run(title, summit)
      painted.write.prepare('UPDATE schedule_items SET title = ? WHERE id = 2').run(session)
      painted.write.prepare('UPDATE speakers SET name = ? WHERE id = 1').run(speaker)
    }
  })

  it('leaves no id, an id that names nothing and a malformed one to the app, never a 500', async () => {
    for (const query of ['', '?id=999999', '?id=abc', '?id=1.5', '?id=-1', '?id=0x1e', '?id=%00', '?id=1e309', `?id=${'9'.repeat(400)}`, '?id=30&id=abc']) {
      const res = await get(`/web/h/pages/schedule/index${query}`)
      assert.equal(res.statusCode, 200, query)
      if (query === '?id=30&id=abc') continue
      assertLeftToApp(res, query, /class="schedule/)
    }
  })
})
