import fs from 'node:fs'
import path from 'node:path'
import { contrastRatio, readableOn, readableTheme, TEXT_CONTRAST } from '@/utils/theme'
import { moduleBoxStyle } from '@/features/site/module-style'
import { DEFAULT_MODULE_SETTINGS } from '@/utils/theme'

/** Issue #27: text at least 4.5:1 on its background, whatever colour a company or editor picks. */
describe('readable colours', () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    // The demo theme's blue on white: 4.4988, just under AA (axe said 4.49).
    expect(contrastRatio('#2f6bff', '#ffffff')).toBeLessThan(TEXT_CONTRAST)
  })

  it('keeps a colour that is already legible and darkens one that is not, keeping its hue', () => {
    expect(readableOn('#1f2329', ['#ffffff'])).toBe('#1f2329')
    const grey = readableOn('#8f959e', ['#ffffff'])
    expect(contrastRatio(grey, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(grey).not.toBe('#8f959e')
    expect(readableOn('rgba(0, 0, 0, 0.5)', ['#ffffff'])).toBe('rgba(0, 0, 0, 0.5)')
  })

  it.each(['#2f6bff', '#DB2231', '#ff6a00', '#07c160', '#ffd400'])(
    'makes theme %s legible: white on the fill, the fill on white and the page, the text shade on its 10 %% tint',
    color => {
      const { fill, text } = readableTheme(color, '#f4f5f9')
      for (const bg of ['#ffffff', '#f4f5f9']) expect(contrastRatio(fill, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      // A 10 % tint of the fill over white, as the browser composites rgba(fill, 0.1).
      const rgb = [1, 3, 5].map(i => parseInt(fill.slice(i, i + 2), 16))
      const tint =
        '#' +
        rgb
          .map(v =>
            Math.round(v * 0.1 + 255 * 0.9)
              .toString(16)
              .padStart(2, '0')
          )
          .join('')
      expect(contrastRatio(text, tint)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    }
  )

  it('darkens an editor’s pale module subtitle until it reads on its module', () => {
    const style = moduleBoxStyle('theme2', { ...DEFAULT_MODULE_SETTINGS, subtitleText: '#8f959e' }, n => `${n}px`, '#2f6bff')
    expect(contrastRatio(style.subtitleText.color, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    const theme4 = moduleBoxStyle('theme4', DEFAULT_MODULE_SETTINGS, n => `${n}px`, '#ffd400')
    expect(contrastRatio(theme4.titleText.color, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
  })
})

describe('status colours (src/styles/_tokens.scss)', () => {
  const scss = fs.readFileSync(path.join(__dirname, '../../src/styles/_tokens.scss'), 'utf8')
  const tokens = Object.fromEntries([...scss.matchAll(/^\$([\w-]+):\s*(#[0-9a-f]{6});/gim)].map(m => [m[1], m[2]]))

  it.each(['success', 'warning', 'danger'])('%s text reads on its light background, and white reads on it (a tag)', name => {
    expect(contrastRatio(tokens[name], tokens[`${name}-bg`])).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(contrastRatio('#ffffff', tokens[name])).toBeGreaterThanOrEqual(TEXT_CONTRAST)
  })
})
