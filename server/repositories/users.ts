import type { PageQuery } from '../db/paged'
import { paged } from '../db/paged'
import type { AttendeeRow, EntityRow, FileRow, NoticeRow, ResourceRow } from '../db/rows'
import { perDb } from './per-db'

/** An attendee with its event's title, cover, start and address (a line of 我的报名). */
export type AttendanceRow = AttendeeRow & Pick<EntityRow, 'title' | 'cover' | 'start_time' | 'address'>
/** An obtained file: f.* comes after r.id, so `id` is the file's id. */
type ResourceFileRow = FileRow & Pick<ResourceRow, 'obtained_at'> & { entity_title: string; file_id?: number }
type StarredRow = EntityRow & { starred_at: string }
export type NoticeReadState = NoticeRow & { read: number }

/** The 我的报名 filters. */
type AttendanceFilter = '' | 'UPCOMING' | 'ONGOING' | 'ENDED' | 'PENDING' | 'APPROVED' | 'REJECTED'

/**
 * An account's notices and whether each is read (arguments: the account three times). A notice to everyone sent
 * before the account existed counts as read: a new visitor does not start with news older than themselves to catch up on.
 */
const NOTICES = `SELECT n.*, (EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.account_id = ?)
      OR (n.account_id IS NULL AND n.created_at < (SELECT a.created_at FROM accounts a WHERE a.id = ?))) AS read
    FROM notices n WHERE (n.account_id IS NULL OR n.account_id = ?)`

/** The personal centre: registrations, obtained files, favourites, owned courses, tickets and notices of an account. */
export const usersRepo = perDb(db => {
  const uncollect = db.prepare<[number, number]>('DELETE FROM course_collections WHERE account_id = ? AND course_id = ?')
  const collect = db.prepare<[number, number, string]>('INSERT INTO course_collections (account_id, course_id, created_at) VALUES (?, ?, ?)')
  const ownedCourses = db.prepare<[number, number, number], EntityRow>(
    `SELECT DISTINCT e.* FROM entity_data e WHERE e.entity_type = 'COURSE' AND (
       EXISTS (SELECT 1 FROM orders o WHERE o.account_id = ? AND o.content_entity_data_id = e.id AND o.pay_status = 'COMPLETE_PAY')
       OR EXISTS (SELECT 1 FROM course_collections c WHERE c.account_id = ? AND c.course_id = e.id)
       OR EXISTS (SELECT 1 FROM course_records r JOIN course_items i ON i.id = r.course_item_id WHERE r.account_id = ? AND i.course_id = e.id))
     ORDER BY e.id`
  )
  const unstar = db.prepare<[number, number]>('DELETE FROM stars WHERE account_id = ? AND entity_data_id = ?')
  const star = db.prepare<[number, number, string]>('INSERT INTO stars (account_id, entity_data_id, created_at) VALUES (?, ?, ?)')
  const starCount = db.prepare<[number], number>('SELECT COUNT(*) FROM stars WHERE entity_data_id = ?').pluck()
  const starred = db.prepare<[number, number], number>('SELECT 1 FROM stars WHERE account_id = ? AND entity_data_id = ?').pluck()
  const ticketAttendeeIds = db
    .prepare<[number, string | null, string | null], number>(
      `SELECT a.id FROM attendees a JOIN entity_data e ON e.id = a.event_id
       WHERE (a.account_id = ? OR (? IS NOT NULL AND a.cellphone = ?)) AND a.audit_status != 'REJECTED' ORDER BY e.start_time DESC`
    )
    .pluck()
  const ticketHolder = db.prepare<[number], Pick<AttendeeRow, 'id' | 'account_id' | 'cellphone'>>(
    'SELECT a.id, a.account_id, a.cellphone FROM tickets t JOIN attendees a ON a.id = t.attendee_id WHERE t.id = ?'
  )
  const notice = db.prepare<[number, number, number, number], NoticeReadState>(`${NOTICES} AND n.id = ?`)
  const markNoticeRead = db.prepare<[number, number]>('INSERT OR IGNORE INTO notice_reads (account_id, notice_id) VALUES (?, ?)')
  const obtain = db.prepare<[number, number, string]>('INSERT OR IGNORE INTO resources (account_id, file_id, obtained_at) VALUES (?, ?, ?)')

  /** The WHERE addition and its arguments for a 我的报名 filter. */
  const attendanceFilter = (status: AttendanceFilter | undefined, now: string): [string, unknown[]] => {
    switch (status) {
      case 'UPCOMING':
        return ['AND e.start_time > ?', [now]]
      case 'ONGOING':
        return ['AND e.start_time <= ? AND e.end_time >= ?', [now, now]]
      case 'ENDED':
        return ['AND e.end_time < ?', [now]]
      case 'PENDING':
      case 'APPROVED':
      case 'REJECTED':
        return ['AND a.audit_status = ?', [status]]
      default:
        return ['', []]
    }
  }

  return {
    /** The account's registrations with their events, newest event first, narrowed by the filter (times compared with `now`). */
    attendancePage: <Out>(accountId: number, status: AttendanceFilter | undefined, now: string, query: PageQuery, map: (row: AttendanceRow) => Out) => {
      const [filter, args] = attendanceFilter(status, now)
      return paged(
        db,
        `SELECT a.*, e.title, e.cover, e.start_time, e.address FROM attendees a JOIN entity_data e ON e.id = a.event_id WHERE a.account_id = ? ${filter} ORDER BY e.start_time DESC`,
        [accountId, ...args],
        query,
        map
      )
    },
    resourcePage: <Out>(accountId: number, query: PageQuery, map: (row: ResourceFileRow) => Out) =>
      paged(
        db,
        'SELECT r.id, r.obtained_at, f.*, e.title AS entity_title FROM resources r JOIN files f ON f.id = r.file_id JOIN entity_data e ON e.id = f.entity_data_id WHERE r.account_id = ? ORDER BY r.obtained_at DESC, r.id DESC',
        [accountId],
        query,
        map
      ),
    /** Records a material file the account downloaded (我的资料); its first download stays the one kept. */
    obtainFile: (accountId: number, fileId: number, at: string) => obtain.run(accountId, fileId, at),
    /** Removes the course from the account's collection; false when it was not collected. */
    uncollectCourse: (accountId: number, courseId: number) => uncollect.run(accountId, courseId).changes > 0,
    collectCourse: (accountId: number, courseId: number, at: string) => collect.run(accountId, courseId, at),
    /** Courses the account bought, collected or started, by id. */
    ownedCourses: (accountId: number) => ownedCourses.all(accountId, accountId, accountId),
    /** Removes the star; false when there was none. */
    unstar: (accountId: number, entityId: number) => unstar.run(accountId, entityId).changes > 0,
    star: (accountId: number, entityId: number, at: string) => star.run(accountId, entityId, at),
    starCount: (entityId: number) => starCount.get(entityId)!,
    starred: (accountId: number, entityId: number) => !!starred.get(accountId, entityId),
    starredPage: <Out>(accountId: number, query: PageQuery, map: (row: StarredRow) => Out) =>
      paged(
        db,
        'SELECT e.*, s.created_at AS starred_at FROM stars s JOIN entity_data e ON e.id = s.entity_data_id WHERE s.account_id = ? ORDER BY s.created_at DESC',
        [accountId],
        query,
        map,
        1000
      ),
    /** Attendee ids of the tickets the account holds (issued to it or under its cellphone), newest event first; rejected ones left out. */
    ticketAttendeeIds: (accountId: number, cellphone: string | null) => ticketAttendeeIds.all(accountId, cellphone, cellphone),
    /** The attendee (id, account, cellphone) a ticket belongs to. */
    ticketHolder: (ticketId: number) => ticketHolder.get(ticketId),
    noticePage: <Out>(accountId: number, query: PageQuery, map: (row: NoticeReadState) => Out) =>
      paged(db, `${NOTICES} ORDER BY n.created_at DESC, n.id DESC`, [accountId, accountId, accountId], query, map),
    /** A notice the account may see, with whether it has read it. */
    notice: (accountId: number, noticeId: number) => notice.get(accountId, accountId, accountId, noticeId),
    markNoticeRead: (accountId: number, noticeId: number) => markNoticeRead.run(accountId, noticeId)
  }
})
