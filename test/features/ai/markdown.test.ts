import { escapeHtml, markdownHref, markdownToHtml } from '@/features/ai/markdown'
import { answerLinkTarget } from '@/features/ai/components/answer-markdown'
import { sanitizeHtml } from '@/services/sanitize/sanitize'

describe('assistant markdown → safe HTML', () => {
  it('renders paragraphs, line breaks, bold, inline code and code blocks', () => {
    expect(markdownToHtml('你好 **世界**\n第二行\n\n用 `npm test` 运行')).toBe(
      '<p>你好 <strong>世界</strong><br/>第二行</p><p>用 <code>npm test</code> 运行</p>'
    )
    expect(markdownToHtml('```\n<b>x</b>\n```')).toBe('<pre><code>&lt;b&gt;x&lt;/b&gt;</code></pre>')
  })

  it('renders ordered and unordered lists with indented continuation lines', () => {
    const md = '以下可能有帮助：\n\n1. **[数字化营销白皮书](/pages/article/index?id=3)**（文章）\n   一份白皮书\n2. 第二条\n\n- a\n- b'
    expect(markdownToHtml(md)).toBe(
      '<p>以下可能有帮助：</p>' +
        '<ol><li><strong><a href="/web/h/pages/article/index?id=3">数字化营销白皮书</a></strong>（文章）<br/>一份白皮书</li><li>第二条</li></ol>' +
        '<ul><li>a</li><li>b</li></ul>'
    )
  })

  it('escapes any HTML in the text so no markup or handler survives', () => {
    const html = markdownToHtml('<img src=x onerror=alert(1)> <script>alert(1)</script> **<b onclick="x">b</b>**')
    expect(html).not.toMatch(/<img|<script|<b /)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(sanitizeHtml(html)).not.toMatch(/<img|<script|<[a-z][^>]*\son\w+=/i)
  })

  it('keeps links to app pages and http(s) only; others become plain text', () => {
    expect(markdownToHtml('[a](https://example.com/x?a=1&b=2)')).toBe(
      '<p><a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">a</a></p>'
    )
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example/x',
      'vbscript:x',
      '/pages/../../etc',
      'ftp://x.example'
    ]) {
      const html = markdownToHtml(`[点我](${bad})`)
      expect(html).toBe('<p>点我</p>')
    }
    expect(markdownToHtml('[x](https://a.example/"onmouseover="alert(1))')).not.toContain('"onmouseover')
  })

  it('survives sanitizeHtml unchanged in meaning (links and lists intact)', () => {
    const clean = sanitizeHtml(markdownToHtml('1. [文章](/pages/article/index?id=3)'))
    expect(clean).toContain('href="/web/h/pages/article/index?id=3"')
    expect(clean).toContain('<ol><li>')
  })

  it('maps a clicked link to an in-app page or the web view', () => {
    expect(answerLinkTarget('/web/h/pages/article/index?id=3')).toEqual({ kind: 'app', path: '/pages/article/index?id=3' })
    expect(answerLinkTarget('/pages/event/index?id=1')).toEqual({ kind: 'app', path: '/pages/event/index?id=1' })
    expect(answerLinkTarget('https://example.com')).toEqual({ kind: 'http', url: 'https://example.com' })
    expect(answerLinkTarget('javascript:alert(1)')).toBeNull()
    expect(answerLinkTarget('/web/h//evil.example')).toBeNull()
    expect(markdownHref('/pages/article/index?id=3')).toEqual({ href: '/web/h/pages/article/index?id=3', kind: 'app' })
  })

  it('escapes the five HTML characters and returns nothing for empty input', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;')
    expect(markdownToHtml('')).toBe('')
    expect(markdownToHtml(null)).toBe('')
  })
})
