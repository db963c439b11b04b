/**
 * The rules the app and the server's painter share (src/shared, issue #28 §1): one answer each, whichever side asks.
 */
import type { CourseDetail } from '../../types/contract'
import { isLocked } from '@/shared/access'
import { buyLabel, BUY_TEXT, courseAction, EVENT_ACTION_LABEL, eventAction } from '@/shared/actions'
import { CONTENT_LISTS, LIST_KIND_OF_ROUTE } from '@/shared/content-lists'
import { detailTarget, listUrlOf, TYPE_OF_DETAIL_ROUTE } from '@/shared/content-routes'
import { parseId } from '@/shared/ids'
import { Routes } from '@/shared/routes'

describe('locked content', () => {
  it('is paid and not owned', () => {
    expect(isLocked({ price: 990, owned: false })).toBe(true)
    expect(isLocked({ price: 990, owned: true })).toBe(false)
    expect(isLocked({ price: 0, owned: false })).toBe(false)
    expect(isLocked({ price: null, owned: false })).toBe(false)
  })
})

describe('main action labels', () => {
  const event = (over: object) => ({
    event: { status: 'UPCOMING', capacity: 10, signedUpCount: 0, bageventUrl: null },
    registerWebsiteFormId: null,
    submitted: false,
    price: 0,
    owned: false,
    ...over
  })

  it('names every event action, primary where the visitor can act', () => {
    const kind = (over: object) => eventAction(event(over) as never, false).kind
    expect(EVENT_ACTION_LABEL[kind({})]).toEqual({ text: '立即报名', primary: true })
    expect(EVENT_ACTION_LABEL[kind({ price: 100 })]).toEqual({ text: '购票报名', primary: true })
    expect(EVENT_ACTION_LABEL[kind({ event: { status: 'ENDED', capacity: 0, signedUpCount: 0 } })]).toEqual({ text: '活动已结束', primary: false })
    expect(EVENT_ACTION_LABEL[kind({ event: { status: 'UPCOMING', capacity: 2, signedUpCount: 2 } })]).toEqual({ text: '名额已满', primary: false })
    expect(EVENT_ACTION_LABEL.registered).toEqual({ text: '已报名', primary: false })
    expect(EVENT_ACTION_LABEL.external.text).toBe('前往报名')
  })

  it('puts the price before the buy words', () => {
    expect(buyLabel('¥9.90')).toBe('¥9.90 立即购买')
    expect(buyLabel('¥9.90', BUY_TEXT.course)).toBe('¥9.90 购买课程')
  })

  it('gives a course buy, its form, or the learning step the visitor is at', () => {
    const course = (over: Partial<CourseDetail>) =>
      ({ price: 0, owned: false, registerWebsiteFormId: null, submitted: false, learnStatus: 'NOT_STARTED', ...over }) as CourseDetail
    expect(courseAction(course({ price: 100 }), true)).toEqual({ kind: 'buy' })
    expect(courseAction(course({ registerWebsiteFormId: 5 }), true)).toEqual({ kind: 'form', formId: 5, text: '立即报名' })
    expect(courseAction(course({ registerWebsiteFormId: 5, submitted: true }), true)).toEqual({ kind: 'learn', text: '开始学习' })
    expect(courseAction(course({ learnStatus: 'LEARNING' }), true)).toEqual({ kind: 'learn', text: '继续学习' })
    expect(courseAction(course({ learnStatus: 'COMPLETED' }), true)).toEqual({ kind: 'learn', text: '再学一遍' })
    expect(courseAction(course({}), false)).toEqual({ kind: 'none' })
  })
})

describe('content routes', () => {
  it("sends a content block's \"more\" to its type's list, or a custom entity's records", () => {
    expect(listUrlOf('ARTICLE')).toBe(Routes.articleList)
    expect(listUrlOf('BAGEVENT')).toBe(Routes.eventList)
    expect(listUrlOf(12)).toBe(`${Routes.entityList}?id=12`)
    expect(listUrlOf(0)).toBeNull()
  })

  it('maps each list and detail route back to what it shows, as the painter reads a URL', () => {
    for (const [kind, config] of Object.entries(CONTENT_LISTS)) expect(LIST_KIND_OF_ROUTE[config.route.slice(1)]).toBe(kind)
    expect(Object.keys(LIST_KIND_OF_ROUTE)).toHaveLength(7)
    for (const [route, type] of Object.entries(TYPE_OF_DETAIL_ROUTE)) {
      expect(detailTarget(type, 3)).toEqual({ kind: 'page', url: `/${route}?id=3` })
    }
    expect(TYPE_OF_DETAIL_ROUTE['pages/article/index']).toBe('ARTICLE')
    expect(Object.keys(TYPE_OF_DETAIL_ROUTE)).toHaveLength(7)
  })
})

describe('ids', () => {
  it('reads up to 15 digits, trimmed', () => {
    expect(parseId(' 7 ')).toBe(7)
    expect(parseId('123456789012345')).toBe(123456789012345)
    expect(parseId('1234567890123456')).toBeNull()
    expect(parseId('0')).toBeNull()
  })
})
