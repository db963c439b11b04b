import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { JSDOM } from 'jsdom'
import { sanitizeRichText } from '../../server/ssr/sanitize'
import { XSS_VECTORS } from '../fixtures/xss-vectors'
import { assertNothingExecutable } from '../fixtures/xss-check'

// The painted view's sanitiser against the corpus the app's runs (test/services/sanitize-corpus.test.ts): one
// settings module (src/shared/sanitize-rules.ts), checked on both sides.
describe(`painted rich text against ${XSS_VECTORS.length} XSS vectors`, () => {
  const { document } = new JSDOM('').window

  it('leaves nothing executable in any vector', () => {
    for (const vector of XSS_VECTORS) {
      const div = document.createElement('div')
      div.innerHTML = sanitizeRichText(vector)
      assertNothingExecutable(div)
    }
  })

  it('keeps images and http(s) links, opening outside links safely, and drops a data: image', () => {
    const div = document.createElement('div')
    div.innerHTML = sanitizeRichText('<img src="https://example.com/a.png"><img src="data:image/png;base64,AAAA"><a href="https://example.com">x</a>')
    const [kept, data] = Array.from(div.querySelectorAll('img'))
    assert.equal(kept.getAttribute('src'), 'https://example.com/a.png')
    assert.equal(data.getAttribute('src'), null)
    assert.equal(div.querySelector('a')?.getAttribute('rel'), 'noopener noreferrer nofollow')
  })
})
