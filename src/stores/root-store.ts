import { noopAnalytics, type Analytics, type AnalyticsOptions } from '@/services/analytics'
import { trackHeader, type TrackHeader } from '@/services/tracking-params'
import { SessionStore, type SessionDeps } from './session-store'
import { SiteStore, type SiteDeps } from './site-store'
import { ThemeStore } from './theme-store'

/** What the root store hands the analytics client: website id, on/off and tracking values, all read from the stores. */
export type AnalyticsWiring = Required<Pick<AnalyticsOptions, 'siteId' | 'enabled' | 'trackParams'>>

export type RootDeps = SessionDeps &
  SiteDeps & {
    /** Builds the analytics client over the stores (tests leave it out: no-op analytics). */
    analytics?: (wiring: AnalyticsWiring) => Analytics
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
    this.site = new SiteStore(this.theme, deps)
    this.analytics = deps.analytics
      ? deps.analytics({
          siteId: () => this.site.website?.id ?? null,
          // Off in editor/restricted mode, and in development and test builds (spec §6).
          enabled: () => this.session.trackingEnabled && process.env.NODE_ENV === 'production',
          // The ocuid the session holds (query, storage or account at start-up), never re-read from storage.
          trackParams: () => this.session.trackProperties
        })
      : noopAnalytics
  }

  /** The "<product>-Track" header for every API call: the session's tracking values, the company's product name. */
  trackHeader(): TrackHeader | null {
    return trackHeader(this.session.trackParams, this.session.ocuid, this.site.company?.productName)
  }
}
