import type { Envelope, Page } from '../../types/contract'

/**
 * A business error: answered with HTTP 200 (or `httpStatus`) and the envelope code + Chinese message; `data` (null
 * unless given) says more where the app acts on it (a form refusal's field, types/contract.ts FormRefusal).
 */
export class BizError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
    readonly data: unknown = null
  ) {
    super(message)
  }
}

export const ok = <T>(data: T): Envelope<T> => ({ code: 200, data, message: 'success' })

/** Code 209: `data` is a plain value (boolean, number). */
export const value = <T>(data: T): Envelope<T> => ({ code: 209, data, message: 'success' })

export const fail = <T = null>(code: number, message: string, data: T = null as T): Envelope<T> => ({ code, data, message })

export const notFound = (what = '内容不存在') => new BizError(404, what)
/** The row that was looked up, or a 404 with `what` when there is none. */
export function found<T>(row: T | null | undefined, what: string): T {
  if (row == null) throw notFound(what)
  return row
}
export const badRequest = (message: string) => new BizError(400, message)
export const unauthorized = () => new BizError(401, '请先登录')
export const forbidden = (message = '需要渠道伙伴权限') => new BizError(403, message)
export const conflict = (message: string) => new BizError(409, message)

/** Clamps one-based page/size query values. */
export function paging(query: { page?: number; size?: number }, defaultSize = 10, maxSize = 1000) {
  const page = Math.max(1, Math.floor(Number(query.page) || 1))
  const size = Math.min(maxSize, Math.max(1, Math.floor(Number(query.size) || defaultSize)))
  return { page, size, offset: (page - 1) * size }
}

/** Builds a Spring-style page (zero-based number). */
export function pageOf<T>(content: T[], total: number, page: number, size: number): Page<T> {
  const totalPages = Math.max(1, Math.ceil(total / size))
  return {
    content,
    last: page >= totalPages,
    number: page - 1,
    size,
    totalElements: total,
    totalPages
  }
}

/** A refusal the client may retry: HTTP `code` (429, 503) with a Retry-After of `retryAfter` seconds. */
export class RetryLaterError extends BizError {
  constructor(
    code: number,
    message: string,
    readonly retryAfter: number
  ) {
    super(code, message, code)
  }
}
