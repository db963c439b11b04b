import type { SubscribePlatform } from '../../../types/contract'

// Douyin's dialog is WeChat's (tt.requestSubscribeMessage, the same answer per template id); its templates differ.
export { requestSubscribe } from './subscribe.weapp'

/** The platform whose subscribe-message templates this build asks for. */
export const subscribePlatform: SubscribePlatform | null = 'tt'
