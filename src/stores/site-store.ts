import { makeAutoObservable, runInAction } from 'mobx'
import type { NavItem, WebsiteInfo } from '../../types/contract'
import type { SessionStore } from './session-store'
import type { ThemeStore } from './theme-store'

export interface SiteDeps {
  websiteInfo(id: number): Promise<WebsiteInfo>
  websiteMenu(id: number): Promise<NavItem[]>
}

/** The company website: info (home modules, theme) and menu, loaded once per website id. */
export class SiteStore {
  website: WebsiteInfo | null = null
  menu: NavItem[] = []
  error: Error | null = null
  loading = false
  private pending: Promise<WebsiteInfo> | null = null

  constructor(
    private readonly session: SessionStore,
    private readonly theme: ThemeStore,
    private readonly deps: SiteDeps
  ) {
    makeAutoObservable<SiteStore, 'session' | 'theme' | 'deps' | 'pending'>(this, {
      session: false,
      theme: false,
      deps: false,
      pending: false
    })
  }

  /** Loads company theme and website; the theme is applied as soon as each arrives. */
  load(websiteIdQuery?: unknown): Promise<WebsiteInfo> {
    if (this.website) return Promise.resolve(this.website)
    if (this.pending) return this.pending
    this.loading = true
    this.error = null
    this.pending = (async () => {
      try {
        const company = await this.session.loadCompany()
        this.theme.applyCompany(company)
        const id = await this.session.websiteId(websiteIdQuery)
        const [website, menu] = await Promise.all([this.deps.websiteInfo(id), this.deps.websiteMenu(id).catch(() => [])])
        runInAction(() => {
          this.website = website
          this.menu = Array.isArray(menu) ? menu : []
          this.loading = false
        })
        this.theme.applyWebsite(website)
        return website
      } catch (error) {
        runInAction(() => {
          this.error = error instanceof Error ? error : new Error(String(error))
          this.loading = false
        })
        throw error
      } finally {
        this.pending = null
      }
    })()
    return this.pending
  }

  /** Editor preview of the home modules. */
  previewModules(modules: WebsiteInfo['modules']): void {
    if (this.website) this.website = { ...this.website, modules }
  }
}
