export { createAnalytics } from './analytics'
export { noopAnalytics } from './noop'
export { EventMissingError } from './errors'
export { createHttpTransport, analyticsUrl } from './transport'

export { usePageAnalytics } from './use-page-analytics'
export type { PageAnalyticsOptions } from './use-page-analytics'
export { stripSensitiveParams, cleanPageProperties } from './sanitize'

export * from './constants'
export type { Analytics, AnalyticsEnvironment, AnalyticsOptions, AnalyticsPayload, AnalyticsStorage, SendOptions } from './types'
