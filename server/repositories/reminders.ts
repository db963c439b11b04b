import type { SubscribePlatform } from '../../types/contract'
import type { EntityRow, ReminderSentRow } from '../db/rows'
import { perDb } from './per-db'

export type ReminderKind = ReminderSentRow['kind']

/** A subscription to an event's reminders with what the notice says. */
export type DueSubscription = { account_id: number; event_id: number } & Pick<EntityRow, 'title' | 'start_time' | 'address'>

/**
 * Event reminders (migration 007): subscriptions whose event starts soon, and the reminders already sent; the
 * subscribe-message consent a subscription carries on a mini-program (migration 013).
 */
export const remindersRepo = perDb(db => {
  // julianday reads any ISO form of start_time; one day ahead covers both reminders.
  const startingWithinADay = db.prepare<{ now: string }, DueSubscription>(
    `SELECT s.account_id, s.event_id, e.title, e.start_time, e.address
       FROM event_subscriptions s JOIN entity_data e ON e.id = s.event_id
      WHERE e.start_time IS NOT NULL AND julianday(e.start_time) > julianday(@now) AND julianday(e.start_time) <= julianday(@now) + 1.0
      ORDER BY e.start_time, s.account_id`
  )
  const claim = db.prepare<[number, number, ReminderKind, number]>(
    'INSERT OR IGNORE INTO reminders_sent (account_id, event_id, kind, sent_at) VALUES (?, ?, ?, ?)'
  )
  const setNotice = db.prepare<[number, number, number, ReminderKind]>(
    'UPDATE reminders_sent SET notice_id = ? WHERE account_id = ? AND event_id = ? AND kind = ?'
  )
  // A new consent replaces an older one, used or not: the visitor accepted the template again.
  const consent = db.prepare<[SubscribePlatform, string, number, number, number]>(
    'UPDATE event_subscriptions SET consent_platform = ?, consent_template = ?, consent_at = ?, consent_used_at = NULL WHERE account_id = ? AND event_id = ?'
  )
  // One statement: of two senders, only the one whose update stamps the row gets the consent.
  const useConsent = db.prepare<[number, number, number], { platform: SubscribePlatform; template: string }>(
    `UPDATE event_subscriptions SET consent_used_at = ?
      WHERE account_id = ? AND event_id = ? AND consent_template IS NOT NULL AND consent_used_at IS NULL
      RETURNING consent_platform AS platform, consent_template AS template`
  )
  const sent = db.prepare<[number, number], ReminderSentRow>('SELECT * FROM reminders_sent WHERE account_id = ? AND event_id = ?')
  const subscribed = db.prepare<[number, number], number>('SELECT 1 FROM event_subscriptions WHERE account_id = ? AND event_id = ?').pluck()
  const ticketOf = db
    .prepare<{ event: number; account: number }, number>(
      `SELECT t.id FROM tickets t JOIN attendees a ON a.id = t.attendee_id
        WHERE a.event_id = @event AND a.audit_status != 'REJECTED'
          AND (a.account_id = @account OR a.cellphone = (SELECT c.cellphone FROM accounts c WHERE c.id = @account AND c.cellphone <> ''))
        ORDER BY a.id DESC LIMIT 1`
    )
    .pluck()
  return {
    /** Subscriptions of events starting after `nowIso` and at most a day later. */
    startingWithinADay: (nowIso: string) => startingWithinADay.all({ now: nowIso }),
    /** Takes the right to send one reminder: true for exactly one caller, ever (the primary key decides). */
    claim: (accountId: number, eventId: number, kind: ReminderKind, now: number) => claim.run(accountId, eventId, kind, now).changes === 1,
    setNotice: (accountId: number, eventId: number, kind: ReminderKind, noticeId: number) => setNotice.run(noticeId, accountId, eventId, kind),
    /** Keeps the reminder template the visitor accepted on a mini-program for the subscription's next message. */
    consent: (accountId: number, eventId: number, platform: SubscribePlatform, template: string, now: number) =>
      consent.run(platform, template, now, accountId, eventId).changes === 1,
    /** Uses the subscription's unused consent (marks it used) and answers it; undefined when there is none. */
    useConsent: (accountId: number, eventId: number, now: number) => useConsent.get(now, accountId, eventId),
    /** The reminders sent for the account's subscription to the event. */
    sent: (accountId: number, eventId: number) => sent.all(accountId, eventId),
    subscribed: (accountId: number, eventId: number) => !!subscribed.get(accountId, eventId),
    /** The account's ticket for the event (issued to it or to its phone), if it holds one. */
    ticketOf: (eventId: number, accountId: number) => ticketOf.get({ event: eventId, account: accountId })
  }
})
