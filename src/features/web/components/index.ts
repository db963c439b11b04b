/** The web-link screen pages compose (web/index). */
export { WebScreen } from './web-screen'
