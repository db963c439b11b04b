import { sanitizeHtml } from '@/services/sanitize/sanitize'
import { XSS_VECTORS } from '../fixtures/xss-vectors'
import { assertNothingExecutable } from '../fixtures/xss-check'

// The same corpus runs against the painted view's sanitiser: test/server/sanitize-corpus.test.ts.
describe(`rich text sanitiser against ${XSS_VECTORS.length} XSS vectors (jsdom)`, () => {
  it.each(XSS_VECTORS.map((v, i) => [i + 1, v]))('vector %i leaves nothing executable', (_n, vector) => {
    const div = document.createElement('div')
    div.innerHTML = sanitizeHtml(vector)
    assertNothingExecutable(div)
  })
})
