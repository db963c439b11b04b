/**
 * The site screens pages compose (home, search, custom pages, short links, the app landing). A route ships only what
 * it imports: package.json `sideEffects` lets webpack skip the others' code and styles.
 */
export { AppLanding } from './app-landing'
export { LinkContentScreen } from './link-content-screen'
export { LinkOpenScreen } from './link-open-screen'
export { HomeScreen } from './home-screen'
export { HomeTabBar } from './home-tabs'
export { SearchScreen } from './search-screen'
export { CustomPageScreen } from './custom-page-screen'
