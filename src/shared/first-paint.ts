/**
 * The event the app dispatches on `document` the moment it has taken a painted page over (its page is on screen,
 * the painted view gone; `detail`: the app's page element, or null when the app shows another route). The painted
 * page's tap queue (server/ssr/tap-queue.ts) carries out a tap it kept for the app then.
 */
export const TAKEOVER_EVENT = 'fp-takeover'

/**
 * The event the painted page's loader dispatches on `document` when one of the app's scripts did not arrive: the app
 * will not take over. The tap queue lets go of a kept tap (server/ssr/tap-queue.ts) and the painted view shows
 * PAGE_LOAD_FAILED with 重试 (server/ssr/index-page.ts).
 */
export const APP_FAILED_EVENT = 'fp-failed'

/** What a visitor reads when the code of a page did not arrive (the app's toast and notices, the painted page's). */
export const PAGE_LOAD_FAILED = '网络不给力，页面没能打开，请重试'

/** The first screen the painted view drew of a module list: how many sections, and the height of the block for the rest. */
export interface FirstScreen {
  count: number
  height: string
}
