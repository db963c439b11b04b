import type { AnalyticsPayload } from '../../../types/contract'

export type { AnalyticsPayload }
export type PageProperties = AnalyticsPayload['pageProperties']
export type Properties = Record<string, unknown>

export interface SendOptions {
  /** true on page hide: the request must survive the page (beacon / fetch keepalive). */
  keepalive: boolean
  timeoutMs: number
}

/** Sends one batch; resolves when the server stored it, rejects otherwise. */
export type AnalyticsTransport = (payloads: AnalyticsPayload[], options: SendOptions) => Promise<void>

/** Where the queue is persisted between page loads. Either call may throw; the client copes. */
export interface AnalyticsStorage {
  get(key: string): unknown
  set(key: string, value: unknown): void
}

/** What the client needs from the page it runs in; each subscription returns its unsubscribe. */
export interface AnalyticsEnvironment {
  /** Visitor activity: touch, scroll, key, pointer, the page becoming visible. */
  onActivity(listener: () => void): () => void
  /** The document is being hidden or unloaded (visibilitychange hidden, pagehide). */
  onPageHide(listener: () => void): () => void
  /** The document is visible again. */
  onPageShow(listener: () => void): () => void
}

export interface DurationOptions {
  /** Interval between PAGE_DURATION events; clamped to 1 s..10 min. Default PAGE_DURATION_MS. */
  intervalMs?: number
  /** The content item being read/watched; sent as properties.contentId. */
  contentId?: string | number
}

export interface PlayTracking {
  /** Starts (or restarts) timing playback of an asset; props travel with its PLAY_DURATION events. */
  start(assetId: string | number, props?: Properties): void
  pause(assetId: string | number): void
  /** Resumes a paused asset; an unknown asset starts fresh. */
  resume(assetId: string | number): void
  /** Sends PLAY_DURATION with the seconds played and forgets the asset. */
  end(assetId: string | number): void
}

/** The visitor-behaviour client. No method throws and none waits for the network. */
export interface Analytics {
  /** PAGE_VIEW (systemEvent); starts a new page view (new anonymousPageId). `title` overrides the page title. */
  page(properties?: Properties): void
  /** IDENTIFY (systemEvent) with properties.userId. */
  identify(userId: string | number, traits?: Properties): void
  /** A named event (type event). An empty name is an EventMissing error, logged once and ignored. */
  track(name: string, properties?: Properties): void
  /** Sends PAGE_DURATION every interval until stopped; returns a stop function for this session only. */
  startPageDuration(options?: DurationOptions): () => void
  /** Stops the running duration session, sending its last partial interval. */
  stopPageDuration(): void
  /** Records scroll depth (0-100) for the running duration session; the maximum is kept. */
  recordScrollDepth(percent: number): void
  play: PlayTracking
  /** Sends what is queued now; keepalive uses beacon/fetch keepalive. Never rejects. */
  flush(options?: { keepalive?: boolean }): Promise<void>
  /** On hide/unload: stops duration and play timing (sending their last numbers) and flushes with keepalive. */
  clear(): void
  /** clear() plus removing every timer and listener; later calls do nothing. */
  dispose(): void
}

export interface AnalyticsOptions {
  /** The website id events belong to; null until known (events wait for it in the queue). */
  siteId(): number | string | null | undefined
  transport?: AnalyticsTransport
  storage?: AnalyticsStorage
  now?(): number
  /** false in editor, restricted and development modes: nothing is recorded or sent. */
  enabled?(): boolean
  /**
   * utm_* values and ocuid, merged into every event's properties; the app reads them from the session store
   * (RootStore wires it), so analytics never reads them from storage. None when left out.
   */
  trackParams?(): Properties
  /** The page's properties; tokens are stripped from url/search/hash/referrer whatever this returns. */
  pageProperties?(): Partial<PageProperties>
  /** A random id for each page view. */
  anonymousPageId?(): string
  environment?: Partial<AnalyticsEnvironment>
  /** Jitter source for retry backoff, in [0, 1). */
  random?(): number
  log?(line: string): void
}
