import Taro from '@tarojs/taro'
import { unwrapEnvelope } from '@/services/http/envelope'
import { NetworkError, TimeoutError } from '@/services/http/errors'
import { sendKeepalive, type KeepaliveResult } from './browser'
import type { AnalyticsStorage, AnalyticsTransport } from './types'

/** POST /api/open/v1/analytics with AnalyticsPayload[] (docs/endpoints.md). */
export function analyticsUrl(baseUrl = typeof API_BASE === 'string' ? API_BASE : '/api'): string {
  return `${baseUrl.replace(/\/+$/, '')}/open/v1/analytics`
}

interface HttpTransportOptions {
  baseUrl?: string
  /** Defaults to Taro.request. */
  request?: typeof Taro.request
  /** Defaults to fetch keepalive / sendBeacon on H5; null when the platform has neither. */
  keepalive?: (url: string, body: string) => KeepaliveResult | null
}

/**
 * The default transport: Taro.request POST with a JSON array body and the given timeout; on page hide
 * fetch keepalive (or a beacon) that outlives the page. No auth header: the endpoint is open.
 */
export function createHttpTransport(options: HttpTransportOptions = {}): AnalyticsTransport {
  const url = analyticsUrl(options.baseUrl)
  const keepalive = options.keepalive || sendKeepalive
  return async (payloads, { keepalive: mustOutlive, timeoutMs }) => {
    // Started before the first await: on pagehide there is no later tick.
    const outliving = mustOutlive ? keepalive(url, JSON.stringify(payloads)) : null
    if (outliving) {
      const res = await outliving
      if (res !== 'beacon') unwrapEnvelope(res.statusCode, res.data)
      return
    }
    const request = options.request || Taro.request
    let res: { statusCode: number; data: unknown }
    try {
      res = await request({
        url,
        method: 'POST',
        data: payloads as unknown as Record<string, unknown>,
        header: { 'Content-Type': 'application/json' },
        timeout: timeoutMs,
        dataType: 'text',
        responseType: 'text'
      })
    } catch (error) {
      const msg = String((error as { errMsg?: string; message?: string })?.errMsg || (error as Error)?.message || '')
      throw /timeout|超时/i.test(msg) ? new TimeoutError() : new NetworkError()
    }
    unwrapEnvelope(res.statusCode, res.data)
  }
}

/** Taro's synchronous storage; throws propagate (the queue treats them as "not persisted"). */
export const taroStorage: AnalyticsStorage = {
  get: key => Taro.getStorageSync(key),
  set: (key, value) => Taro.setStorageSync(key, value)
}
