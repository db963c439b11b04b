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

/** An Error class that carries its own name and a default message: the small errors below. */
function namedError(name: string, defaultMessage: string) {
  return class extends Error {
    constructor(message = defaultMessage) {
      super(message)
      this.name = name
    }
  }
}

/** The server took longer than the request's timeout. */
export class TimeoutError extends namedError('TimeoutError', '请求超时，请稍后重试') {}

/** The answer was not the JSON envelope we expect (an HTML error page, truncated JSON, an empty body). */
export class BadResponseError extends namedError('BadResponseError', '服务器返回了无法识别的内容，请稍后重试') {}

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
export class UnsupportedPlatformError extends namedError('UnsupportedPlatformError', 'unsupported platform') {}

/** A page was opened without the query data it needs (spec §8 "missing data in a query"). */
export class MissingQueryError extends namedError('MissingQueryError', '链接缺少必要的参数') {}

/** Waiting for something (a token, a plugin) took longer than allowed. */
export class WaitTimeoutError extends namedError('WaitTimeoutError', '等待超时') {}

/** A message fit to show a visitor for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return '出错了，请稍后重试'
}
