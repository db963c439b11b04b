/** The lottery screens pages compose (the draw, the prize check at the door). */
export { LotteryScreen } from './lottery-screen'
export { VerifyPanel } from './verify-panel'
