import { ApiClient, taroTransport, type ClientHooks, type Transport } from './client'

export * from './errors'

const hooks: ClientHooks = {
  token: () => null,
  authDisabled: () => false,
  trackHeader: () => null
}

const BASE = typeof API_BASE === 'string' ? API_BASE : '/api'

/**
 * The API server's origin when the build calls it absolutely (mini-programs: TARO_APP_API_ORIGIN), else ''
 * (the web calls its own origin, so root-relative server paths already work there).
 */
const API_ORIGIN = apiOrigin(BASE)

export function apiOrigin(base: string): string {
  const m = /^https?:\/\/[^/?#]+/i.exec(base)
  return m ? m[0] : ''
}

/** A root-relative server path (/media/…, /api/…) on the API origin; anything else unchanged. */
export function absoluteUrl(url: string, origin = API_ORIGIN): string {
  return origin && /^\/(media|api)\//.test(url) ? origin + url : url
}

/**
 * The server answers media, QR and upload URLs root-relative (/media/…, /api/…): fine on the web, but a
 * mini-program would read them as package files. With an absolute origin every such JSON string value (also
 * inside rich-text HTML) is rewritten to it before parsing, so images, posters, videos and downloads work.
 */
export function absoluteServerUrls(text: string, origin = API_ORIGIN): string {
  return origin ? text.replace(/(["'(])\/(media|api)\//g, `$1${origin}/$2/`) : text
}

/**
 * The origin of the web app (/web/h) for links people open in a browser or scan: the page's own origin on the web;
 * a mini-program has none (Taro's stand-in is https://taro.com), so there it is the API origin, whose server
 * also serves /web/h.
 */
export function webOrigin(): string {
  if ((process.env.TARO_ENV === 'weapp' || process.env.TARO_ENV === 'tt') && API_ORIGIN) return API_ORIGIN
  return typeof window !== 'undefined' && window.location ? window.location.origin : ''
}

const transport: Transport = API_ORIGIN
  ? async options => {
      const res = await taroTransport(options)
      return typeof res.data === 'string' ? { ...res, data: absoluteServerUrls(res.data) } : res
    }
  : taroTransport

/**
 * The app's one API client. app.tsx registers the hooks at start-up (setClientHooks: token, auth off,
 * track header, all read from the root store), so this layer never imports stores, router or toasts.
 */
export const http = new ApiClient(
  BASE,
  {
    token: () => hooks.token(),
    authDisabled: () => hooks.authDisabled(),
    trackHeader: () => hooks.trackHeader(),
    sessionRefused: () => hooks.sessionRefused?.()
  },
  transport
)

export function setClientHooks(next: Partial<ClientHooks>): void {
  Object.assign(hooks, next)
}
