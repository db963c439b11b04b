/** The server answered with an envelope code other than 200/209; carries its message, code and data (null when none). */
export class ApiError extends Error {
  readonly code: number
  readonly data: unknown
  constructor(message: string, code: number, data: unknown = null) {
    super(message || '服务器出错了')
    this.name = 'ApiError'
    this.code = code
    this.data = data ?? null
  }
}

/** The request never got a usable answer: offline, refused, reset or HTTP-level failure. */
export class NetworkError extends Error {
  readonly status: number | null
  constructor(message = '网络连接失败，请检查网络后重试', status: number | null = null) {
    super(message)
    this.name = 'NetworkError'
    this.status = status
  }
}

/** The server took longer than the request's timeout. */
export class TimeoutError extends Error {
  constructor(message = '请求超时，请稍后重试') {
    super(message)
    this.name = 'TimeoutError'
  }
}

/** The answer was not the JSON envelope we expect (an HTML error page, truncated JSON, an empty body). */
export class BadResponseError extends Error {
  constructor(message = '服务器返回了无法识别的内容，请稍后重试') {
    super(message)
    this.name = 'BadResponseError'
  }
}

/** The server refused the call because the visitor is not signed in (envelope code 401). */
export class UnauthorizedError extends ApiError {
  constructor(message = '请先登录') {
    super(message, 401)
    this.name = 'UnauthorizedError'
  }
}

/** What a screen shows while the browser leaves for the sign-in page. */
export const SIGNING_IN_TEXT = '正在登录…'

/**
 * The visitor has been sent to the sign-in page (session.requireAccount): nothing failed, so nothing is
 * shown; `useAction` swallows it. Recognise it with instanceof, never by its message.
 */
export class SignInRedirect extends UnauthorizedError {
  constructor() {
    super(SIGNING_IN_TEXT)
    this.name = 'SignInRedirect'
  }
}

/** The platform cannot do this (phone number on the web, scanning in a plain browser...). */
export class UnsupportedPlatformError extends Error {
  constructor(message = 'unsupported platform') {
    super(message)
    this.name = 'UnsupportedPlatformError'
  }
}

/** A page was opened without the query data it needs (spec §8 "missing data in a query"). */
export class MissingQueryError extends Error {
  constructor(message = '链接缺少必要的参数') {
    super(message)
    this.name = 'MissingQueryError'
  }
}

/** Waiting for something (a token, a plugin) took longer than allowed. */
export class WaitTimeoutError extends Error {
  constructor(message = '等待超时') {
    super(message)
    this.name = 'WaitTimeoutError'
  }
}

/** A message fit to show a visitor for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return '出错了，请稍后重试'
}
