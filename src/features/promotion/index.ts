/** What pages use of the promotion feature's logic (its UI: '@/features/promotion/components'). */
export { getAccessList, getMyPoster, getMyPromotionViewDetail } from './api'
