import { SessionStore, type SessionDeps } from './session-store'
import { SiteStore, type SiteDeps } from './site-store'
import { ThemeStore } from './theme-store'

export type RootDeps = SessionDeps & SiteDeps

/** Builds every store and hands them what they need; one instance per app (and per test). */
export class RootStore {
  readonly session: SessionStore
  readonly theme: ThemeStore
  readonly site: SiteStore

  constructor(deps: RootDeps) {
    this.session = new SessionStore(deps)
    this.theme = new ThemeStore()
    this.site = new SiteStore(this.session, this.theme, deps)
  }
}
