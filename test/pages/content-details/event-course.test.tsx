import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { assertNoActiveContent, course, detail, lesson, openEvent, XSS_HTML } from './fixtures'
import { expectShows } from '../../support/page'
import { savePendingIntent } from '@/services/pending-action'
import { COLLECT_INTENT } from '@/features/course/components/collect-button'
import { currentPage, detailSuite, findText, open, screen, spyNavigation, spyRedirects } from './helpers'
import { envelope } from '../../utils/mock-api'

function event(overrides: Parameters<typeof detail>[0] = {}) {
  return detail({ id: 50, entityDataId: 50, entityType: 'EVENT', contentType: 5, title: '增长大会', event: openEvent(), ...overrides })
}

let n = 0
const url = (path: string) => `${path}${path.includes('?') ? '&' : '?'}n=${++n}`

describe('event and course details', () => {
  const { testUtils, serve, api, shownToasts } = detailSuite()

  it('shows an event with time, place, count, speakers, its agenda link and a sanitised body', async () => {
    const session = { id: 1, day: '2030-03-05', startTime: '14:00', endTime: '15:00', title: '开场', track: '', location: '', speakerIds: [1] }
    serve({
      'GET /open/v1/entityData/entityDataDetail/50': event({
        content: XSS_HTML,
        event: openEvent({ schedule: [session] }),
        speakers: [{ id: 1, name: '李四', title: 'CTO', company: '示例科技', avatar: '', intro: '' }]
      }),
      'GET /ca/v1/bagevent/attendee/getSuccessByCellphone': []
    })
    await open(url('/pages/event/index?id=50'))
    await findText('已报名 12 / 100 人')
    expectShows(currentPage(), '上海 浦东新区世纪大道 1 号', '李四', '查看活动日程（1）')
    await findText('结尾段落')
    assertNoActiveContent(currentPage())
  })

  it('leaves out 查看活动日程 while the event has no agenda', async () => {
    serve({ 'GET /open/v1/entityData/entityDataDetail/50': event(), 'GET /ca/v1/bagevent/attendee/getSuccessByCellphone': [] })
    await open(url('/pages/event/index?id=50'))
    await findText('已报名 12 / 100 人')
    expect(currentPage().textContent).not.toContain('查看活动日程')
  })

  it('opens the sign-up form with the event id when the event has a form', async () => {
    serve({ 'GET /open/v1/entityData/entityDataDetail/50': event({ registerWebsiteFormId: 9 }) })
    await open(url('/pages/event/index?id=50'))
    const nav = spyNavigation()
    const signUp = await findText('立即报名')
    // It opens a page: a link, as the painted view draws it.
    expect(signUp.closest('[role="link"]')).not.toBeNull()
    testUtils.fireEvent.click(signUp)
    await waitFor(() => expect(nav.urls()).toEqual(['/pages/form/index?id=9&eventId=50']))
  })

  it('reads 已报名 with the way to the tickets once the form is submitted', async () => {
    serve({ 'GET /open/v1/entityData/entityDataDetail/50': event({ registerWebsiteFormId: 9, submitted: true }) })
    await open(url('/pages/event/index?id=50'))
    await findText('已报名')
    await findText('查看门票')
  })

  it('signs up to an event without a form in one tap', async () => {
    serve({
      'GET /open/v1/entityData/entityDataDetail/50': event(),
      'GET /ca/v1/bagevent/attendee/getSuccessByCellphone': [],
      'POST /ca/v1/community/entityData/signup/50': { ticketId: 1, eventId: 50 }
    })
    await open(url('/pages/event/index?id=50'))
    testUtils.fireEvent.click(await findText('立即报名'))
    await waitFor(() => expect(shownToasts()).toContain('报名成功'))
    await findText('查看门票')
    expect(api().callsTo('/ca/v1/community/entityData/signup/50')).toHaveLength(1)
  })

  it('closes an ended event and opens an external one through the web page', async () => {
    serve({
      'GET /open/v1/entityData/entityDataDetail/50': event({ event: openEvent({ status: 'ENDED' }) }),
      'GET /ca/v1/bagevent/attendee/getSuccessByCellphone': []
    })
    await open(url('/pages/event/index?id=50'))
    const ended = await findText('活动已结束')
    expect(ended.closest('[disabled]') || ended.closest('taro-button-core')?.hasAttribute('disabled')).toBeTruthy()

    serve({ 'GET /open/v1/entityData/entityDataDetail/51': event({ id: 51, event: openEvent({ bageventUrl: 'https://www.bagevent.com/event/1' }) }) })
    await open(url('/pages/event/index?id=51'))
    const nav = spyNavigation()
    testUtils.fireEvent.click(await findText('前往报名'))
    await waitFor(() => expect(nav.urls()).toEqual(['/pages/web/index?src=' + encodeURIComponent('https://www.bagevent.com/event/1')]))
  })

  it('checks the event contact with checkAddCpUser for gated events', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    serve({
      'GET /open/v1/entityData/entityDataDetail/52': event({ id: 52, gate: { requireCpContact: true, requireSubscribe: false } }),
      'GET /ca/v1/event/checkAddCpUser': { code: 209, data: false, message: '' }
    })
    await open(url('/pages/event/index?id=52'))
    await waitFor(() => expect(redirect).toHaveBeenCalled())
    expect(redirect.mock.calls[0][0].url).toBe('/pages/cp-contact/index?id=52')
    expect(api().callsTo('/ca/v1/event/checkAddCpUser')[0].query.eventId).toBe('52')
    expect(shownToasts()).toContain('需要添加企业微信')
  })

  it('shows lessons with their learned ticks and progress, and opens lessons by type', async () => {
    serve({
      'GET /open/v1/entityData/getCourseDetail/30': course({
        learnStatus: 'LEARNING',
        progress: 50,
        lessons: [lesson({ learned: true }), lesson({ id: 102, title: '第二课', type: 'ARTICLE', videoUrl: null, content: '<p>图文</p>' })]
      })
    })
    await open(url('/pages/course/index?id=30'))
    await screen().findByLabelText('已学完')
    expect(currentPage().textContent).toContain('学习中 · 已学 1/2 课时')
    expect(screen().getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50')
    const nav = spyNavigation()
    testUtils.fireEvent.click(await screen().findByRole('link', { name: /第二课/ }))
    await waitFor(() => expect(nav.urls()).toEqual(['/pages/course/item/article/index?id=30&itemId=102']))
  })

  it('asks to buy before a locked lesson of a paid course', async () => {
    const modal = jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false })) as never)
    serve({
      'GET /open/v1/entityData/getCourseDetail/31': course({
        id: 31,
        price: 1990,
        owned: false,
        lessons: [lesson({ courseId: 31 }), lesson({ id: 103, courseId: 31, title: '付费课', free: false, videoUrl: null })]
      }),
      'POST /ca/v1/order/pay/generateOrder': { orderId: 5, orderNo: 'NO5', payStatus: 'COMPLETE_PAY' }
    })
    await open(url('/pages/course/index?id=31'))
    testUtils.fireEvent.click(await screen().findByRole('link', { name: /付费课/ }))
    await waitFor(() => expect(modal).toHaveBeenCalled())
    await waitFor(() => expect(api().callsTo('/ca/v1/order/pay/generateOrder')).toHaveLength(1))
    expect(api().callsTo('/ca/v1/order/pay/generateOrder')[0].data).toMatchObject({ contentEntityDataId: 31, orderType: 'COURSE' })
  })

  it('toggles the course collection at once', async () => {
    serve({
      'GET /open/v1/entityData/getCourseDetail/30': course(),
      'POST /ca/v1/community/favor/collectionCourse/30': { collected: true }
    })
    await open(url('/pages/course/index?id=30'))
    const btn = await screen().findByRole('button', { name: '收藏课程', pressed: false })
    testUtils.fireEvent.click(btn)
    await screen().findByRole('button', { name: '取消收藏课程', pressed: true })
    await waitFor(() => expect(shownToasts()).toContain('已收藏课程'))
  })

  it('back from the sign-in a 收藏 tap led to, collects the course once and says so', async () => {
    // A course of its own: a course-30 page another test left in the stack may look for its intent again when shown.
    serve({
      'GET /open/v1/entityData/getCourseDetail/31': course({ id: 31, entityDataId: 31 }),
      'POST /ca/v1/community/favor/collectionCourse/31': { collected: true }
    })
    // What the tap before the sign-in redirect left behind for the course page, which the sign-in brings the visitor back to.
    savePendingIntent({ kind: COLLECT_INTENT, payload: { id: 31 } }, window.location.pathname)
    await open(url('/pages/course/index?id=31'))
    await screen().findByRole('button', { name: '取消收藏课程', pressed: true })
    await waitFor(() => expect(shownToasts()).toContain('已登录，已收藏课程'))
    expect(api().callsTo('/ca/v1/community/favor/collectionCourse/31')).toHaveLength(1)
    expect(sessionStorage.getItem('pendingIntent')).toBeNull()
  })

  it('records a video lesson as completed with learnCompletedEvent=1 from the button', async () => {
    serve({
      'GET /open/v1/entityData/getCourseDetail/30': course(),
      'POST /ca-open/v1/course/record': { learned: true, progress: 50 }
    })
    await open(url('/pages/course/item/index?id=30&itemId=101'))
    testUtils.fireEvent.click(await findText('标记为已学完'))
    await findText('✓ 已完成')
    const body = api().callsTo('/ca-open/v1/course/record')[0].data as Record<string, unknown>
    expect(body).toMatchObject({ courseItemId: 101, learnCompletedEvent: 1, percent: 100 })
    expect(currentPage().textContent).toContain('下一课')
  })

  it('records an article lesson with 完成学习', async () => {
    serve({
      'GET /open/v1/entityData/getCourseDetail/30': course(),
      'POST /ca-open/v1/course/record': { learned: true, progress: 100 }
    })
    await open(url('/pages/course/item/article/index?id=30&itemId=102'))
    await findText('图文课时')
    testUtils.fireEvent.click(await findText('完成学习'))
    await findText('✓ 已完成')
    expect(api().callsTo('/ca-open/v1/course/record')[0].data).toMatchObject({ courseItemId: 102, learnCompletedEvent: 1 })
  })

  it('shows the missing-query error for a lesson without itemId', async () => {
    serve({})
    await open(url('/pages/course/item/index?id=30'))
    await findText('链接缺少必要的参数')
  })

  it("event and course given an article's id open the article instead", async () => {
    const article = detail({ id: 7, entityDataId: 7, entityType: 'ARTICLE', title: '一篇文章' })
    for (const route of ['event', 'course']) {
      serve({
        'GET /open/v1/entityData/entityDataDetail/7': article,
        'GET /open/v1/entityData/getCourseDetail/7': envelope(404, null, '课程不存在')
      })
      const redirect = spyRedirects()
      await open(url(`/pages/${route}/index?id=7`))
      await waitFor(() => expect(redirect).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/article/index?id=7' })))
      expect(currentPage().textContent).not.toContain('立即报名')
      redirect.mockRestore()
    }
  })

  it('an unknown id on course, event or article says 内容不存在 with 返回首页 and no 重试', async () => {
    for (const route of ['course', 'event', 'article']) {
      serve({
        'GET /open/v1/entityData/entityDataDetail/987654': envelope(404, null, '内容不存在'),
        'GET /open/v1/entityData/getCourseDetail/987654': envelope(404, null, '课程不存在')
      })
      await open(url(`/pages/${route}/index?id=987654`))
      await findText('内容不存在')
      expect(screen().queryByRole('button', { name: '重试' })).toBeNull()
      const home = screen().getByRole('button', { name: '返回首页' })
      const relaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
      testUtils.fireEvent.click(home)
      await waitFor(() => expect(relaunch).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/index/index' })))
      relaunch.mockRestore()
    }
  })
})
