/** What pages and other features use of the interaction feature's logic (its UI: '@/features/interaction/components'). */
export { getInteraction, verifyPoint } from './api'
export { pointFromScan, progressOf } from './points'
export { useInteraction, type InteractionState } from './use-interaction'
