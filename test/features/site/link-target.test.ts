import { linkTarget } from '@/features/site/link-target'

const ORIGIN = 'https://m.example.cn'

describe('where a short link goes', () => {
  it('opens app paths in-app, also an encoded one', () => {
    expect(linkTarget('/pages/article/index?id=3', ORIGIN)).toEqual({ kind: 'app', path: '/pages/article/index?id=3' })
    expect(linkTarget('/packages/customized/pages/entity/index?id=4', ORIGIN)).toEqual({
      kind: 'app',
      path: '/packages/customized/pages/entity/index?id=4'
    })
    expect(linkTarget('%2Fpages%2Fevent%2Findex%3Fid%3D1', ORIGIN)).toEqual({ kind: 'app', path: '/pages/event/index?id=1' })
  })

  it('sends http and https pages of other sites to the web view', () => {
    expect(linkTarget('http://example.com/a?b=1', ORIGIN)).toEqual({ kind: 'web', url: 'http://example.com/a?b=1' })
    expect(linkTarget('https://example.com', ORIGIN)).toEqual({ kind: 'web', url: 'https://example.com' })
    expect(linkTarget('HTTPS://Example.com/x', '')).toEqual({ kind: 'web', url: 'HTTPS://Example.com/x' })
  })

  it('turns a full URL back into this site into its app path', () => {
    expect(linkTarget(`${ORIGIN}/web/h/pages/case/index?id=2`, ORIGIN)).toEqual({ kind: 'app', path: '/pages/case/index?id=2' })
    // Another site's /web/h is still another site.
    expect(linkTarget('https://other.cn/web/h/pages/case/index?id=2', ORIGIN)).toEqual({ kind: 'web', url: 'https://other.cn/web/h/pages/case/index?id=2' })
  })

  it('refuses javascript:, data:, protocol-relative //host and paths that leave the app', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example.com/pages/article/index',
      '//evil.example.com',
      '/\\evil.example.com',
      '/pages/../../etc/passwd',
      'https://user:pw@example.com',
      'ftp://example.com',
      '',
      null,
      undefined,
      42
    ]) {
      expect(linkTarget(bad, ORIGIN)).toEqual({ kind: 'unknown' })
    }
  })
})
