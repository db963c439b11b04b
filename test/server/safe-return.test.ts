import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { DEFAULT_RETURN, safeReturnPath } from '../../server/lib/safe-return'

const hostile: unknown[] = [
  undefined,
  null,
  42,
  {},
  ['/web/h/'],
  '',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.com',
  '//evil.com/web/h/',
  '///evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '/\\/evil.com',
  'https:evil.com',
  'https:/evil.com',
  'https://evil.com',
  'http://evil.com/web/h/',
  'HTTP://EVIL.COM',
  'http://localhost@evil.com',
  'http://localhost:8080@evil.com/',
  'ftp://evil.com',
  'evil.com',
  'web/h/',
  '?next=//evil.com',
  '#//evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '\t//evil.com',
  '/web/h/\u0000',
  '/%2F%2Fevil.com',
  '/%2f%2fevil.com',
  '%2F%2Fevil.com',
  '/%5Cevil.com',
  '/%255C%255Cevil.com',
  '/%252F%252Fevil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  '／／evil.com',
  '/／evil.com',
  '/＼evil.com',
  '/\u2215evil.com',
  '/\u2044evil.com',
  '\u2028//evil.com',
  '/\u200B/evil.com',
  '/\u202E/moc.live',
  '/web/h/%E0%A4%A',
  '/' + 'a'.repeat(3000)
]

const friendly: [string, string][] = [
  ['/web/h/', '/web/h/'],
  ['/web/h/pages/article/index?id=7', '/web/h/pages/article/index?id=7'],
  ['/web/h/pages/web/index?src=https%3A%2F%2Fexample.com', '/web/h/pages/web/index?src=https%3A%2F%2Fexample.com'],
  ['/web/h/pages/index/index#top', '/web/h/pages/index/index#top'],
  ['/web/h/pages/article-list/index?categoryId=1&utm_scid=sc1001', '/web/h/pages/article-list/index?categoryId=1&utm_scid=sc1001'],
  ['/web/h/搜索?q=云图', '/web/h/%E6%90%9C%E7%B4%A2?q=%E4%BA%91%E5%9B%BE']
]

describe('safeReturnPath', () => {
  it(`refuses ${hostile.length} hostile or malformed return targets`, () => {
    assert.ok(hostile.length >= 40)
    for (const raw of hostile) assert.equal(safeReturnPath(raw), DEFAULT_RETURN, `accepted ${JSON.stringify(raw)}`)
  })

  it('keeps same-site paths (non-ASCII percent-encoded)', () => {
    for (const [raw, expected] of friendly) assert.equal(safeReturnPath(raw), expected)
  })

  it('never answers something a browser would resolve off-site', () => {
    for (const raw of [...hostile, ...friendly.map(f => f[0])]) {
      const out = safeReturnPath(raw)
      assert.equal(new URL(out, 'http://site.test').origin, 'http://site.test')
      assert.ok(!/[\p{Cc}\\]/u.test(out))
    }
  })
})
