/** The interaction screens pages compose. */
export { InteractionScreen } from './interaction-screen'
