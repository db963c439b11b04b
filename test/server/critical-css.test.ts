/**
 * The painted view's critical CSS (server/ssr/critical.ts, css.ts criticalCssCache): Beasties keeps the rules that
 * match the view's DOM, judged as a browser would (structure, attributes, :not()), not by class names alone; it
 * runs once per stylesheet and markup shape; and a failure inlines the whole stylesheet rather than none.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { criticalCss } from '../../server/ssr/critical'
import { criticalCssCache, markupShape } from '../../server/ssr/css'

const CSS =
  '.card{display:flex}.card .card__title{color:red}.list .card__title{color:blue}.card__title .card{color:green}' +
  '.btn[aria-disabled="true"]{opacity:.5}.btn[aria-disabled="false"]{opacity:1}.btn:not(.btn--on){color:grey}.picker{display:none}' +
  '@media (min-width:600px){.card{padding:4px}.picker{padding:2px}}' +
  '@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}.card__icon{animation:spin 1s}.picker__icon{animation:fade 1s}'

describe('critical CSS of a painted view', () => {
  it('keeps the rules that match the DOM, with their media queries and keyframes, and drops the rest', async () => {
    const markup = '<div class="card"><span class="card__title">标题</span><i class="card__icon"></i><div class="btn" aria-disabled="true">下载</div></div>'
    const css = await criticalCss(CSS, markup)
    assert.match(css, /\.card\{display:flex\}/)
    assert.match(css, /\.card \.card__title\{color:red\}/)
    assert.doesNotMatch(css, /\.list/)
    // Both classes are in the page, but not in this nesting, and no button is enabled: a pruner by class names
    // (the hand-written one this replaces) kept these rules.
    assert.doesNotMatch(css, /color:green/)
    assert.doesNotMatch(css, /opacity:1\}/)
    assert.match(css, /\.btn\[aria-disabled="?true"?\]\{opacity:\.5\}/)
    assert.match(css, /\.btn:not\(\.btn--on\)\{color:grey\}/)
    assert.match(css, /@media \(min-width:600px\)\{\.card\{padding:4px\}\}/)
    assert.doesNotMatch(css, /picker/)
    assert.match(css, /@keyframes spin/)
    assert.doesNotMatch(css, /@keyframes fade/)
  })

  it('runs Beasties once per stylesheet and markup shape', async () => {
    let runs = 0
    const critical = criticalCssCache(async (css, markup) => {
      runs++
      return criticalCss(css, markup)
    })
    const card = (title: string, href: string) => `<a class="card" href="${href}"><span class="card__title">${title}</span></a>`
    const first = await critical(CSS, card('一', '/a?id=1'))
    // the same elements with other text and links: the same rules
    assert.equal(await critical(CSS, card('二', '/a?id=2')), first)
    assert.equal(runs, 1)
    assert.equal(markupShape(card('一', '/a?id=1')), markupShape(card('二', '/a?id=2')))
    // another element or class is another shape
    await critical(CSS, card('一', '/a') + '<div class="picker"></div>')
    assert.equal(runs, 2)
    // and another stylesheet (a new build) is another key
    await critical(CSS + '.x{color:red}', card('一', '/a'))
    assert.equal(runs, 3)
  })

  it('inlines the whole stylesheet when Beasties cannot run (a busy pool), never an unstyled view', async () => {
    const errors: unknown[] = []
    const critical = criticalCssCache(
      async () => {
        throw new Error('queue is at limit')
      },
      e => errors.push(e)
    )
    assert.equal(await critical(CSS, '<div class="card"></div>'), CSS)
    assert.equal(errors.length, 1)
  })

  it('cannot close the <style> element it is inlined in', async () => {
    const critical = criticalCssCache(async () => '.a{content:"</style><script>x</script>"}')
    assert.doesNotMatch(await critical('.a{}', '<div class="a"></div>'), /<\/style/i)
  })
})
