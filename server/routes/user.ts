import type { FastifyInstance } from 'fastify'
import type { AttendanceRecord, CheckinStatistic, OwnedCourse } from '../../types/contract'
import { paged } from '../db/paged'
import type { AttendeeRow, FileRow, NoticeRow, ResourceRow } from '../db/rows'
import { badRequest, notFound, ok, value } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { id, obj, pageQuery } from '../lib/schema'
import { promoterOf, requireAccount, toAccount } from '../services/accounts'
import type { Ctx } from '../services/context'
import { courseProgress, getEntity, summaryOf, type EntityRow } from '../services/content'
import { createAttendee, getEvent, ticketOf } from '../services/events'

/** The personal centre: records, favourites, tickets, notices. */
export function registerUser(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx

  app.get<{ Querystring: { status?: string; page?: number; size?: number } }>(
    '/api/ca/v1/personalCenter/attendanceRecord',
    { schema: { querystring: pageQuery({ status: { type: 'string', enum: ['', 'UPCOMING', 'ONGOING', 'ENDED', 'PENDING', 'APPROVED', 'REJECTED'] } }) } },
    req => {
      const account = requireAccount(db, req)
      const now = nowIso()
      let filter = ''
      const args: unknown[] = [account.id]
      switch (req.query.status) {
        case 'UPCOMING':
          filter = 'AND e.start_time > ?'
          args.push(now)
          break
        case 'ONGOING':
          filter = 'AND e.start_time <= ? AND e.end_time >= ?'
          args.push(now, now)
          break
        case 'ENDED':
          filter = 'AND e.end_time < ?'
          args.push(now)
          break
        case 'PENDING':
        case 'APPROVED':
        case 'REJECTED':
          filter = 'AND a.audit_status = ?'
          args.push(req.query.status)
      }
      const from = `attendees a JOIN entity_data e ON e.id = a.event_id WHERE a.account_id = ? ${filter}`
      const record = (r: AttendeeRow & Pick<EntityRow, 'title' | 'cover' | 'start_time' | 'address'>): AttendanceRecord => ({
        attendeeId: r.id,
        eventId: r.event_id,
        title: r.title,
        cover: r.cover,
        startTime: r.start_time ?? '',
        address: r.address ?? '',
        auditStatus: r.audit_status,
        checkinStatus: r.checkin_status
      })
      return ok(paged(db, `SELECT a.*, e.title, e.cover, e.start_time, e.address FROM ${from} ORDER BY e.start_time DESC`, args, req.query, record))
    }
  )

  app.get<{ Querystring: { page?: number; size?: number } }>('/api/ca/v1/personalCenter/resources', { schema: { querystring: pageQuery() } }, req => {
    const account = requireAccount(db, req)
    return ok(
      paged(
        db,
        'SELECT r.id, r.obtained_at, f.*, e.title AS entity_title FROM resources r JOIN files f ON f.id = r.file_id JOIN entity_data e ON e.id = f.entity_data_id WHERE r.account_id = ? ORDER BY r.obtained_at DESC, r.id DESC',
        [account.id],
        req.query,
        // f.* comes after r.id, so `id` here is the file's id (as it always was).
        (r: FileRow & Pick<ResourceRow, 'obtained_at'> & { entity_title: string; file_id?: number }) => ({
          id: r.id,
          entityDataId: r.entity_data_id,
          title: r.entity_title,
          file: { id: r.file_id ?? r.id, name: r.name, url: r.url, size: r.size, ext: r.ext },
          obtainedAt: r.obtained_at
        })
      )
    )
  })

  app.get('/api/ca/v1/personalCenter/currentAccountInfo', req => ok(toAccount(db, requireAccount(db, req))))

  app.post<{ Params: { id: number } }>('/api/ca/v1/community/favor/collectionCourse/:id', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
    const account = requireAccount(db, req)
    const row = getEntity(db, req.params.id)
    if (row.entity_type !== 'COURSE') throw notFound('课程不存在')
    const collected = db.transaction(() => {
      const del = db.prepare('DELETE FROM course_collections WHERE account_id = ? AND course_id = ?').run(account.id, row.id)
      if (del.changes) return false
      db.prepare('INSERT INTO course_collections (account_id, course_id, created_at) VALUES (?, ?, ?)').run(account.id, row.id, nowIso())
      return true
    })()
    return ok({ collected })
  })

  app.get<{ Querystring: { learnStatus?: string } }>(
    '/api/ca/v1/course/owned',
    { schema: { querystring: obj({ learnStatus: { type: 'string', enum: ['', 'NOT_STARTED', 'LEARNING', 'COMPLETED'] } }) } },
    req => {
      const account = requireAccount(db, req)
      // Owned = bought, collected, or started.
      const rows = db
        .prepare(
          `SELECT DISTINCT e.* FROM entity_data e WHERE e.entity_type = 'COURSE' AND (
             EXISTS (SELECT 1 FROM orders o WHERE o.account_id = ? AND o.content_entity_data_id = e.id AND o.pay_status = 'COMPLETE_PAY')
             OR EXISTS (SELECT 1 FROM course_collections c WHERE c.account_id = ? AND c.course_id = e.id)
             OR EXISTS (SELECT 1 FROM course_records r JOIN course_items i ON i.id = r.course_item_id WHERE r.account_id = ? AND i.course_id = e.id))
           ORDER BY e.id`
        )
        .all(account.id, account.id, account.id) as EntityRow[]
      const list: OwnedCourse[] = rows.map(r => {
        const p = courseProgress(db, r.id, account.id)
        return {
          courseId: r.id,
          title: r.title,
          cover: r.cover,
          learnStatus: p.learnStatus,
          progress: p.progress,
          lessonCount: p.lessonCount,
          learnedCount: p.learnedCount
        }
      })
      return ok(req.query.learnStatus ? list.filter(c => c.learnStatus === req.query.learnStatus) : list)
    }
  )

  app.post<{ Params: { id: number } }>('/api/ca/v1/community/entityData/signup/:id', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
    const account = requireAccount(db, req)
    const event = getEvent(db, req.params.id)
    if (event.register_form_id) throw badRequest('该活动需要填写报名表单')
    if (Date.parse(event.end_time ?? '') < Date.now()) throw badRequest('活动已结束')
    if (!account.cellphone) throw badRequest('请先绑定手机号')
    const attendee = db.transaction(() =>
      createAttendee(db, {
        event,
        accountId: account.id,
        name: account.name || account.nick_name,
        cellphone: account.cellphone!,
        company: account.company,
        title: account.title
      })
    )()
    return ok(ticketOf(db, attendee.id))
  })

  app.post<{ Params: { id: number } }>('/api/ca-open/v1/entityData/star/:id', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
    const account = requireAccount(db, req)
    const row = getEntity(db, req.params.id)
    const starred = db.transaction(() => {
      const del = db.prepare('DELETE FROM stars WHERE account_id = ? AND entity_data_id = ?').run(account.id, row.id)
      if (del.changes) return false
      db.prepare('INSERT INTO stars (account_id, entity_data_id, created_at) VALUES (?, ?, ?)').run(account.id, row.id, nowIso())
      return true
    })()
    const starCount = db.prepare('SELECT COUNT(*) FROM stars WHERE entity_data_id = ?').pluck().get(row.id) as number
    return ok({ starred, starCount })
  })

  app.get<{ Querystring: { page?: number; size?: number } }>('/api/ca-open/v1/entityData/favor/list', { schema: { querystring: pageQuery() } }, req => {
    const account = requireAccount(db, req)
    return ok(
      paged(
        db,
        'SELECT e.*, s.created_at AS starred_at FROM stars s JOIN entity_data e ON e.id = s.entity_data_id WHERE s.account_id = ? ORDER BY s.created_at DESC',
        [account.id],
        req.query,
        (r: EntityRow & { starred_at: string }) => ({ ...summaryOf(db, r), starredAt: r.starred_at }),
        1000
      )
    )
  })

  app.get<{ Params: { id: number }; Querystring: { favorKey?: string } }>(
    '/api/ca-open/v1/entityData/:id/hasInteractiveData',
    { schema: { params: obj({ id: id() }, ['id']), querystring: obj({ favorKey: { type: 'string', enum: ['ENTITY_DATA_STAR'] } }) } },
    req => {
      const account = requireAccount(db, req)
      getEntity(db, req.params.id)
      return value(!!db.prepare('SELECT 1 FROM stars WHERE account_id = ? AND entity_data_id = ?').get(account.id, req.params.id))
    }
  )

  app.get('/api/ca/v1/bagevent/attendee/getSuccessByCellphone', req => {
    const account = requireAccount(db, req)
    const ids = db
      .prepare(
        `SELECT a.id FROM attendees a JOIN entity_data e ON e.id = a.event_id
         WHERE (a.account_id = ? OR (? IS NOT NULL AND a.cellphone = ?)) AND a.audit_status != 'REJECTED' ORDER BY e.start_time DESC`
      )
      .pluck()
      .all(account.id, account.cellphone, account.cellphone) as number[]
    return ok(ids.map(a => ticketOf(db, a)))
  })

  app.get<{ Params: { ticketId: number } }>(
    '/api/ca/v1/bagevent/attendee/ticket/:ticketId',
    { schema: { params: obj({ ticketId: id() }, ['ticketId']) } },
    req => {
      const account = requireAccount(db, req)
      const row = db
        .prepare('SELECT a.id, a.account_id, a.cellphone FROM tickets t JOIN attendees a ON a.id = t.attendee_id WHERE t.id = ?')
        .get(req.params.ticketId) as Pick<AttendeeRow, 'id' | 'account_id' | 'cellphone'> | undefined
      if (!row || (row.account_id !== account.id && row.cellphone !== account.cellphone)) throw notFound('门票不存在')
      return ok(ticketOf(db, row.id))
    }
  )

  const noticeOut = (n: NoticeRow & { read: number }) => ({ id: n.id, title: n.title, content: n.content, read: !!n.read, createdAt: n.created_at })
  const noticeSql = `SELECT n.*, EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.account_id = ?) AS read
    FROM notices n WHERE (n.account_id IS NULL OR n.account_id = ?)`
  app.get<{ Querystring: { page?: number; size?: number } }>('/api/ca-open/v1/notice/list', { schema: { querystring: pageQuery() } }, req => {
    const account = requireAccount(db, req)
    return ok(paged(db, `${noticeSql} ORDER BY n.created_at DESC, n.id DESC`, [account.id, account.id], req.query, noticeOut))
  })
  app.post<{ Params: { id: number } }>('/api/ca-open/v1/notice/read/:id', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
    const account = requireAccount(db, req)
    const n = db.prepare(`${noticeSql} AND n.id = ?`).get(account.id, account.id, req.params.id) as (NoticeRow & { read: number }) | undefined
    if (!n) throw notFound('通知不存在')
    db.prepare('INSERT OR IGNORE INTO notice_reads (account_id, notice_id) VALUES (?, ?)').run(account.id, req.params.id)
    return ok(noticeOut({ ...n, read: 1 }))
  })

  app.get('/api/ca/v1/event/checkinStatistic', req => {
    const account = requireAccount(db, req)
    // Promoters (the organiser side) see every event; others the events they attend.
    const promoter = promoterOf(db, account)
    const events = db
      .prepare(
        `SELECT DISTINCT e.id, e.title FROM entity_data e WHERE e.entity_type = 'EVENT' AND (
           EXISTS (SELECT 1 FROM attendees a WHERE a.event_id = e.id AND a.account_id = ?)
           OR ? IS NOT NULL)
         ORDER BY e.start_time DESC`
      )
      .all(account.id, promoter?.id ?? null) as { id: number; title: string }[]
    const stats: CheckinStatistic[] = events.map(e => {
      const c = db
        .prepare(
          `SELECT COUNT(*) AS registered,
             SUM(audit_status = 'APPROVED') AS approved,
             SUM(checkin_status IN ('CHECKED_IN','SIGNED_OUT')) AS checked_in,
             SUM(checkin_status = 'SIGNED_OUT') AS signed_out
           FROM attendees WHERE event_id = ? AND audit_status != 'REJECTED'`
        )
        .get(e.id) as { registered: number; approved: number | null; checked_in: number | null; signed_out: number | null }
      const byHour = db
        .prepare(
          `SELECT substr(checkin_time, 1, 13) || ':00' AS hour, COUNT(*) AS count FROM attendees
           WHERE event_id = ? AND checkin_time IS NOT NULL GROUP BY hour ORDER BY hour`
        )
        .all(e.id) as { hour: string; count: number }[]
      return {
        eventId: e.id,
        title: e.title,
        registered: c.registered ?? 0,
        approved: c.approved ?? 0,
        checkedIn: c.checked_in ?? 0,
        signedOut: c.signed_out ?? 0,
        byHour
      }
    })
    return ok(stats)
  })
}
