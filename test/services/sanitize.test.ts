import { sanitizeHtml } from '@/services/sanitize/sanitize'
import { sanitizeHtml as neutralSanitize } from '@/services/sanitize/sanitize.h5'

const render = (html: string) => {
  const div = document.createElement('div')
  div.innerHTML = sanitizeHtml(html)
  return div
}

describe('rich text sanitiser (web: DOMPurify)', () => {
  it('removes scripts, handlers and javascript:/data: URLs', () => {
    const div = render(
      '<p onclick="x()">hi</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="><iframe src="https://evil"></iframe><svg onload=alert(1)></svg>'
    )
    expect(div.querySelector('script,iframe,svg')).toBeNull()
    expect(div.innerHTML).not.toMatch(/onerror|onclick|onload|javascript:|data:/i)
    expect(div.textContent).toContain('hi')
  })

  it('keeps images and http(s) links working, opening outside links safely', () => {
    const div = render('<img src="https://example.com/a.png"><a href="https://example.com">x</a><a href="/pages/article/index?id=1">in</a>')
    expect(div.querySelector('img')?.getAttribute('src')).toBe('https://example.com/a.png')
    expect(div.querySelector('img')?.getAttribute('loading')).toBe('lazy')
    const [out, inner] = Array.from(div.querySelectorAll('a'))
    expect(out.getAttribute('rel')).toContain('noopener')
    expect(out.getAttribute('target')).toBe('_blank')
    expect(inner.getAttribute('href')).toBe('/pages/article/index?id=1')
  })

  it('returns an empty string for non-strings', () => {
    expect(sanitizeHtml(undefined)).toBe('')
    expect(sanitizeHtml({} as never)).toBe('')
  })

  it('the resolved module is the DOMPurify one', () => {
    expect(sanitizeHtml).toBe(neutralSanitize)
  })
})

describe('rich text sanitiser (mini-program fallback)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- by file name with .ts: an import would resolve to sanitize.h5.ts
  const { sanitizeHtml: mini } = require('../../src/services/sanitize/sanitize.ts')
  it('drops script blocks, handlers and unsafe schemes', () => {
    const out = mini('<p onclick="x">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a>')
    expect(out).not.toMatch(/script|onclick|javascript:/i)
    expect(out).toContain('<p')
  })
})
