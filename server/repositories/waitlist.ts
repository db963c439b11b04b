import type { SubscribePlatform } from '../../types/contract'
import type { WaitlistEntryRow } from '../db/rows'
import { perDb } from './per-db'

export type { WaitlistEntryRow }
type WaitlistStatus = WaitlistEntryRow['status']

/** Events' waitlists (migration 007): the queue, offers that hold a seat, and who registered. Times in ms. */
export const waitlistRepo = perDb(db => {
  const live = db.prepare<[number, number], WaitlistEntryRow>(
    "SELECT * FROM waitlist_entries WHERE event_id = ? AND account_id = ? AND status IN ('WAITING', 'OFFERED')"
  )
  const latest = db.prepare<[number, number], WaitlistEntryRow>('SELECT * FROM waitlist_entries WHERE event_id = ? AND account_id = ? ORDER BY id DESC LIMIT 1')
  const position = db.prepare<[number, number], number>("SELECT COUNT(*) FROM waitlist_entries WHERE event_id = ? AND status = 'WAITING' AND id <= ?").pluck()
  const waiting = db.prepare<[number], number>("SELECT COUNT(*) FROM waitlist_entries WHERE event_id = ? AND status = 'WAITING'").pluck()
  const held = db
    .prepare<[number, number, number], number>(
      "SELECT COUNT(*) FROM waitlist_entries WHERE event_id = ? AND status = 'OFFERED' AND offer_expires_at > ? AND account_id != ?"
    )
    .pluck()
  // Only someone who can take the seat is offered it: registering needs a verified phone (entries made before
  // joining needed one wait on, skipped, until their account has one).
  const firstWaiting = db.prepare<[number], WaitlistEntryRow>(
    `SELECT w.* FROM waitlist_entries w JOIN accounts a ON a.id = w.account_id
      WHERE w.event_id = ? AND w.status = 'WAITING' AND a.cellphone IS NOT NULL AND a.cellphone <> '' ORDER BY w.id LIMIT 1`
  )
  const insert = db.prepare<[number, number, number]>("INSERT INTO waitlist_entries (event_id, account_id, status, created_at) VALUES (?, ?, 'WAITING', ?)")
  // Joining again replaces the account's earlier closed entries of the event (an offer's message keeps its own).
  const dropClosed = db.prepare<[number, number]>(
    `DELETE FROM waitlist_entries WHERE event_id = ? AND account_id = ? AND status IN ('LEFT', 'EXPIRED')
       AND id NOT IN (SELECT waitlist_entry_id FROM message_outbox WHERE waitlist_entry_id IS NOT NULL)`
  )
  const offer = db.prepare<[number, number, number]>(
    "UPDATE waitlist_entries SET status = 'OFFERED', offered_at = ?, offer_expires_at = ? WHERE id = ? AND status = 'WAITING'"
  )
  const close = db.prepare<[WaitlistStatus, number, number]>(
    "UPDATE waitlist_entries SET status = ?, closed_at = ? WHERE id = ? AND status IN ('WAITING', 'OFFERED')"
  )
  const accept = db.prepare<[number, number, number]>(
    "UPDATE waitlist_entries SET status = 'ACCEPTED', closed_at = ? WHERE event_id = ? AND account_id = ? AND status IN ('WAITING', 'OFFERED')"
  )
  const overdue = db.prepare<[number, number], WaitlistEntryRow>(
    "SELECT * FROM waitlist_entries WHERE event_id = ? AND status = 'OFFERED' AND offer_expires_at <= ? ORDER BY id"
  )
  const consent = db.prepare<[SubscribePlatform, string, number, number]>(
    "UPDATE waitlist_entries SET consent_platform = ?, consent_template = ?, consent_at = ?, consent_used_at = NULL WHERE id = ? AND status = 'WAITING'"
  )
  const useConsent = db.prepare<[number, number], { platform: SubscribePlatform; template: string }>(
    `UPDATE waitlist_entries SET consent_used_at = ? WHERE id = ? AND consent_template IS NOT NULL AND consent_used_at IS NULL
     RETURNING consent_platform AS platform, consent_template AS template`
  )
  const liveEvents = db.prepare<[], number>("SELECT DISTINCT event_id FROM waitlist_entries WHERE status IN ('WAITING', 'OFFERED')").pluck()
  const registered = db.prepare<[number, number, string], number>(
    "SELECT 1 FROM attendees WHERE event_id = ? AND (account_id = ? OR (cellphone = ? AND cellphone <> '')) AND audit_status != 'REJECTED' LIMIT 1"
  )
  return {
    /** The account's WAITING or OFFERED entry for the event. */
    live: (eventId: number, accountId: number) => live.get(eventId, accountId),
    /** The account's newest entry for the event, whatever its status. */
    latest: (eventId: number, accountId: number) => latest.get(eventId, accountId),
    /** 1 for the first WAITING entry of its event, 2 for the next… */
    position: (eventId: number, entryId: number) => position.get(eventId, entryId)!,
    /** WAITING entries of the event. */
    waiting: (eventId: number) => waiting.get(eventId)!,
    /** Seats held by live offers (not yet expired at `now`) to anyone but `exceptAccountId`. */
    held: (eventId: number, now: number, exceptAccountId = 0) => held.get(eventId, now, exceptAccountId)!,
    firstWaiting: (eventId: number) => firstWaiting.get(eventId),
    /**
     * Queues the account (WAITING); the unique index refuses a second live entry. Its LEFT and EXPIRED entries of
     * the event go, so joining and leaving in a loop keeps one row (the newest says what happened last).
     */
    insert: (eventId: number, accountId: number, now: number) => {
      dropClosed.run(eventId, accountId)
      return Number(insert.run(eventId, accountId, now).lastInsertRowid)
    },
    /** WAITING → OFFERED until `expiresAt`; answers whether it changed. */
    offer: (entryId: number, now: number, expiresAt: number) => offer.run(now, expiresAt, entryId).changes === 1,
    /** A live entry → EXPIRED or LEFT; answers whether it changed. */
    close: (entryId: number, status: 'EXPIRED' | 'LEFT', now: number) => close.run(status, now, entryId).changes === 1,
    /** The account registered: its live entry for the event (if any) is ACCEPTED. */
    accept: (eventId: number, accountId: number, now: number) => accept.run(now, eventId, accountId).changes,
    /** The event's offers whose time has run out but are still OFFERED. */
    overdue: (eventId: number, now: number) => overdue.all(eventId, now),
    /** Records the subscribe-message consent given when joining on a WAITING entry (a new one replaces the unused one). */
    consent: (entryId: number, platform: SubscribePlatform, template: string, now: number) => consent.run(platform, template, now, entryId).changes === 1,
    /** Uses the entry's consent (once: answers it the first time, undefined after or without one). */
    useConsent: (entryId: number, now: number) => useConsent.get(now, entryId),
    /** Events with anyone WAITING or OFFERED. */
    liveEvents: () => liveEvents.all(),
    /** True when the account (or its cellphone) holds a registration of the event that was not rejected. */
    registered: (eventId: number, accountId: number, cellphone: string | null) => !!registered.get(eventId, accountId, cellphone ?? '')
  }
})
