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

/** CSS custom properties every component reads (--theme-color, --theme-color-1..10, --bg-color...). */
export function themeCssVars(themeColor: string, background: string, gradient?: [string, string]): Record<string, string> {
  const color = isColor(themeColor) ? themeColor : DEFAULT_THEME_COLOR
  const vars: Record<string, string> = {
    '--theme-color': color,
    '--bg-color': isColor(background) ? background : DEFAULT_BACKGROUND,
    '--gradient-start': gradient && isColor(gradient[0]) ? gradient[0] : color,
    '--gradient-end': gradient && isColor(gradient[1]) ? gradient[1] : color
  }
  alphaSteps(color).forEach((value, i) => {
    vars[`--theme-color-${i + 1}`] = value
  })
  return vars
}
