/**
 * The small site screens pages compose (short links, the app landing). The larger site screens (home,
 * search, custom page) are imported from their own files so that a page does not ship the others' code and styles.
 */
export { AppLanding } from './app-landing'
export { LinkContentScreen } from './link-content-screen'
export { LinkOpenScreen } from './link-open-screen'
