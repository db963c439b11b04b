/**
 * The demo's drawn covers (issue #27 "Looks unfinished"): the cards crop a 750×422 cover to a square, 4:3
 * or 16:9 around its middle, so the title and label must stay inside the centred square every crop keeps.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { COVER_SAFE_WIDTH, coverSvg, ICON_GLYPHS, iconSvg } from '../../server/lib/svg'
import { summitTitle } from '../../server/seed/content'

/** Every <text> of a drawing: where it is anchored and what it says. */
const texts = (svg: string) =>
  [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*?text-anchor="middle"[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)].map(m => ({
    x: Number(m[1]),
    y: Number(m[2]),
    size: Number(m[3]),
    text: m[4]
  }))

describe('drawn covers', () => {
  it('keep title and label inside the centred square that every card crop keeps', () => {
    for (const [title, label] of [
      ['电子书《增长的内容》', '礼品'],
      [summitTitle(), ''],
      ['私域运营实战：如何用企业微信提升客户复购，三步搭建可复制的私域运营体系', '文章'],
      ['CRM', '']
    ]) {
      const svg = coverSvg(title, 'seed', label)
      const lines = texts(svg)
      const titleLines = lines.length - (label ? 1 : 0)
      assert.ok(titleLines >= 1 && titleLines <= 3, `${title}: ${titleLines} lines`)
      assert.ok(!/<text x="48"/.test(svg), 'nothing starts at the left edge')
      for (const l of lines) {
        assert.equal(l.x, 375, `${l.text} is centred`)
        const width = Array.from(l.text).reduce((w, ch) => w + (/[\x20-\x7e]/.test(ch) ? 0.55 : 1), 0) * l.size
        assert.ok(width <= COVER_SAFE_WIDTH, `${l.text}: ${width} px fits ${COVER_SAFE_WIDTH}`)
        assert.ok(l.y - l.size / 2 >= 0 && l.y + l.size / 2 <= 422, `${l.text} inside the height`)
      }
      assert.ok(COVER_SAFE_WIDTH <= 422, 'the safe width fits a square crop')
    }
  })

  it('draws a picture for each lottery prize kind', () => {
    for (const key of ['speaker', 'points', 'coupon', 'thanks']) {
      assert.ok(ICON_GLYPHS[key], key)
      assert.match(iconSvg(key), /<g transform/)
    }
  })
})
