import { makeAutoObservable } from 'mobx'
import type { CompanyInfo, ThemeConfig, WebsiteInfo } from '../../types/contract'
import { homeTitle } from '@/shared/home-title'
import { DEFAULT_THEME_CONFIG, mergeThemeConfig, normaliseThemeCode, themeCssVars, isColor, type ThemeCode } from '@/utils/theme'

/** What an editor preview may change (spec §6 editor mode). */
interface ThemePreview {
  themeCode?: string
  themeConfig?: string | object
  themeColor?: string
}

/** The company theme: code, merged config, logo and colours from the server, exposed as CSS variables. */
export class ThemeStore {
  code: ThemeCode = 'style_b'
  config: ThemeConfig = DEFAULT_THEME_CONFIG
  logo = ''
  companyName = ''
  gradient: [string, string] | undefined = undefined
  /** Company colour applies when the website config has none of its own. */
  private companyColor: string | null = null
  private websiteColorSet = false

  constructor() {
    makeAutoObservable(this)
  }

  get themeColor(): string {
    if (this.websiteColorSet) return this.config.themeColor
    return this.companyColor || this.config.themeColor
  }

  get cssVars(): Record<string, string> {
    return themeCssVars(this.themeColor, this.config.backgroundColor, this.gradient)
  }

  /** The page's background image, when the theme sets one (home draws it behind its header). */
  get backgroundImage(): string | undefined {
    return this.config.backgroundType === 'image' && this.config.backgroundSrc ? this.config.backgroundSrc : undefined
  }

  /** Home's title (nav bar, menu, document title, share): the company's name, else the website's, else 首页. */
  homeTitle(websiteName: string | null | undefined): string {
    return homeTitle(this.companyName, websiteName)
  }

  get themeClass(): string {
    return `theme-${this.code} module-${this.config.moduleTheme}`
  }

  applyCompany(company: CompanyInfo): void {
    if (isColor(company.themeColor)) this.companyColor = company.themeColor
    if (Array.isArray(company.gradientColor) && company.gradientColor.length === 2) this.gradient = company.gradientColor
    if (company.squareLogo) this.logo = company.squareLogo
    this.companyName = company.name
  }

  applyWebsite(website: Pick<WebsiteInfo, 'themeCode' | 'themeConfig' | 'logo'>): void {
    this.code = normaliseThemeCode(website.themeCode)
    this.config = mergeThemeConfig(website.themeConfig)
    this.websiteColorSet = hasOwnThemeColor(website.themeConfig)
    if (website.logo) this.logo = website.logo
  }

  /** Live preview from the editor bridge. */
  applyPreview(preview: ThemePreview): void {
    if (preview.themeCode !== undefined) this.code = normaliseThemeCode(preview.themeCode)
    if (preview.themeConfig !== undefined) {
      this.config = mergeThemeConfig(preview.themeConfig, this.config)
      if (hasOwnThemeColor(preview.themeConfig)) this.websiteColorSet = true
    }
    if (isColor(preview.themeColor)) {
      this.config = { ...this.config, themeColor: preview.themeColor }
      this.websiteColorSet = true
    }
  }
}

function hasOwnThemeColor(raw: unknown): boolean {
  try {
    const value = typeof raw === 'string' ? JSON.parse(raw) : raw
    return !!value && typeof value === 'object' && isColor((value as ThemeConfig).themeColor)
  } catch {
    return false
  }
}
