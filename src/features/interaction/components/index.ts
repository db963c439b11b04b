/** The interaction screens pages compose. */
export { InteractionScreen } from './interaction-screen'
export { PointList } from './point-list'
