// The app's entry to analytics: nothing here may bring the client itself (analytics.ts: queue, delivery, durations)
// into app.js. It is loaded on its own (lazy.ts) behind deferredAnalytics; tests import it from './analytics'.
export { deferredAnalytics } from './deferred'
export { loadAnalytics } from './lazy'
export { noopAnalytics } from './noop'
export { EventMissingError } from './errors'

export { usePageAnalytics } from './use-page-analytics'
export type { PageAnalyticsOptions } from './use-page-analytics'

export * from './constants'
export type { Analytics, AnalyticsEnvironment, AnalyticsOptions, AnalyticsPayload, AnalyticsStorage, SendOptions } from './types'
