import { safeAppPath, safeHttpUrl } from '@/services/navigation/links'
import { HOSTILE_URLS } from '../../fixtures/hostile-urls'

describe('safeHttpUrl', () => {
  it.each(HOSTILE_URLS.map(u => [JSON.stringify(u).slice(0, 60), u]))('refuses %s', (_label, url) => {
    expect(safeHttpUrl(url)).toBeNull()
  })

  it('refuses non-strings', () => {
    expect(safeHttpUrl(undefined)).toBeNull()
    expect(safeHttpUrl(42)).toBeNull()
  })

  it.each(['https://example.com', 'http://example.com/a?b=1#c', 'https://sub.example.com:8443/path', 'HTTPS://EXAMPLE.COM'])('accepts %s', url => {
    expect(safeHttpUrl(url)).toBe(url)
  })
})

describe('safeAppPath', () => {
  it.each(['/pages/article/index?id=7', '/packages/customized/pages/entity/index?id=1', '%2Fpages%2Findex%2Findex'])('accepts %s', p => {
    expect(safeAppPath(p)).not.toBeNull()
  })

  it.each([...HOSTILE_URLS, '/pages/../etc', '/pages//x', 'https://example.com/pages/x', '/web/h/pages/x', 'pages/x', '/pages/x\\y'])('refuses %s', p => {
    expect(safeAppPath(p)).toBeNull()
  })
})
