import type { Envelope } from '../../../types/contract'
import { ApiError, BadResponseError, NetworkError, UnauthorizedError } from './errors'

const OK = 200
const VALUE = 209
const UNAUTHORIZED = 401

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Envelope<unknown>).code === 'number'
}

/** Parses a raw body (string or already-parsed object); throws BadResponseError for anything not JSON. */
function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body
  const text = body.trim()
  if (!text) throw new BadResponseError('服务器没有返回内容，请稍后重试')
  try {
    return JSON.parse(text)
  } catch {
    throw new BadResponseError()
  }
}

/**
 * The one place the {code, data, message} envelope is unwrapped (spec §7):
 * HTTP 200 + code 200 → data; code 209 → data as a value; anything else → an error.
 */
export function unwrapEnvelope<T>(status: number, rawBody: unknown): T {
  let body: unknown
  try {
    body = parseBody(rawBody)
  } catch (error) {
    if (status >= 400) throw new NetworkError(`服务器出错了（${status}），请稍后重试`, status)
    throw error
  }
  if (!isEnvelope(body)) {
    if (status >= 400) throw new NetworkError(`服务器出错了（${status}），请稍后重试`, status)
    throw new BadResponseError()
  }
  if (body.code === UNAUTHORIZED || status === 401) throw new UnauthorizedError(body.message || undefined)
  if (status !== 200 && status !== 0) {
    throw new ApiError(body.message || `服务器出错了（${status}）`, body.code, body.data)
  }
  if (body.code === OK || body.code === VALUE) return body.data as T
  throw new ApiError(body.message, body.code, body.data)
}
