/** What pages and other features use of the interaction feature's logic (its UI: '@/features/interaction/components'). */

export { useInteraction } from './use-interaction'
