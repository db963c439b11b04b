import type { Db } from '../db'
import { cardImpressionsRepo } from '../repositories/card-impressions'
import { ASSISTANT_SOURCE, sourceOfTrack } from './funnel'

/** How long a card the assistant showed can be the start of a registration; older impressions are deleted. */
const IMPRESSION_DAYS = 30
const DAY_MS = 86400_000
/** Sources the server itself assigns (on someone's behalf, direct): a header naming one is not believed. */
const SERVER_SOURCES = new Set(['behalf', 'behalf_unconfirmed', 'direct'])

/** Records the cards an answer showed the account: what later makes a registration of that content the assistant's. */
export function recordCardsShown(db: Db, accountId: number, contentIds: number[], now: number): void {
  if (contentIds.length) cardImpressionsRepo(db).show(accountId, contentIds, now, now - IMPRESSION_DAYS * DAY_MS)
}

/**
 * The source a registration of `eventId` records: the Track header's utm_source, except that the assistant's
 * (ai_assistant) is believed only when the server itself showed this account the event's card within
 * IMPRESSION_DAYS; otherwise nothing is recorded (the funnel then counts it as a promoter's link, or direct).
 */
export function verifiedSource(db: Db, track: string | null, accountId: number, eventId: number | null, now: number): string | null {
  const source = sourceOfTrack(track)
  if (source === null || SERVER_SOURCES.has(source)) return null
  if (source !== ASSISTANT_SOURCE) return source
  return eventId !== null && cardImpressionsRepo(db).shownSince(accountId, eventId, now - IMPRESSION_DAYS * DAY_MS) ? source : null
}
