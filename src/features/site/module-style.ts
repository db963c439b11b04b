import type { ModuleThemeSettings, ThemeConfig } from '../../../types/contract'
import { readableOn } from '@/utils/theme'

type ModuleTheme = ThemeConfig['moduleTheme']

/** Numbers from the editor are clamped so a bad config cannot push a module off screen. */
const clamp = (n: unknown, min: number, max: number, fallback: number) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback

interface ModuleBoxStyle {
  /** Outer box: margins, radius, shadow, content background. */
  box: Record<string, string | number>
  /** Title bar: height, background. */
  title: Record<string, string | number>
  titleText: Record<string, string>
  subtitleText: Record<string, string>
  /** Content padding. */
  body: Record<string, string | number>
}

/**
 * Inline styles of one module from moduleThemeSettings: theme2 is an inset white card (margins on
 * all sides, radius, optional shadow); theme4 is full-bleed (vertical gap only, square corners).
 * `px` converts design pixels to the platform unit (Taro.pxTransform in the app). Title and subtitle colours
 * are darkened where needed to stay readable (4.5:1) on the title bar's background: the editor picks them,
 * the visitor must still read them (issue #27: the demo's #8f959e subtitles were 3.0:1 on white).
 */
export function moduleBoxStyle(theme: ModuleTheme, s: ModuleThemeSettings, px: (n: number) => string, themeColor: string): ModuleBoxStyle {
  const v = clamp(s.verticalMargin, 0, 48, 12)
  const h = theme === 'theme4' ? 0 : clamp(s.horizontalMargin, 0, 48, 12)
  const radius = theme === 'theme4' ? 0 : clamp(s.borderRadius, 0, 32, 8)
  const box: ModuleBoxStyle['box'] = {
    margin: `${px(v)} ${h ? px(h) : '0'}`,
    borderRadius: radius ? px(radius) : '0',
    background: s.contentBackground || '#ffffff'
  }
  if (s.boxShadow) box.boxShadow = '0 2px 12px rgba(31, 35, 41, 0.08)'
  const title: ModuleBoxStyle['title'] = { minHeight: px(clamp(s.titleHeight, 28, 80, 44)) }
  if (s.titleBackground && s.titleBackground !== 'transparent') title.background = s.titleBackground
  const under = [String(title.background || box.background)]
  return {
    box,
    title,
    // theme4's titles take the theme colour; theme2 uses the configured title colour.
    titleText: { color: readableOn(theme === 'theme4' ? themeColor : s.titleText || '#1f2329', under) },
    subtitleText: { color: readableOn(s.subtitleText || '#646a73', under) },
    body: { padding: px(clamp(s.contentPaddings, 0, 32, 12)) }
  }
}
