import type { AnalyticsFactory } from './deferred'

/**
 * The real client's code, fetched on its own: a chunk named "analytics" on the web, out of app.js (deferred.ts is
 * what the app holds meanwhile). A failed fetch rejects; webpack fetches the chunk again on the next call.
 */
export const loadAnalytics = (): Promise<AnalyticsFactory> => import(/* webpackChunkName: "analytics" */ './analytics').then(m => m.createAnalytics)
