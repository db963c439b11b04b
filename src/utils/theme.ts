import type { ModuleThemeSettings, ThemeConfig } from '../../types/contract'

export type ThemeCode = 'style_a' | 'style_b' | 'style_passion'

const DEFAULT_THEME_COLOR = '#DB2231'
const DEFAULT_BACKGROUND = '#f4f5f9'
const DEFAULT_THEME_CODE: ThemeCode = 'style_b'

export const DEFAULT_MODULE_SETTINGS: ModuleThemeSettings = {
  boxShadow: false,
  verticalMargin: 12,
  horizontalMargin: 12,
  borderRadius: 8,
  titleHeight: 44,
  titleBackground: 'transparent',
  titleDecoration: 'bar',
  titlePosition: 'left',
  titleText: '#1f2329',
  subtitleText: '#646a73',
  contentPaddings: 12,
  contentBackground: '#ffffff',
  moreAtBottom: false
}

export const DEFAULT_THEME_CONFIG: ThemeConfig = {
  themeColor: DEFAULT_THEME_COLOR,
  backgroundType: 'color',
  backgroundColor: DEFAULT_BACKGROUND,
  backgroundSrc: '',
  moduleTheme: 'theme2',
  moduleThemeSettings: DEFAULT_MODULE_SETTINGS
}

/** style_a / style_b / style_passion; the legacy value "passion" maps to style_passion; anything else → style_b. */
export function normaliseThemeCode(code: unknown): ThemeCode {
  if (code === 'passion' || code === 'style_passion') return 'style_passion'
  if (code === 'style_a') return 'style_a'
  return DEFAULT_THEME_CODE
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

export function isColor(value: unknown): value is string {
  return typeof value === 'string' && (HEX.test(value) || /^rgba?\([\d\s.,%]+\)$/i.test(value))
}

/** Merges a themeConfig JSON string (or object) over the defaults; bad JSON or bad values fall back. */
export function mergeThemeConfig(raw: unknown, base: ThemeConfig = DEFAULT_THEME_CONFIG): ThemeConfig {
  let parsed: Partial<ThemeConfig> = {}
  if (typeof raw === 'string' && raw.trim()) {
    try {
      const value = JSON.parse(raw)
      if (value && typeof value === 'object' && !Array.isArray(value)) parsed = value
    } catch {
      parsed = {}
    }
  } else if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    parsed = raw as Partial<ThemeConfig>
  }
  const settings = { ...base.moduleThemeSettings }
  const incoming = (parsed.moduleThemeSettings || {}) as Partial<ModuleThemeSettings>
  for (const key of Object.keys(settings) as (keyof ModuleThemeSettings)[]) {
    const value = incoming[key]
    if (value !== undefined && typeof value === typeof settings[key]) (settings as Record<string, unknown>)[key] = value
  }
  return {
    themeColor: isColor(parsed.themeColor) ? parsed.themeColor : base.themeColor,
    backgroundType: parsed.backgroundType === 'image' ? 'image' : base.backgroundType,
    backgroundColor: isColor(parsed.backgroundColor) ? parsed.backgroundColor : base.backgroundColor,
    backgroundSrc: typeof parsed.backgroundSrc === 'string' ? parsed.backgroundSrc : base.backgroundSrc,
    moduleTheme: parsed.moduleTheme === 'theme4' || parsed.moduleTheme === 'theme2' ? parsed.moduleTheme : base.moduleTheme,
    moduleThemeSettings: settings
  }
}

function hexToRgb(color: string): [number, number, number] | null {
  if (!HEX.test(color)) return null
  let hex = color.slice(1)
  if (hex.length === 3)
    hex = hex
      .split('')
      .map(c => c + c)
      .join('')
  const n = parseInt(hex, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** The theme colour in 10 alpha steps (0.1 … 1.0), as rgba() strings. */
export function alphaSteps(color: string): string[] {
  const rgb = hexToRgb(color) || (hexToRgb(DEFAULT_THEME_COLOR) as [number, number, number])
  return Array.from({ length: 10 }, (_, i) => `rgba(${rgb[0]}, ${rgb[1]}, ${rgb[2]}, ${((i + 1) / 10).toFixed(1)})`)
}

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map(v => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

const toHex = (rgb: [number, number, number]) => `#${rgb.map(v => v.toString(16).padStart(2, '0')).join('')}`

/** `fg` at `alpha` over the opaque `bg`, as the browser composites an rgba() fill. */
function over(fg: [number, number, number], bg: [number, number, number], alpha: number): [number, number, number] {
  return [0, 1, 2].map(i => Math.round(fg[i] * alpha + bg[i] * (1 - alpha))) as [number, number, number]
}

/** The WCAG 2 contrast ratio of two hex colours, 1 to 21 (1 when either is not a hex colour). */
export function contrastRatio(a: string, b: string): number {
  const x = hexToRgb(a)
  const y = hexToRgb(b)
  if (!x || !y) return 1
  const [hi, lo] = [luminance(x), luminance(y)].sort((m, n) => n - m)
  return (hi + 0.05) / (lo + 0.05)
}

/** Text contrast WCAG AA asks of normal-size text (issue #27: every text at least this). */
export const TEXT_CONTRAST = 4.5

/**
 * `color` darkened toward black in 1 % steps (its hue kept) until it reaches `ratio` against every one of
 * `backgrounds`: an editor's or company's colour stays theirs where it is legible, and is made legible where
 * it is not. Colours that are not hex pass through unchanged.
 */
export function readableOn(color: string, backgrounds: string[], ratio = TEXT_CONTRAST): string {
  const rgb = hexToRgb(color)
  if (!rgb) return color
  const bgs = backgrounds.filter(b => hexToRgb(b))
  for (let step = 0; step <= 100; step++) {
    const candidate = toHex(rgb.map(v => Math.round(v * (1 - step / 100))) as [number, number, number])
    if (bgs.every(b => contrastRatio(candidate, b) >= ratio)) return step === 0 ? color : candidate
  }
  return '#000000'
}

/**
 * The theme colour as the app paints it, and its darker text shade (issue #27, contrast ≥ 4.5:1):
 * `fill` carries white text and is itself text on white cards and on the page background; `text` is the
 * shade for theme-coloured text on the theme's own pale tint (chips, badges, soft buttons: 10 % of the
 * fill over white or the page).
 */
export function readableTheme(themeColor: string, background: string = DEFAULT_BACKGROUND): { fill: string; text: string } {
  const page = hexToRgb(background) ? background : DEFAULT_BACKGROUND
  const fill = readableOn(themeColor, ['#ffffff', page])
  const fillRgb = hexToRgb(fill)
  if (!fillRgb) return { fill, text: fill }
  const tints = ['#ffffff', page].map(bg => toHex(over(fillRgb, hexToRgb(bg) as [number, number, number], 0.1)))
  return { fill, text: readableOn(fill, ['#ffffff', page, ...tints]) }
}

/**
 * CSS custom properties every component reads (--theme-color, --theme-text, --theme-color-1..10, --bg-color...).
 * --theme-color is the company's colour made legible (readableTheme), not always the exact value configured.
 */
export function themeCssVars(themeColor: string, background: string, gradient?: [string, string]): Record<string, string> {
  const bg = isColor(background) ? background : DEFAULT_BACKGROUND
  const { fill: color, text } = readableTheme(isColor(themeColor) ? themeColor : DEFAULT_THEME_COLOR, bg)
  const vars: Record<string, string> = {
    '--theme-color': color,
    '--theme-text': text,
    '--bg-color': bg,
    '--gradient-start': gradient && isColor(gradient[0]) ? gradient[0] : color,
    '--gradient-end': gradient && isColor(gradient[1]) ? gradient[1] : color
  }
  alphaSteps(color).forEach((value, i) => {
    vars[`--theme-color-${i + 1}`] = value
  })
  return vars
}
