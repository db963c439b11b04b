import { when } from 'mobx'
import type { SessionStore } from '@/stores/session-store'

/** Longest wait for the start-up sign-in before content loads without the visitor's token. */
const SESSION_WAIT_MS = 5000

/**
 * Resolves once the start-up sign-in has settled, so a detail is fetched with the visitor's token
 * (starred, owned and submitted depend on it). Never rejects.
 */
export async function sessionSettled(session: SessionStore): Promise<void> {
  if (session.status !== 'idle' && session.status !== 'loading') return
  await when(() => session.status === 'ready' || session.status === 'anonymous', { timeout: SESSION_WAIT_MS }).catch(() => undefined)
}
