/** What pages and other features use of the interaction feature's logic (its UI: '@/features/interaction/components'). */
export { getInteraction, getPointCodes, verifyPoint } from './api'
export { cleanCode, pointFromScan, progressOf, scanOf } from './points'
export { useInteraction, type InteractionState } from './use-interaction'
