import { ThemeStore } from '@/stores/theme-store'
import { alphaSteps, mergeThemeConfig, normaliseThemeCode, DEFAULT_THEME_CONFIG } from '@/utils/theme'

describe('theme (spec §3, §9)', () => {
  it.each([
    ['style_a', 'style_a'],
    ['style_b', 'style_b'],
    ['style_passion', 'style_passion'],
    ['passion', 'style_passion'],
    [undefined, 'style_b'],
    ['weird', 'style_b']
  ])('theme code %s → %s', (input, expected) => {
    expect(normaliseThemeCode(input)).toBe(expected)
  })

  it('merges the themeConfig JSON over the defaults and ignores bad values', () => {
    const merged = mergeThemeConfig(
      JSON.stringify({ themeColor: '#123456', moduleTheme: 'theme4', backgroundColor: 'red;evil', moduleThemeSettings: { borderRadius: 0, boxShadow: 'yes' } })
    )
    expect(merged.themeColor).toBe('#123456')
    expect(merged.moduleTheme).toBe('theme4')
    expect(merged.backgroundColor).toBe('#f4f5f9')
    expect(merged.moduleThemeSettings.borderRadius).toBe(0)
    expect(merged.moduleThemeSettings.boxShadow).toBe(false)
    expect(mergeThemeConfig('{not json')).toEqual(DEFAULT_THEME_CONFIG)
  })

  it('has 10 alpha steps of the theme colour', () => {
    const steps = alphaSteps('#DB2231')
    expect(steps).toHaveLength(10)
    expect(steps[0]).toBe('rgba(219, 34, 49, 0.1)')
    expect(steps[9]).toBe('rgba(219, 34, 49, 1.0)')
  })

  it('defaults to #DB2231 on #f4f5f9 and exposes CSS variables, the colour made legible on the page', () => {
    const theme = new ThemeStore()
    expect(theme.themeColor).toBe('#DB2231')
    // #DB2231 is 4.50:1 on #f4f5f9 by a hair under: painted 1 % darker (issue #27).
    expect(theme.cssVars['--theme-color']).toBe('#d92231')
    expect(theme.cssVars['--theme-text']).toBe('#c51f2d')
    expect(theme.cssVars['--bg-color']).toBe('#f4f5f9')
    expect(theme.cssVars['--theme-color-5']).toBe('rgba(217, 34, 49, 0.5)')
  })

  it('takes colour and logo from the company, and the website config wins when it sets a colour', () => {
    const theme = new ThemeStore()
    theme.applyCompany({
      id: 1,
      name: 'c',
      domain: '',
      miniAppWebsiteId: 1,
      themeColor: '#0055ff',
      gradientColor: ['#0055ff', '#00aaff'],
      squareLogo: '/logo.svg',
      productName: 'M',
      servicePhone: ''
    })
    expect(theme.themeColor).toBe('#0055ff')
    expect(theme.logo).toBe('/logo.svg')
    theme.applyWebsite({ themeCode: 'passion', themeConfig: JSON.stringify({ themeColor: '#00aa00' }), logo: '' })
    expect(theme.code).toBe('style_passion')
    expect(theme.themeColor).toBe('#00aa00')
  })

  it("titles home by the company's name, else the website's, else 首页", () => {
    const theme = new ThemeStore()
    expect(theme.homeTitle(null)).toBe('首页')
    expect(theme.homeTitle('官网')).toBe('官网')
    theme.applyCompany({
      id: 1,
      name: '某公司',
      domain: '',
      miniAppWebsiteId: 1,
      themeColor: '',
      gradientColor: ['', ''],
      squareLogo: '',
      productName: 'M',
      servicePhone: ''
    })
    expect(theme.homeTitle('官网')).toBe('某公司')
  })

  it('has a background image only when the theme sets the image background with a source', () => {
    const theme = new ThemeStore()
    expect(theme.backgroundImage).toBeUndefined()
    theme.applyWebsite({ themeCode: 'style_b', themeConfig: JSON.stringify({ backgroundType: 'image', backgroundSrc: '' }), logo: '' })
    expect(theme.backgroundImage).toBeUndefined()
    theme.applyWebsite({ themeCode: 'style_b', themeConfig: JSON.stringify({ backgroundType: 'image', backgroundSrc: '/bg.png' }), logo: '' })
    expect(theme.backgroundImage).toBe('/bg.png')
    theme.applyWebsite({ themeCode: 'style_b', themeConfig: JSON.stringify({ backgroundSrc: '/bg.png' }), logo: '' })
    expect(theme.backgroundImage).toBeUndefined()
  })

  it('applies an editor preview', () => {
    const theme = new ThemeStore()
    theme.applyPreview({ themeColor: '#111111', themeCode: 'style_a' })
    expect(theme.themeColor).toBe('#111111')
    expect(theme.code).toBe('style_a')
    theme.applyPreview({ themeColor: 'javascript:alert(1)' })
    expect(theme.themeColor).toBe('#111111')
  })
})
