import { detailTarget } from '@/shared/content-routes'
import { legacyRedirect, notFoundUrl, LEGACY_ROUTES } from '@/services/navigation/legacy'
import { stripBase } from '@/services/navigation/routes'

describe('detail target by content type', () => {
  it.each([
    ['EVENT', '/pages/event/index?id=1'],
    ['CUSTOMER_CASE', '/pages/case/index?id=1'],
    ['ARTICLE', '/pages/article/index?id=1'],
    ['FILEDOWNLOAD', '/pages/material/index?id=1'],
    ['VIDEO', '/pages/video/index?id=1'],
    ['COURSE', '/pages/course/index?id=1'],
    ['PRODUCT_INTRODUCTION', '/pages/product/index?id=1']
  ])('%s opens %s', (type, url) => {
    expect(detailTarget(type, 1)).toEqual({ kind: 'page', url })
  })

  it('a numeric type is a custom entity record', () => {
    expect(detailTarget(12, 5)).toEqual({ kind: 'page', url: '/packages/customized/pages/entity-data/index?entityId=12&id=5' })
    expect(detailTarget('12', 5)).toEqual({ kind: 'page', url: '/packages/customized/pages/entity-data/index?entityId=12&id=5' })
  })

  it('BAGEVENT opens the external event; unknown types say 页面未完成', () => {
    expect(detailTarget('BAGEVENT', 3)).toEqual({ kind: 'bagevent', id: 3 })
    expect(detailTarget('WHATEVER', 3)).toEqual({ kind: 'unknown', message: '页面未完成' })
    expect(detailTarget(null, 3).kind).toBe('unknown')
  })
})

describe('legacy page names', () => {
  it.each([
    ['custom', '/pages/custom/index'],
    ['article', '/pages/article/index'],
    ['article-list', '/pages/article-list/index'],
    ['case-list', '/pages/case-list/index'],
    ['course', '/pages/course/index'],
    ['course-list', '/pages/course-list/index'],
    ['event-detail', '/pages/event/index'],
    ['event-list', '/pages/event-list/index'],
    ['form', '/pages/form/index'],
    ['lottery', '/pages/lottery/index'],
    ['lottery%20history', '/pages/account/lottery/index'],
    ['material-detail', '/pages/material/index'],
    ['material-list', '/pages/material-list/index'],
    ['poster', '/pages/poster/index'],
    ['product-detail', '/pages/product/index'],
    ['product-list', '/pages/product-list/index'],
    ['promotion', '/pages/promotion/index'],
    ['web', '/pages/web/index']
  ])('/web/h/%s redirects to %s with its query', (name, route) => {
    expect(legacyRedirect(`/web/h/${name}`, { id: '7', utm_source: 'x' })).toBe(`${route}?id=7&utm_source=x`)
  })

  it('covers all 19 legacy names of the spec', () => {
    expect(Object.keys(LEGACY_ROUTES)).toHaveLength(19)
  })

  it('card opens home with tab=card', () => {
    expect(legacyRedirect('/web/h/card', { ocuid: '3' })).toBe('/pages/index/index?ocuid=3&tab=card')
  })

  it('unknown names and nested paths do not redirect', () => {
    expect(legacyRedirect('/web/h/nope', {})).toBeNull()
    expect(legacyRedirect('/web/h/pages/nope/index', {})).toBeNull()
    expect(legacyRedirect('/web/h/', {})).toBeNull()
    // Prototype names are not legacy names (trust #11).
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) expect(legacyRedirect(`/web/h/${name}`, {})).toBeNull()
  })

  it('the 404 page gets the path without the base and the query', () => {
    expect(notFoundUrl('/web/h/no/such', { a: '1', stamp: '9' })).toBe('/pages/404/index?path=%2Fno%2Fsuch&query=a%3D1')
    expect(stripBase('/web/h/x/')).toBe('/x')
  })
})
