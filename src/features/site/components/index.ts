/**
 * The short-link screens pages compose. The larger site screens (home, search, custom page) are imported
 * from their own files so that a page does not ship the others' code and styles.
 */
export { LinkContentScreen } from './link-content-screen'
export { LinkOpenScreen } from './link-open-screen'
