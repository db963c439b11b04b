import { ApiClient, type ClientHooks } from './client'

export * from './errors'
export { ApiClient, buildQuery, DEFAULT_TIMEOUT } from './client'
export type { ClientHooks, Query, RequestOptions, Transport, RawResponse } from './client'

const hooks: ClientHooks = {
  token: () => null,
  authDisabled: () => false,
  trackHeader: () => null
}

/**
 * The app's one API client. The session store registers the hooks at start-up
 * (setClientHooks), so this layer never imports stores, router or toasts.
 */
export const http = new ApiClient(typeof API_BASE === 'string' ? API_BASE : '/api', {
  token: () => hooks.token(),
  authDisabled: () => hooks.authDisabled(),
  trackHeader: () => hooks.trackHeader(),
  onUnauthorized: error => hooks.onUnauthorized?.(error)
})

export function setClientHooks(next: Partial<ClientHooks>): void {
  Object.assign(hooks, next)
}
