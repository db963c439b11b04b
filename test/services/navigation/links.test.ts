import { safeAppPath, safeHttpUrl } from '@/services/navigation/links'

/** Hostile link forms (README "Reliability" counts them). */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://evil.example/x',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https:evil.example',
  'https:/evil.example',
  'http:\\\\evil.example',
  'https://allowed.example@evil.example',
  'https://user:pass@evil.example',
  'https://evil.example\\@allowed.example',
  'ht\ttps://evil.example',
  'https://evil.example\u0000',
  'https://evil.example\u2028',
  'https://evil.example\u200b.com',
  'https://evil .example',
  'https://',
  'https://.',
  'https://..evil',
  'https://evil..example',
  'https://-evil.example-',
  'blob:https://evil.example/uuid',
  'about:blank',
  'chrome://settings',
  'intent://evil#Intent;end',
  'mailto:x@evil.example',
  'tel:123',
  '',
  '   ',
  'x'.repeat(5000),
  'https://evil.example/' + 'a'.repeat(5000)
]

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

  it.each([...HOSTILE_URLS, '/pages/../etc', '/pages//x', 'https://example.com/pages/x', '/web/h/pages/x', 'pages/x', '/pages/x\\y'])(
    'refuses %s',
    p => {
      expect(safeAppPath(p)).toBeNull()
    }
  )
})
