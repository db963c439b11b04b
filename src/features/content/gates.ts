import type { AccessGate } from '../../../types/contract'
import { pageUrl, Routes } from '@/services/navigation/routes'

const CP_CONTACT_MESSAGE = '需要添加企业微信'
const SUBSCRIBE_MESSAGE = '需要关注公众号'

/** What the visitor has done that the gates of spec §5 ask for; null = unknown (treated as not done). */
export interface GateFacts {
  cpContactAdded: boolean | null
  subscribed: boolean | null
}

type GateDecision =
  | { kind: 'open' }
  | { kind: 'cp-contact'; url: string; message: typeof CP_CONTACT_MESSAGE }
  | { kind: 'subscribe'; url: string; message: typeof SUBSCRIBE_MESSAGE }

/** True when the content has a gate, so the visitor's account must be known before showing it. */
export function hasGate(gate: AccessGate | null | undefined): boolean {
  return !!gate && (gate.requireCpContact === true || gate.requireSubscribe === true)
}

/**
 * The access-gate rule of spec §5: the enterprise-messenger contact is asked for first, then the
 * follow. `trackType` names the content type for the subscribe QR code (e.g. ARTICLE).
 */
export function decideGate(id: number, trackType: string, gate: AccessGate | null | undefined, facts: GateFacts): GateDecision {
  if (!gate) return { kind: 'open' }
  if (gate.requireCpContact === true && facts.cpContactAdded !== true) {
    return { kind: 'cp-contact', url: pageUrl(Routes.cpContact, { id }), message: CP_CONTACT_MESSAGE }
  }
  if (gate.requireSubscribe === true && facts.subscribed !== true) {
    return { kind: 'subscribe', url: pageUrl(Routes.subscribe, { id, trackType }), message: SUBSCRIBE_MESSAGE }
  }
  return { kind: 'open' }
}
