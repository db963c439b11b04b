/** The gifts screens pages compose (points exchange, points history, redemption records). */
export { GiftShop } from './gift-shop'
export { PointHistory } from './point-history'
export { Redemptions } from './redemptions'
