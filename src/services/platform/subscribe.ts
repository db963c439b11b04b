import type { SubscribePlatform } from '../../../types/contract'

/** The platform whose subscribe-message templates this build asks for; the web has none (null). */
export const subscribePlatform: SubscribePlatform | null = null

/**
 * Asks the visitor to accept subscribe messages of `templateIds`; answers the ids accepted. The web has no
 * subscribe messages (the in-app notice is its channel): nothing is asked, nothing accepted.
 */
export async function requestSubscribe(_templateIds: string[]): Promise<string[]> {
  return []
}
