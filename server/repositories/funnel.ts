import type { PromoterRow } from '../db/rows'
import { countsForPromoter, UNCONFIRMED_BEHALF } from './counted'
import { perDb } from './per-db'

/** Registration counts of one group: how many, how many approved, how many came to the door. */
export interface StageCounts {
  registrations: number
  approved: number
  checked_in: number
}

/** A promoter with their account (if any) and their check-ins and registrations, for a rank by check-ins. */
type CheckinRankRow = PromoterRow & { account_id: number | null; avatar: string | null; checkins: number; applicants: number }

type Of = { promoter: number | null }
type Since = Of & { since: string }
type OfEvent = { event: number | null }

/** The event a counted view's page shows (`…/pages/event/index?id=N`), or NULL for any other page. */
const EVENT_OF_PAGE = "CASE WHEN instr(page, '/pages/event/index?id=') > 0 THEN CAST(substr(page, instr(page, '/pages/event/index?id=') + 22) AS INTEGER) END"
/** The Beijing day (the events' clock) of an ISO instant. */
const BJ_DAY = (column: string) => `date(${column}, '+8 hours')`
/** One promoter (@promoter) or every promoter (@promoter NULL). */
const OF_PROMOTER = '(@promoter IS NULL OR promoter_id = @promoter)'
/** Registrations of a promoter's stages: on-behalf ones only once the person confirmed them. */
const COUNTED = countsForPromoter()
const STAGES = "COUNT(*) AS registrations, COALESCE(SUM(audit_status = 'APPROVED'), 0) AS approved, COALESCE(SUM(checkin_time IS NOT NULL), 0) AS checked_in"
/** Where a registration came from: its recorded utm_source, else registered on someone's behalf, through a link, or direct. */
const SOURCE = `CASE WHEN ${UNCONFIRMED_BEHALF} THEN 'behalf_unconfirmed' WHEN source IS NOT NULL AND source != '' THEN source WHEN behalf_by IS NOT NULL THEN 'behalf' WHEN promoter_id IS NOT NULL THEN 'promotion' ELSE 'direct' END`

/** The promoter funnel (visits → registrations → approved → checked in), check-in counts for tasks and ranks, attribution. */
export const funnelRepo = perDb(db => {
  const visitors = db.prepare<Of, number>(`SELECT COUNT(DISTINCT visitor_key) FROM promotion_views WHERE ${OF_PROMOTER}`).pluck()
  const stages = db.prepare<Of, StageCounts>(`SELECT ${STAGES} FROM attendees WHERE promoter_id IS NOT NULL AND ${OF_PROMOTER} AND ${COUNTED}`)
  const unconfirmed = db
    .prepare<Of, number>(`SELECT COUNT(*) FROM attendees WHERE promoter_id IS NOT NULL AND ${OF_PROMOTER} AND ${UNCONFIRMED_BEHALF}`)
    .pluck()
  const linkVisits = db.prepare<Of, { promoter_id: number; event_id: number; visits: number }>(
    `SELECT promoter_id, ${EVENT_OF_PAGE} AS event_id, COUNT(DISTINCT visitor_key) AS visits
     FROM promotion_views WHERE ${OF_PROMOTER} AND instr(page, '/pages/event/index?id=') > 0 GROUP BY promoter_id, event_id`
  )
  const linkStages = db.prepare<Of, StageCounts & { promoter_id: number; event_id: number }>(
    `SELECT promoter_id, event_id, ${STAGES} FROM attendees WHERE promoter_id IS NOT NULL AND ${OF_PROMOTER} AND ${COUNTED} GROUP BY promoter_id, event_id`
  )
  const eventTitles = db.prepare<[string], { id: number; title: string }>(
    "SELECT id, title FROM entity_data WHERE id IN (SELECT value FROM json_each(?)) AND entity_type IN ('EVENT', 'BAGEVENT')"
  )
  const promoterNames = db.prepare<[], Pick<PromoterRow, 'id' | 'name'>>('SELECT id, name FROM promoters')
  const visitorsSince = db
    .prepare<Since, number>(`SELECT COUNT(DISTINCT visitor_key) FROM promotion_views WHERE ${OF_PROMOTER} AND created_at >= @since`)
    .pluck()
  const visitsByDay = db.prepare<Since, { date: string; n: number }>(
    `SELECT ${BJ_DAY('created_at')} AS date, COUNT(DISTINCT visitor_key) AS n FROM promotion_views WHERE ${OF_PROMOTER} AND created_at >= @since GROUP BY date`
  )
  const registrationsByDay = db.prepare<Since, { date: string; n: number }>(
    `SELECT ${BJ_DAY('created_at')} AS date, COUNT(*) AS n FROM attendees WHERE promoter_id IS NOT NULL AND ${OF_PROMOTER} AND ${COUNTED} AND created_at >= @since GROUP BY date`
  )
  const checkinsByDay = db.prepare<Since, { date: string; n: number }>(
    `SELECT ${BJ_DAY('checkin_time')} AS date, COUNT(*) AS n FROM attendees WHERE promoter_id IS NOT NULL AND ${OF_PROMOTER} AND ${COUNTED} AND checkin_time >= @since GROUP BY date`
  )
  // Sources of one promoter's registrations, or of every registration (with or without a promoter).
  const sources = db.prepare<Of, StageCounts & { source: string }>(
    `SELECT ${SOURCE} AS source, ${STAGES} FROM attendees WHERE ${OF_PROMOTER} GROUP BY 1 ORDER BY registrations DESC, source`
  )
  const cardActions = db.prepare<[string], { action: string; n: number }>(
    "SELECT json_extract(properties, '$.action') AS action, COUNT(*) AS n FROM analytics WHERE event = 'ai_card_action' AND received_at >= ? AND json_valid(properties) GROUP BY action"
  )
  const checkinsFor = db
    .prepare<{ promoter: number; event: number | null }, number>(
      `SELECT COUNT(*) FROM attendees WHERE promoter_id = @promoter AND (@event IS NULL OR event_id = @event) AND checkin_time IS NOT NULL AND ${COUNTED}`
    )
    .pluck()
  const countsCheckins = db
    .prepare<OfEvent, number>(
      "SELECT EXISTS (SELECT 1 FROM promotion_tasks t JOIN promotion_campaigns c ON c.id = t.campaign_id WHERE t.metric = 'CHECKINS' AND (@event IS NULL OR c.event_id = @event))"
    )
    .pluck()
  const rankByCheckins = db.prepare<OfEvent, CheckinRankRow>(
    `SELECT p.*, a.id AS account_id, a.avatar,
           (SELECT COUNT(*) FROM attendees t WHERE t.promoter_id = p.id AND (@event IS NULL OR t.event_id = @event) AND t.checkin_time IS NOT NULL AND ${countsForPromoter('t')}) AS checkins,
           (SELECT COUNT(*) FROM attendees t WHERE t.promoter_id = p.id AND (@event IS NULL OR t.event_id = @event) AND ${countsForPromoter('t')}) AS applicants
         FROM promoters p LEFT JOIN accounts a ON a.cellphone = p.cellphone
         ORDER BY checkins DESC, applicants DESC, p.id LIMIT 50`
  )
  // Attribution is written once: a replayed submission (same idempotency key) keeps the source it was made with.
  const markSubmission = db.prepare<[string, number]>('UPDATE form_submissions SET source = ? WHERE id = ? AND source IS NULL')
  const markAttendee = db.prepare<[string | null, number | null, number]>(
    'UPDATE attendees SET source = COALESCE(source, ?), promoter_id = COALESCE(promoter_id, ?) WHERE id = ?'
  )
  const attendeeOfSubmission = db
    .prepare<[number], number>('SELECT t.attendee_id FROM form_submissions s JOIN tickets t ON t.id = s.ticket_id WHERE s.id = ?')
    .pluck()
  return {
    /** Distinct visitors counted through one promoter's links (null: every promoter's), all time. */
    visitors: (promoterId: number | null) => visitors.get({ promoter: promoterId })!,
    /** Registrations through one promoter's links (null: any promoter's), all time; on-behalf ones once confirmed. */
    stages: (promoterId: number | null) => stages.get({ promoter: promoterId })!,
    /** Registrations one promoter (null: any) made on someone's behalf that the person has not confirmed yet. */
    unconfirmedBehalf: (promoterId: number | null) => unconfirmed.get({ promoter: promoterId })!,
    /** Distinct visitors of each event's page, per promoter. */
    linkVisits: (promoterId: number | null) => linkVisits.all({ promoter: promoterId }),
    /** Registrations per promoter and event. */
    linkStages: (promoterId: number | null) => linkStages.all({ promoter: promoterId }),
    /** Titles of those ids that are events. */
    eventTitles: (ids: number[]) => (ids.length ? eventTitles.all(JSON.stringify(ids)) : []),
    promoterNames: () => promoterNames.all(),
    /** Distinct visitors since an instant (one visitor once, however many days). */
    visitorsSince: (promoterId: number | null, since: string) => visitorsSince.get({ promoter: promoterId, since })!,
    /** Per Beijing day since an instant: distinct visitors, registrations made, check-ins made. */
    visitsByDay: (promoterId: number | null, since: string) => visitsByDay.all({ promoter: promoterId, since }),
    registrationsByDay: (promoterId: number | null, since: string) => registrationsByDay.all({ promoter: promoterId, since }),
    checkinsByDay: (promoterId: number | null, since: string) => checkinsByDay.all({ promoter: promoterId, since }),
    /** Registrations by source: one promoter's, or every registration (null). */
    sources: (promoterId: number | null) => sources.all({ promoter: promoterId }),
    /** Taps on the assistant's cards since an instant, by action (as the app reported them to analytics). */
    cardActions: (since: string) => cardActions.all(since),
    /** People the promoter brought who checked in (of one event, or all). */
    checkinsFor: (promoterId: number, eventId: number | null) => checkinsFor.get({ promoter: promoterId, event: eventId })!,
    /** True when a task of the event's campaign (any campaign: null) counts check-ins: its rank does too. */
    countsCheckins: (eventId: number | null) => countsCheckins.get({ event: eventId }) === 1,
    /** The first 50 promoters by check-ins, then registrations (of one event, or all). */
    rankByCheckins: (eventId: number | null) => rankByCheckins.all({ event: eventId }),
    /** Records where a submission (and the registration it made) came from; the first source written stays. */
    attribute: (submissionId: number, source: string | null, promoterId: number | null) => {
      if (source) markSubmission.run(source, submissionId)
      const attendee = attendeeOfSubmission.get(submissionId)
      if (attendee) markAttendee.run(source, promoterId, attendee)
    },
    /** Records where a registration made without a form came from, and the promoter whose link brought it. */
    attributeAttendee: (attendeeId: number, source: string | null, promoterId: number | null) => markAttendee.run(source, promoterId, attendeeId)
  }
})
