import { sharePath, shareQuery } from '../../../src/features/content/share'

describe('share links', () => {
  it('appends the tracking params to the page path and query', () => {
    expect(sharePath('/pages/article-list/index', { categoryId: 3 }, { utm_scid: 'p1', utm_source: 'share' })).toBe(
      '/pages/article-list/index?categoryId=3&utm_scid=p1&utm_source=share'
    )
  })

  it('leaves a bare path when there is nothing to carry', () => {
    expect(sharePath('/pages/index/index')).toBe('/pages/index/index')
    expect(sharePath('/pages/index/index', { categoryId: undefined, searchValue: '' }, {})).toBe('/pages/index/index')
  })

  it('lets the current tracking params replace stale ones in the page query', () => {
    expect(sharePath('/pages/event/index', { id: 7, utm_scid: 'old' }, { utm_scid: 'new' })).toBe('/pages/event/index?id=7&utm_scid=new')
  })

  it('encodes values so a shared query cannot break the link', () => {
    expect(shareQuery({ searchValue: 'a&b=c' }, { utm_uid: '中文' })).toBe('searchValue=a%26b%3Dc&utm_uid=%E4%B8%AD%E6%96%87')
  })
})
