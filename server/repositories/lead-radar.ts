import type { AccountRow, LeadRow } from '../db/rows'
import type { Db } from '../db'
import { perDb } from './per-db'

/** A lead with who they are and who brought them, as the radar lists them. */
export type LeadListRow = LeadRow &
  Pick<AccountRow, 'name' | 'nick_name' | 'avatar' | 'cellphone' | 'company'> & {
    promoter_name: string | null
  }

/** A PAGE_VIEW of the account: the content it showed (properties.contentId), the page and the Track header it came with. */
interface ViewRecord {
  page_id: string | null
  at: string
  content_id: number | null
  title: string | null
  path: string | null
  track: string | null
}

interface DurationRecord {
  page_id: string
  seconds: number
}

interface DownloadRecord {
  at: string
  file_name: string
  content_id: number
  content_title: string
  entity_type: string
}

interface SubmissionRecord {
  at: string
  form_title: string
  fields: string
  form_values: string
  promoter_id: number | null
  ticket_id: number | null
  content_id: number | null
  content_title: string | null
  entity_type: string | null
}

interface RegistrationRecord {
  at: string
  checkin_time: string | null
  promoter_id: number | null
  source: string | null
  /** 1 when a promoter registered them and they have not confirmed it (not their action). */
  unconfirmed_behalf: number
  event_id: number
  event_title: string
}

interface QuestionRecord {
  at: string
  content: string
}

interface ImpressionRecord {
  shown_at: number
  content_id: number
  content_title: string
  entity_type: string
}

interface LearnRecord {
  at: string
  percent: number
  item_title: string
  course_id: number
  course_title: string
}

interface FavoriteRecord {
  at: string
  content_id: number
  content_title: string
  entity_type: string
}

interface LotteryRecord {
  at: string
  title: string
  prize: string | null
  win: number
}

interface PointsRecord {
  at: string
  change: number
  reason: string
}

interface CardViewRecord {
  at: string
  company_user_id: number
  owner_name: string
  /** The promoter the card's owner is (by phone), if any. */
  promoter_id: number | null
}

interface PromotionTouch {
  promoter_id: number
  at: string
}

type Since = { account: number; since: string }

/** Accounts with new records, who an account is, and when it last cleared its data: what the radar's scan reads first. */
function scanReads(db: Db) {
  // ---- what changed: accounts with a record written since an instant (each source through its time index)
  const touched = db
    .prepare<{ since: string }, number>(
      `SELECT account_id FROM analytics WHERE received_at >= @since AND account_id IS NOT NULL
       UNION SELECT account_id FROM attendees WHERE created_at >= @since
       UNION SELECT account_id FROM attendees WHERE checkin_time >= @since
       UNION SELECT account_id FROM form_submissions WHERE created_at >= @since
       UNION SELECT account_id FROM resources WHERE obtained_at >= @since
       UNION SELECT account_id FROM ai_messages WHERE created_at >= @since
       UNION SELECT account_id FROM course_records WHERE updated_at >= @since
       UNION SELECT account_id FROM stars WHERE created_at >= @since
       UNION SELECT account_id FROM course_collections WHERE created_at >= @since
       UNION SELECT account_id FROM lottery_records WHERE created_at >= @since
       UNION SELECT account_id FROM point_history WHERE created_at >= @since
       UNION SELECT account_id FROM lead_card_views WHERE viewed_at >= @since
       UNION SELECT account_id FROM promotion_views WHERE created_at >= @since AND account_id IS NOT NULL`
    )
    .pluck()

  const clearedAt = db.prepare<[number], string>('SELECT cleared_at FROM lead_clears WHERE account_id = ?').pluck()

  // ---- people
  const person = db.prepare<[number], Pick<AccountRow, 'id' | 'cellphone'> & { staff: number; promoter: number }>(
    `SELECT a.id, a.cellphone,
            EXISTS (SELECT 1 FROM company_users u WHERE u.cellphone = a.cellphone) AS staff,
            EXISTS (SELECT 1 FROM promoters p WHERE p.cellphone = a.cellphone) AS promoter
       FROM accounts a WHERE a.id = ?`
  )
  const staffAccounts = db
    .prepare<[string], number>('SELECT a.id FROM accounts a JOIN company_users u ON u.cellphone = a.cellphone WHERE a.status = ? ORDER BY a.id')
    .pluck()
  const promoterAccount = db
    .prepare<[number], number>("SELECT a.id FROM accounts a JOIN promoters p ON p.cellphone = a.cellphone WHERE p.id = ? AND a.status = 'ACTIVE'")
    .pluck()
  const promoterName = db.prepare<[number], string>('SELECT name FROM promoters WHERE id = ?').pluck()

  return {
    /** Accounts with a record of any source written at or after `since` (ISO). */
    touchedSince: (since: string) => touched.all({ since }),
    /** When the account last cleared its data (ISO), if ever. */
    clearedAt: (accountId: number) => clearedAt.get(accountId) ?? null,
    /** The account, and whether it is one of the company's people or a promoter (neither is a lead). */
    person: (accountId: number) => person.get(accountId),
    /** The active accounts of the company's people (their phone is a company user's). */
    staffAccounts: () => staffAccounts.all('ACTIVE'),
    /** The promoter's active account, if they have one. */
    promoterAccount: (promoterId: number) => promoterAccount.get(promoterId),
    promoterName: (promoterId: number) => promoterName.get(promoterId) ?? null
  }
}

/** One account's records since an instant, the timeline is built from (and the titles of the content they name). */
function accountRecords(db: Db) {
  const views = db.prepare<Since, ViewRecord>(
    `SELECT anonymous_page_id AS page_id, received_at AS at,
            CASE WHEN json_valid(properties) THEN CAST(json_extract(properties, '$.contentId') AS INTEGER) END AS content_id,
            CASE WHEN json_valid(page_properties) THEN json_extract(page_properties, '$.title') END AS title,
            CASE WHEN json_valid(page_properties) THEN json_extract(page_properties, '$.path') END AS path,
            -- The app's posts carry no header: its utm values come in each event's properties.
            COALESCE(track, CASE WHEN json_valid(properties) AND json_type(properties, '$.utm_scid') = 'text'
              THEN 'utm_scid=' || json_extract(properties, '$.utm_scid') || '&utm_source=' || COALESCE(json_extract(properties, '$.utm_source'), '') END) AS track
       FROM analytics WHERE account_id = @account AND received_at >= @since AND event IN ('PAGE_VIEW', '$pageview')
      ORDER BY received_at DESC LIMIT 300`
  )
  const durations = db.prepare<Since, DurationRecord>(
    `SELECT anonymous_page_id AS page_id, MAX(CAST(json_extract(properties, '$.engagedSeconds') AS INTEGER)) AS seconds
       FROM analytics WHERE account_id = @account AND received_at >= @since AND event = 'PAGE_DURATION'
            AND anonymous_page_id IS NOT NULL AND json_valid(properties)
      GROUP BY anonymous_page_id`
  )
  const downloads = db.prepare<Since, DownloadRecord>(
    `SELECT r.obtained_at AS at, f.name AS file_name, e.id AS content_id, e.title AS content_title, e.entity_type
       FROM resources r JOIN files f ON f.id = r.file_id JOIN entity_data e ON e.id = f.entity_data_id
      WHERE r.account_id = @account AND r.obtained_at >= @since`
  )
  const submissions = db.prepare<Since, SubmissionRecord>(
    `SELECT s.created_at AS at, f.title AS form_title, f.fields, s.form_values, s.promoter_id, s.ticket_id,
            e.id AS content_id, e.title AS content_title, e.entity_type
       FROM form_submissions s JOIN forms f ON f.id = s.form_id LEFT JOIN entity_data e ON e.id = f.content_entity_id
      WHERE s.account_id = @account AND s.created_at >= @since ORDER BY s.id`
  )
  const registrations = db.prepare<Since, RegistrationRecord>(
    `SELECT a.created_at AS at, a.checkin_time, a.promoter_id, a.source,
            (a.behalf_by IS NOT NULL AND a.behalf_confirmed_at IS NULL) AS unconfirmed_behalf, e.id AS event_id, e.title AS event_title
       FROM attendees a JOIN entity_data e ON e.id = a.event_id
      WHERE a.account_id = @account AND (a.created_at >= @since OR a.checkin_time >= @since)`
  )
  const questions = db.prepare<Since, QuestionRecord>(
    `SELECT created_at AS at, content FROM ai_messages
      WHERE account_id = @account AND role = 'user' AND created_at >= @since ORDER BY created_at DESC LIMIT 50`
  )
  const impressions = db.prepare<[number], ImpressionRecord>(
    `SELECT i.shown_at, e.id AS content_id, e.title AS content_title, e.entity_type
       FROM assistant_card_impressions i JOIN entity_data e ON e.id = i.content_id WHERE i.account_id = ?`
  )
  const learning = db.prepare<Since, LearnRecord>(
    `SELECT r.updated_at AS at, r.percent, i.title AS item_title, e.id AS course_id, e.title AS course_title
       FROM course_records r JOIN course_items i ON i.id = r.course_item_id JOIN entity_data e ON e.id = i.course_id
      WHERE r.account_id = @account AND r.updated_at >= @since`
  )
  const favorites = db.prepare<Since, FavoriteRecord>(
    `SELECT s.created_at AS at, e.id AS content_id, e.title AS content_title, e.entity_type
       FROM stars s JOIN entity_data e ON e.id = s.entity_data_id WHERE s.account_id = @account AND s.created_at >= @since
     UNION ALL
     SELECT c.created_at, e.id, e.title, e.entity_type
       FROM course_collections c JOIN entity_data e ON e.id = c.course_id WHERE c.account_id = @account AND c.created_at >= @since`
  )
  const lotteries = db.prepare<Since, LotteryRecord>(
    `SELECT r.created_at AS at, l.title, p.name AS prize, r.win
       FROM lottery_records r JOIN lotteries l ON l.id = r.lottery_id LEFT JOIN prizes p ON p.id = r.prize_id
      WHERE r.account_id = @account AND r.created_at >= @since ORDER BY r.id DESC LIMIT 50`
  )
  const points = db.prepare<Since, PointsRecord>(
    `SELECT created_at AS at, change, reason FROM point_history
      WHERE account_id = @account AND created_at >= @since AND change > 0 ORDER BY id DESC LIMIT 50`
  )
  const cardViews = db.prepare<Since, CardViewRecord>(
    `SELECT v.viewed_at AS at, v.company_user_id, u.name AS owner_name, p.id AS promoter_id
       FROM lead_card_views v JOIN company_users u ON u.id = v.company_user_id LEFT JOIN promoters p ON p.cellphone = u.cellphone
      WHERE v.account_id = @account AND v.viewed_at >= @since`
  )
  const promotionTouches = db.prepare<Since, PromotionTouch>(
    `SELECT promoter_id, MIN(created_at) AS at FROM promotion_views
      WHERE account_id = @account AND created_at >= @since GROUP BY promoter_id`
  )
  const entities = db.prepare<[string], { id: number; title: string; entity_type: string }>(
    'SELECT id, title, entity_type FROM entity_data WHERE id IN (SELECT value FROM json_each(?))'
  )

  const records = (account: number, since: string) => {
    const at = { account, since }
    return {
      views: views.all(at),
      durations: durations.all(at),
      downloads: downloads.all(at),
      submissions: submissions.all(at),
      registrations: registrations.all(at),
      questions: questions.all(at),
      impressions: impressions.all(account),
      learning: learning.all(at),
      favorites: favorites.all(at),
      lotteries: lotteries.all(at),
      points: points.all(at),
      cardViews: cardViews.all(at),
      promotionTouches: promotionTouches.all(at)
    }
  }

  return {
    /** Every record of the account the timeline is built from, written at or after `since`. */
    records,
    /** Titles and types of those content ids. */
    entities: (ids: number[]) => (ids.length ? entities.all(JSON.stringify(ids)) : [])
  }
}

/** The radar's own rows: the leads, the scan's position, the card views it keeps. */
function radarRows(db: Db) {
  const leadOf = db.prepare<[number], LeadRow>('SELECT * FROM leads WHERE account_id = ?')
  const LIST_COLUMNS = `l.*, a.name, a.nick_name, a.avatar, a.cellphone, a.company, p.name AS promoter_name
       FROM leads l JOIN accounts a ON a.id = l.account_id LEFT JOIN promoters p ON p.id = l.promoter_id`
  const byId = db.prepare<[number, string], LeadListRow>(`SELECT ${LIST_COLUMNS} WHERE l.id = ? AND l.last_action_at >= ?`)
  const inScope = db.prepare<{ promoter: number | null; since: string }, LeadListRow>(
    `SELECT ${LIST_COLUMNS} WHERE (@promoter IS NULL OR l.promoter_id = @promoter) AND l.last_action_at >= @since`
  )
  const upsert = db.prepare<Omit<LeadRow, 'id' | 'notified_at'>>(
    `INSERT INTO leads (account_id, promoter_id, channel, first_seen_at, last_action_at, contact_name, contact_company, contact_cellphone,
                        events, products, courses, content, reasons, scored_at)
     VALUES (@account_id, @promoter_id, @channel, @first_seen_at, @last_action_at, @contact_name, @contact_company, @contact_cellphone,
             @events, @products, @courses, @content, @reasons, @scored_at)
     ON CONFLICT (account_id) DO UPDATE SET promoter_id = excluded.promoter_id, channel = excluded.channel,
       first_seen_at = excluded.first_seen_at, last_action_at = excluded.last_action_at, contact_name = excluded.contact_name,
       contact_company = excluded.contact_company, contact_cellphone = excluded.contact_cellphone, events = excluded.events,
       products = excluded.products, courses = excluded.courses, content = excluded.content, reasons = excluded.reasons,
       scored_at = excluded.scored_at`
  )
  const scoredBefore = db.prepare<[number, number], number>('SELECT account_id FROM leads WHERE scored_at < ? ORDER BY scored_at LIMIT ?').pluck()
  const notified = db.prepare<[number, number]>('UPDATE leads SET notified_at = ? WHERE id = ?')
  const deleteLead = db.prepare<[number]>('DELETE FROM leads WHERE account_id = ?')
  const scannedTo = db.prepare<[], string | null>('SELECT scanned_to FROM lead_radar_state WHERE id = 1').pluck()
  const setScannedTo = db.prepare<[string]>('UPDATE lead_radar_state SET scanned_to = ? WHERE id = 1')
  const cardView = db.prepare<[number, number, string, string]>(
    `INSERT INTO lead_card_views (account_id, company_user_id, day, viewed_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (account_id, company_user_id, day) DO NOTHING`
  )

  return {
    leadOf: (accountId: number) => leadOf.get(accountId),
    /** The lead with its account, if it acted at or after `since`. */
    byId: (leadId: number, since: string) => byId.get(leadId, since),
    /** The leads of one promoter (null: every lead) that acted at or after `since`. */
    inScope: (promoterId: number | null, since: string) => inScope.all({ promoter: promoterId, since }),
    /** Writes the lead's score; answers the lead's id. */
    save: (row: Omit<LeadRow, 'id' | 'notified_at'>) => {
      upsert.run(row)
      return leadOf.get(row.account_id)!.id
    },
    /** Accounts of leads last scored before `at` (ms), the longest unscored first. */
    scoredBefore: (at: number, limit: number) => scoredBefore.all(at, limit),
    setNotified: (leadId: number, at: number) => notified.run(at, leadId),
    /** The account is not (or no longer) a lead. */
    deleteLeadOf: (accountId: number) => deleteLead.run(accountId).changes > 0,
    scannedTo: () => scannedTo.get() ?? null,
    setScannedTo: (at: string) => setScannedTo.run(at),
    /** A signed-in visitor opened a colleague's card (once per card and Beijing day is kept). */
    recordCardView: (accountId: number, companyUserId: number, day: string, at: string) => cardView.run(accountId, companyUserId, day, at)
  }
}

/** Forgetting: the retention window and 我的数据 › 清除. */
function forgetting(db: Db) {
  const deleteLead = db.prepare<[number]>('DELETE FROM leads WHERE account_id = ?')
  const staleLeads = db.prepare<[string]>('DELETE FROM leads WHERE last_action_at < ?')
  const staleCardViews = db.prepare<[string]>('DELETE FROM lead_card_views WHERE viewed_at < ?')
  const staleClears = db.prepare<[string]>('DELETE FROM lead_clears WHERE cleared_at < ?')
  const clearAnalytics = db.prepare<[number]>('DELETE FROM analytics WHERE account_id = ?')
  const clearCardViews = db.prepare<[number]>('DELETE FROM lead_card_views WHERE account_id = ?')
  const clearImpressions = db.prepare<[number]>('DELETE FROM assistant_card_impressions WHERE account_id = ?')
  // The promoter's counts stay (one visitor is still one visitor), but no longer name the account.
  const anonymiseViews = db.prepare<[string, number]>('UPDATE promotion_views SET account_id = NULL, visitor_key = ? WHERE account_id = ?')
  const markCleared = db.prepare<[number, string]>(
    'INSERT INTO lead_clears (account_id, cleared_at) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET cleared_at = excluded.cleared_at'
  )

  return {
    /** Forgets what is older than the retention window: leads idle since `before`, card views, clears. */
    prune: (before: string) => staleLeads.run(before).changes + staleCardViews.run(before).changes + staleClears.run(before).changes,
    /**
     * 我的数据 › 清除 (the caller's transaction): the lead, the account's analytics, card views and assistant
     * impressions go; its promoter visits stay counted under `anonymousKey`; records older than `at` are not read again.
     */
    clear: (accountId: number, at: string, anonymousKey: string) => {
      deleteLead.run(accountId)
      clearAnalytics.run(accountId)
      clearCardViews.run(accountId)
      clearImpressions.run(accountId)
      anonymiseViews.run(anonymousKey, accountId)
      markCleared.run(accountId, at)
    }
  }
}

/** Reads the lead's timeline from the records the server keeps, and keeps the radar's own tables (migration 018). */
export const leadRadarRepo = perDb(db => ({ ...scanReads(db), ...accountRecords(db), ...radarRows(db), ...forgetting(db) }))
