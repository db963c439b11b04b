/**
 * The web session lives in an HttpOnly cookie (ca_session) the app cannot read. Beside it the server sets this
 * readable hint (no secret: `1`), with the same lifetime, and clears both together, so a browser without one signs in
 * with no request at start-up: a stranger's first page does not wait a round trip for a 401 (server/services/session.ts,
 * src/services/platform/login.ts). A forged hint costs only that request.
 */
export const SESSION_HINT_COOKIE = 'ca_signed_in'

/** Whether a `document.cookie` string holds the session hint. */
export const hasSessionHint = (cookies: string): boolean => cookies.split(';').some(part => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`))
