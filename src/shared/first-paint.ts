/**
 * The event the app dispatches on `document` the moment it has taken a painted page over (its page is on screen,
 * the painted view gone; `detail`: the app's page element, or null when the app shows another route). The painted
 * page's tap queue (server/ssr/tap-queue.ts) carries out a tap it kept for the app then.
 */
export const TAKEOVER_EVENT = 'fp-takeover'
