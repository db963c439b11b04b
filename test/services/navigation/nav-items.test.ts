import type { NavItem } from '../../../types/contract'
import { navItemHref } from '@/services/navigation/nav-item-href'
import { resolveNavItem, TEMPLATE_ROUTES } from '@/services/navigation/nav-items'

const item = (fields: Partial<NavItem>): NavItem => ({ id: 1, title: 't', icon: '', type: 0, ...fields }) as NavItem

describe('navigation items (spec §2 types 0-9)', () => {
  it('type 0 opens outUrl, aimTo or link as an external http(s) link', () => {
    expect(resolveNavItem(item({ type: 0, outUrl: 'https://a.example/x' }))).toEqual({ kind: 'external', url: 'https://a.example/x' })
    expect(resolveNavItem(item({ type: 0, aimTo: 'http://b.example' }))).toEqual({ kind: 'external', url: 'http://b.example' })
    expect(resolveNavItem(item({ type: 0, link: 'https://c.example' }))).toEqual({ kind: 'external', url: 'https://c.example' })
  })

  it("type 0 with one of the app's own paths opens it in the app", () => {
    expect(resolveNavItem(item({ type: 0, link: '/pages/ai/index' }))).toEqual({ kind: 'navigate', url: '/pages/ai/index' })
    expect(resolveNavItem(item({ type: 0, link: '/pages/lottery/index?id=1' }))).toEqual({ kind: 'navigate', url: '/pages/lottery/index?id=1' })
    expect(resolveNavItem(item({ type: 0, link: '/pages/../etc' })).kind).toBe('refused')
    expect(resolveNavItem(item({ type: 0, link: '//evil.example/pages/x' })).kind).toBe('refused')
  })

  it('type 0 refuses javascript: and other non-http links with a message', () => {
    expect(resolveNavItem(item({ type: 0, outUrl: 'javascript:alert(1)' }))).toEqual({ kind: 'refused', message: '不支持打开此链接' })
    expect(resolveNavItem(item({ type: 0, outUrl: 'data:text/html,x' })).kind).toBe('refused')
    expect(resolveNavItem(item({ type: 0 })).kind).toBe('fallback')
  })

  it('type 1 with a positive templateId opens that custom page', () => {
    expect(resolveNavItem(item({ type: 1, templateId: 12 }))).toEqual({ kind: 'navigate', url: '/pages/custom/index?pageId=12' })
  })

  it.each([
    [-1, '/pages/account/index'],
    [-2, '/pages/event-list/index'],
    [-3, '/pages/course-list/index'],
    [-4, '/pages/article-list/index'],
    [-5, '/pages/material-list/index'],
    [-6, '/pages/case-list/index'],
    [-7, '/pages/speaker-list/index'],
    [-8, '/pages/account/tickets/index'],
    [-9, '/pages/product-list/index'],
    [-10, '/pages/video-list/index']
  ])('type 1 templateId %i opens %s', (templateId, route) => {
    expect(TEMPLATE_ROUTES[templateId]).toBe(route)
    expect(resolveNavItem(item({ type: 1, templateId }))).toEqual({ kind: 'navigate', url: route })
  })

  it('type 1 takes the category id from extra, else tip', () => {
    expect(resolveNavItem(item({ type: 1, templateId: -4, extra: '7' }))).toEqual({ kind: 'navigate', url: '/pages/article-list/index?categoryId=7' })
    expect(resolveNavItem(item({ type: 1, templateId: -2, tip: '3' }))).toEqual({ kind: 'navigate', url: '/pages/event-list/index?categoryId=3' })
    expect(resolveNavItem(item({ type: 1, templateId: -2, extra: 'abc' }))).toEqual({ kind: 'navigate', url: '/pages/event-list/index' })
  })

  it('type 1 with an invalid page id goes home', () => {
    expect(resolveNavItem(item({ type: 1, templateId: -99 }))).toEqual({ kind: 'navigate', url: '/pages/index/index' })
    expect(resolveNavItem(item({ type: 1, templateId: null }))).toEqual({ kind: 'navigate', url: '/pages/index/index' })
  })

  it('type 2 opens the form, type 3 the asset', () => {
    expect(resolveNavItem(item({ type: 2, websiteFormId: 5 }))).toEqual({ kind: 'navigate', url: '/pages/form/index?id=5' })
    expect(resolveNavItem(item({ type: 3, assetId: 9 }))).toEqual({ kind: 'navigate', url: '/pages/assets/index?id=9' })
    expect(resolveNavItem(item({ type: 2 })).kind).toBe('fallback')
  })

  it('type 4 on the web shows 不支持跳转小程序; mini-programs open the app', () => {
    expect(resolveNavItem(item({ type: 4, appId: 'wx1', path: 'p' }), 'h5')).toEqual({ kind: 'toast', message: '不支持跳转小程序' })
    expect(resolveNavItem(item({ type: 4, appId: 'wx1', path: 'p' }), 'weapp')).toEqual({ kind: 'miniProgram', appId: 'wx1', path: 'p' })
  })

  it('type 5 opens the detail page of the content type', () => {
    expect(resolveNavItem(item({ type: 5, contentType: 'ARTICLE', contentId: 7 }))).toEqual({ kind: 'navigate', url: '/pages/article/index?id=7' })
    expect(resolveNavItem(item({ type: 5, contentType: 3, contentId: 2 }))).toEqual({
      kind: 'navigate',
      url: '/packages/customized/pages/entity-data/index?entityId=3&id=2'
    })
    expect(resolveNavItem(item({ type: 5, contentType: 'NOPE', contentId: 2 }))).toEqual({ kind: 'toast', message: '页面未完成' })
  })

  it('type 6 opens the interaction page; type 7 an entity list or record', () => {
    expect(resolveNavItem(item({ type: 6, interactionId: 4 }))).toEqual({ kind: 'navigate', url: '/pages/interaction/index?id=4' })
    expect(resolveNavItem(item({ type: 7, entityId: 2 }))).toEqual({ kind: 'navigate', url: '/packages/customized/pages/entity/index?id=2' })
    expect(resolveNavItem(item({ type: 7, entityId: 2, entityDataId: 8 }))).toEqual({
      kind: 'navigate',
      url: '/packages/customized/pages/entity-data/index?entityId=2&id=8'
    })
  })

  it('type 8 is not supported on the web', () => {
    expect(resolveNavItem(item({ type: 8, feedId: 'f' }), 'h5').kind).toBe('toast')
  })

  it('type 9 calls the number when link is callNumber', () => {
    expect(resolveNavItem(item({ type: 9, link: 'callNumber', phoneNumber: '400-800-1234' }))).toEqual({ kind: 'call', phone: '400-800-1234' })
    expect(resolveNavItem(item({ type: 9, link: 'other', phoneNumber: '1' })).kind).toBe('fallback')
  })

  it('anything else invokes the fallback', () => {
    expect(resolveNavItem(item({ type: 42 as never })).kind).toBe('fallback')
    expect(resolveNavItem(null).kind).toBe('fallback')
  })
})

describe('the web address of a nav item (a painted link before the app runs)', () => {
  it("is the app page, the web page of an external link, or a phone number's tel:", () => {
    expect(navItemHref(item({ type: 2, websiteFormId: 3 }))).toBe('/web/h/pages/form/index?id=3')
    expect(navItemHref(item({ type: 0, outUrl: 'https://a.example/x?y=1' }))).toBe('/web/h/pages/web/index?src=https%3A%2F%2Fa.example%2Fx%3Fy%3D1')
    expect(navItemHref(item({ type: 9, link: 'callNumber', phoneNumber: '400-800 1234' }))).toBe('tel:4008001234')
  })

  it('is none for what only the app can do, or refuses', () => {
    expect(navItemHref(item({ type: 4, appId: 'wx1' }))).toBeUndefined()
    expect(navItemHref(item({ type: 8, feedId: 'f' }))).toBeUndefined()
    expect(navItemHref(item({ type: 9, link: 'callNumber', phoneNumber: 'javascript:1' }))).toBeUndefined()
    expect(navItemHref(item({ type: 0, outUrl: 'javascript:alert(1)' }))).toBeUndefined()
  })
})
