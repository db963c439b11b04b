export { createAnalytics } from './analytics'
export { noopAnalytics } from './noop'
export { EventMissingError } from './errors'
export { createHttpTransport, analyticsUrl, taroStorage } from './transport'
export type { HttpTransportOptions } from './transport'
export { usePageAnalytics } from './use-page-analytics'
export type { PageAnalyticsOptions } from './use-page-analytics'
export { stripSensitiveParams, cleanPageProperties, SENSITIVE_KEY } from './sanitize'
export { backoffMs } from './queue'
export * from './constants'
export type {
  Analytics,
  AnalyticsEnvironment,
  AnalyticsOptions,
  AnalyticsPayload,
  AnalyticsStorage,
  AnalyticsTransport,
  DurationOptions,
  PageProperties,
  PlayTracking,
  Properties,
  SendOptions
} from './types'
