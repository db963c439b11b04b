import { noopAnalytics, type Analytics } from '@/services/analytics'
import { SessionStore, type SessionDeps } from './session-store'
import { SiteStore, type SiteDeps } from './site-store'
import { ThemeStore } from './theme-store'

export type RootDeps = SessionDeps &
  SiteDeps & {
    /** Builds the analytics client once the stores exist (tests leave it out: no-op analytics). */
    analytics?: (root: RootStore) => Analytics
  }

/** Builds every store and hands them what they need; one instance per app (and per test). */
export class RootStore {
  readonly session: SessionStore
  readonly theme: ThemeStore
  readonly site: SiteStore
  readonly analytics: Analytics

  constructor(deps: RootDeps) {
    this.session = new SessionStore(deps)
    this.theme = new ThemeStore()
    this.site = new SiteStore(this.session, this.theme, deps)
    this.analytics = deps.analytics ? deps.analytics(this) : noopAnalytics
  }
}
