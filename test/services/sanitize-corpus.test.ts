import { sanitizeHtml } from '@/services/sanitize/sanitize'
import { XSS_VECTORS } from '../fixtures/xss-vectors'

describe(`rich text sanitiser against ${XSS_VECTORS.length} XSS vectors (jsdom)`, () => {
  it.each(XSS_VECTORS.map((v, i) => [i + 1, v]))('vector %i leaves nothing executable', (_n, vector) => {
    const div = document.createElement('div')
    div.innerHTML = sanitizeHtml(vector)
    expect(div.querySelector('script,iframe,frame,object,embed,svg,math,form,input,button,base,meta,link,style,textarea,select,template')).toBeNull()
    for (const el of Array.from(div.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name).not.toMatch(/^on/i)
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'dynsrc', 'lowsrc', 'poster'].includes(attr.name.toLowerCase())) {
          expect(attr.value.trim()).toMatch(/^(https?:|\/(?!\/)|#)/i)
        }
      }
    }
  })
})
