import { makeAutoObservable, observable, runInAction } from 'mobx'
import type { CompanyInfo, ExtensionName, NavItem, WebsiteInfo } from '../../types/contract'
import { safeDecode } from '@/utils/params'
import { parseId } from '@/shared/ids'
import type { ThemeStore } from './theme-store'

export interface SiteDeps {
  companyInfo(): Promise<CompanyInfo>
  websiteInfo(id: number): Promise<WebsiteInfo>
  websiteMenu(id: number): Promise<NavItem[]>
  /** The server's extensions (GET /api/open/v1/extensions); rejects on a server without them. */
  extensions(): Promise<ExtensionName[]>
}

/** The company and its website: company info, website info (home modules, theme) and menu, each loaded once. */
export class SiteStore {
  company: CompanyInfo | null = null
  website: WebsiteInfo | null = null
  menu: NavItem[] = []
  error: Error | null = null
  loading = false
  private pending: Promise<WebsiteInfo> | null = null
  private companyPromise: Promise<CompanyInfo> | null = null
  /** The server's extensions: null until asked, then the list (empty on a server without them). */
  extensions: readonly ExtensionName[] | null = null
  private extensionsPromise: Promise<readonly ExtensionName[]> | null = null

  constructor(
    private readonly theme: ThemeStore,
    private readonly deps: SiteDeps
  ) {
    // Company, website and menu are replaced whole, never edited in place: observed by reference, so the
    // home modules that ship with the page are not copied into deep observables while the app starts.
    makeAutoObservable<SiteStore, 'theme' | 'deps' | 'pending' | 'companyPromise' | 'extensionsPromise'>(this, {
      company: observable.ref,
      website: observable.ref,
      menu: observable.ref,
      theme: false,
      deps: false,
      extensions: observable.ref,
      pending: false,
      companyPromise: false,
      extensionsPromise: false
    })
  }

  /** Company info, loaded once and cached (spec §4); "cannot find company" when the server has none. */
  loadCompany(): Promise<CompanyInfo> {
    if (this.company) return Promise.resolve(this.company)
    if (!this.companyPromise) {
      this.companyPromise = this.deps
        .companyInfo()
        .then(company => {
          if (!company || typeof company !== 'object' || !company.id) throw new Error('cannot find company')
          runInAction(() => {
            this.company = company
          })
          return company
        })
        .catch(error => {
          this.companyPromise = null
          throw error
        })
    }
    return this.companyPromise
  }

  /** Website id on the web: websiteId query if numeric, else the company's miniAppWebsiteId, else an error. */
  async websiteId(queryValue?: unknown): Promise<number> {
    const fromQuery = parseId(safeDecode(queryValue))
    if (fromQuery) return fromQuery
    const company = await this.loadCompany()
    if (!company.miniAppWebsiteId) throw new Error('no miniAppWebsiteId for current company')
    return company.miniAppWebsiteId
  }

  /** Loads company theme and website; the theme is applied as soon as each arrives. */
  load(websiteIdQuery?: unknown): Promise<WebsiteInfo> {
    if (this.website) return Promise.resolve(this.website)
    if (this.pending) return this.pending
    this.loading = true
    this.error = null
    this.pending = (async () => {
      try {
        const company = await this.loadCompany()
        this.theme.applyCompany(company)
        const id = await this.websiteId(websiteIdQuery)
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

  /**
   * The server's extensions, asked once. A server without them (404, an error, an odd answer) offers none: the
   * features stay hidden, never broken.
   */
  loadExtensions(): Promise<readonly ExtensionName[]> {
    if (!this.extensionsPromise) {
      this.extensionsPromise = this.deps
        .extensions()
        .then(list => (Array.isArray(list) ? list.filter(n => typeof n === 'string') : []))
        .catch(() => [] as ExtensionName[])
        .then(list => {
          runInAction(() => {
            this.extensions = list
          })
          return list
        })
    }
    return this.extensionsPromise
  }

  /** True once the server has said it offers `name` (false while unknown). */
  hasExtension(name: ExtensionName): boolean {
    return !!this.extensions?.includes(name)
  }

  /** Editor preview of the home modules. */
  previewModules(modules: WebsiteInfo['modules']): void {
    if (this.website) this.website = { ...this.website, modules }
  }
}
