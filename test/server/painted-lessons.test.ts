/**
 * The lesson pages painted by their own view (docs/first-paint.md): a video lesson's player as Taro draws it before it
 * plays, an article lesson's sanitised text, a locked lesson's buy prompt, the course and the open lessons as links,
 * completion, previous/next and buying waiting for the app; painted as an anonymous visitor sees them, whoever asks;
 * the course shipped under the course page's key as the API answers it; a course, lesson or id that names nothing, a
 * lesson of another course and a malformed id left to the app (its error), never a 500.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { CourseDetail } from '../../types/contract'
import { contentDetailKey, type DetailAnswer } from '../../src/shared/content-keys'
import { canonicalPage } from '../../server/ssr/painter'
import { assertLeftToApp, body, idOf, MEMBER, tokenFor, webSession, paintedView, shipped, paintedPagesPerSuite, paintedAsForAnyone } from './helpers'

describe('the painted lesson pages', () => {
  let free: number
  let paid: number
  const painted = paintedPagesPerSuite('fp-lessons-', painting => {
    free = idOf(painting.write, 'course-automation')
    paid = idOf(painting.write, 'course-private')
  })
  const { get } = painted
  const lessonOf = (course: number, where: string) =>
    painted.write.prepare(`SELECT id FROM course_items WHERE course_id = ? AND ${where} ORDER BY sort, id LIMIT 1`).pluck().get(course) as number
  const video = (course: number, item: number) => `/web/h/pages/course/item/index?id=${course}&itemId=${item}`
  const article = (course: number, item: number) => `/web/h/pages/course/item/article/index?id=${course}&itemId=${item}`

  it('paints a video lesson: the player before it plays, the course and the open lessons as links', async () => {
    const item = lessonOf(free, "type = 'VIDEO'")
    const { res, view } = await painted.paint(video(free, item), '第 1 课：什么是营销自动化')
    // Taro's player as it is before it plays (its poster the page's LCP image); a tap on it waits for the app.
    assert.match(
      view,
      /<div class="video-player__video fp-video fp-wait" role="img" aria-label="第 1 课：什么是营销自动化"><img class="fp-video__poster" src="[^"]+" alt="" fetchpriority="high"\/>/
    )
    assert.match(res.body, /<link rel="preload" as="image"[^>]*fetchpriority="high"/)
    // The lesson's stated length, as Taro's player shows it until the file says (VIDEO_LESSON passes it).
    assert.match(view, /fp-video__duration">00:06</)
    assert.match(view, new RegExp(`<a class="lesson-head__course" role="link" href="/web/h/pages/course/index\\?id=${free}">营销自动化入门（免费） ›</a>`))
    // An anonymous visitor: nothing learned, 标记为已学完 waits for the app (it signs in first).
    assert.match(view, /lesson-head__todo">学完后记得标记哦</)
    assert.match(view, /lesson-head__mark btn-primary taro-button-core fp-wait" role="button" tabindex="0"[^>]*>标记为已学完</)
    // The first lesson has no previous one: a disabled button, no tap to keep; the next waits for the app.
    assert.match(view, /<div class="btn lesson-nav__btn taro-button-core taro-btn-disabled" role="button" tabindex="0" aria-disabled="true"[^>]*>‹ 上一课</)
    assert.match(view, /<div class="btn lesson-nav__btn taro-button-core fp-wait" role="button" tabindex="0"[^>]*>下一课 ›</)
    // Every lesson of a free course is open: links to its own page (video or article), this one current.
    const lessons = painted.write.prepare('SELECT id, type FROM course_items WHERE course_id = ? ORDER BY sort, id').all(free) as { id: number; type: string }[]
    for (const l of lessons) {
      const page = l.type === 'ARTICLE' ? 'course/item/article/index' : 'course/item/index'
      assert.match(
        view,
        new RegExp(`<a class="lesson-list__item[^"]*" role="link" data-testid="lesson-${l.id}" href="/web/h/pages/${page}\\?id=${free}&amp;itemId=${l.id}">`),
        String(l.id)
      )
    }
    assert.match(view, new RegExp(`lesson-list__item lesson-list__item--current" role="link" data-testid="lesson-${item}"`))
  })

  it('paints an article lesson’s sanitised text with 完成学习 waiting for the app', async () => {
    const item = lessonOf(free, "type = 'ARTICLE'")
    const content = painted.write.prepare('SELECT content FROM course_items WHERE id = ?').pluck().get(item) as string
    try {
      painted.write.prepare('UPDATE course_items SET content = ? WHERE id = ?').run('<p>正文<img src=x onerror=alert(1)><script>alert(2)</script></p>', item)
      const view = paintedView((await get(article(free, item))).body)
      assert.match(
        view,
        /<div class="detail-body " data-testid="detail-body"><div class="safe-rich-text "><div class="safe-rich-text__html"><p>正文<img[^>]*><\/p>/
      )
      assert.doesNotMatch(view, /onerror|<script>alert/)
      assert.match(view, /lesson-head__mark btn-primary taro-button-core fp-wait"[^>]*>完成学习</)
    } finally {
      painted.write.prepare('UPDATE course_items SET content = ? WHERE id = ?').run(content, item)
    }
  })

  it('paints a locked lesson of a paid course with its buy button waiting for the app, the free preview as a link', async () => {
    const locked = lessonOf(paid, 'free = 0')
    const preview = lessonOf(paid, 'free = 1')
    const view = paintedView((await get(video(paid, locked))).body)
    assert.match(
      view,
      /<div class="lesson-locked"><span class="taro-text">本课时需购买课程后学习<\/span><div class="btn lesson-locked__btn btn-primary taro-button-core fp-wait"[^>]*>¥99.00 购买课程</
    )
    assert.doesNotMatch(view, /video-player|标记为已学完/)
    // Locked lessons wait for the app (it asks to buy); the free preview is a link.
    assert.match(view, new RegExp(`<div class="lesson-list__item lesson-list__item--current fp-wait" role="link" tabindex="0" data-testid="lesson-${locked}">`))
    assert.match(
      view,
      new RegExp(
        `<a class="lesson-list__item " role="link" data-testid="lesson-${preview}" href="/web/h/pages/course/item/index\\?id=${paid}&amp;itemId=${preview}">`
      )
    )
    // A locked lesson's clip or text is never in the page.
    const clip = painted.write.prepare('SELECT video_url FROM course_items WHERE id = ?').pluck().get(locked) as string | null
    if (clip) assert.ok(!(await get(video(paid, locked))).body.includes(clip))
  })

  it('ships the course as the API answers an anonymous visitor, under the course page’s key', async () => {
    for (const [url, course] of [
      [video(free, lessonOf(free, "type = 'VIDEO'")), free],
      [article(free, lessonOf(free, "type = 'ARTICLE'")), free],
      [video(paid, lessonOf(paid, 'free = 0')), paid]
    ] as const) {
      const queries = shipped((await get(url)).body)
      assert.equal(queries.size, 1, url)
      const answer = queries.get(JSON.stringify(contentDetailKey('COURSE', course))) as DetailAnswer
      assert.equal(answer.leaving, null)
      assert.deepEqual(answer.detail, body(await get(`/api/open/v1/entityData/getCourseDetail/${course}`)).data, url)
    }
  })

  it('paints the same bytes for a member who learned the lesson as for anyone', async () => {
    const item = lessonOf(free, "type = 'VIDEO'")
    const member = await webSession(painted.s.app, MEMBER)
    const token = await tokenFor(painted.s.app, MEMBER)
    const learned = await painted.s.app.inject({
      method: 'POST',
      url: '/api/ca-open/v1/course/record',
      headers: token,
      payload: { courseItemId: item, learnCompletedEvent: 1, time: 6, progressTime: 6, percent: 100 }
    })
    assert.equal(body(learned).code, 200, learned.body)
    const own = body<CourseDetail>(await painted.s.app.inject({ url: `/api/open/v1/entityData/getCourseDetail/${free}`, headers: token })).data
    assert.equal(own.lessons.find(l => l.id === item)?.learned, true, 'the member has learned it')
    const theirs = await paintedAsForAnyone(painted, video(free, item), member.cookie, () =>
      painted.write.prepare('UPDATE entity_data SET title = title WHERE id = ?').run(free)
    )
    // Their learned tick and progress are the app's to show once it has asked with their account.
    assert.doesNotMatch(paintedView(theirs.body), /lesson-done|lesson-learned|✓ 已/)
    const answer = shipped(theirs.body).get(JSON.stringify(contentDetailKey('COURSE', free))) as DetailAnswer<CourseDetail>
    assert.ok(answer.detail.lessons.every(l => !l.learned && l.percent === 0))
    assert.equal(answer.detail.learnStatus, 'NOT_STARTED')
  })

  it('escapes a hostile course and lesson title', async () => {
    const item = lessonOf(free, "type = 'VIDEO'")
    const course = painted.write.prepare('SELECT title FROM entity_data WHERE id = ?').pluck().get(free) as string
    const lesson = painted.write.prepare('SELECT title FROM course_items WHERE id = ?').pluck().get(item) as string
    try {
      painted.write.prepare('UPDATE entity_data SET title = ? WHERE id = ?').run('<script>alert(1)</script>课', free)
      painted.write.prepare('UPDATE course_items SET title = ? WHERE id = ?').run('"><img src=x onerror=alert(2)>', item)
      const res = await get(video(free, item))
      const view = paintedView(res.body)
      assert.match(res.body, /<title>&quot;&gt;&lt;img src=x onerror=alert\(2\)&gt;<\/title>/)
      assert.match(view, /lesson-head__course" role="link" href="[^"]+">&lt;script&gt;alert\(1\)&lt;\/script&gt;课 ›</)
      assert.match(view, /aria-label="&quot;&gt;&lt;img src=x onerror=alert\(2\)&gt;"/)
      assert.doesNotMatch(view, /<script>alert|<img src=x/)
    } finally {
      painted.write.prepare('UPDATE entity_data SET title = ? WHERE id = ?').run(course, free)
      painted.write.prepare('UPDATE course_items SET title = ? WHERE id = ?').run(lesson, item)
    }
  })

  it('leaves what names nothing, another course’s lesson, a malformed id, a gated or redirecting course to the app, never a 500', async () => {
    const mine = lessonOf(free, "type = 'VIDEO'")
    const theirs = lessonOf(paid, 'free = 1')
    const anArticle = idOf(painted.s.db, 'article-1')
    for (const query of [
      '',
      `?id=${free}`,
      `?itemId=${mine}`,
      `?id=${free}&itemId=999999`,
      `?id=999999&itemId=${mine}`,
      `?id=${free}&itemId=${theirs}`,
      `?id=${anArticle}&itemId=${mine}`,
      `?id=abc&itemId=${mine}`,
      `?id=${free}&itemId=-1`,
      `?id=${free}&itemId=1.5`,
      `?id=${'9'.repeat(400)}&itemId=${mine}`,
      `?id=%E0%A4%A&itemId=${mine}`
    ]) {
      for (const route of ['course/item/index', 'course/item/article/index']) {
        assertLeftToApp(await get(`/web/h/pages/${route}${query}`), route + query, /lesson-head/)
      }
    }
    // What names nothing is not a page cache key of its own.
    assert.equal(canonicalPage(painted.s.db, null, video(free, 999999)), `/web/h/pages/course/item/index?id=${free}`)
    assert.equal(canonicalPage(painted.s.db, null, video(free, theirs)), `/web/h/pages/course/item/index?id=${free}`)
    for (const [column, value] of [
      ['require_subscribe', 1],
      ['redirect_type', 'URL']
    ] as const) {
      const before = painted.write.prepare(`SELECT ${column} FROM entity_data WHERE id = ?`).pluck().get(free)
      try {
        painted.write.prepare(`UPDATE entity_data SET ${column} = ? WHERE id = ?`).run(value, free)
        assertLeftToApp(await get(video(free, mine)), column)
      } finally {
        painted.write.prepare(`UPDATE entity_data SET ${column} = ? WHERE id = ?`).run(before, free)
      }
    }
  })
})
