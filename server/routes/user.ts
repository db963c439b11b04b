import type { AttendanceRecord, CheckinStatistic, OwnedCourse } from '../../types/contract'
import { notFound, ok, value } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { idParams, obj, oneOf, pageQuery } from '../lib/schema'
import { eventsRepo } from '../repositories/events'
import { usersRepo, type AttendanceRow, type NoticeReadState } from '../repositories/users'
import { promoterOf, toAccount } from '../services/accounts'
import { defineRoutes, routeGroup } from './plugin'
import { mediaUrlFor } from '../services/media-access'
import { courseProgress, getEntity, summaryOf } from '../services/content'
import { getEvent, signUp, ticketOf } from '../services/events'
import { toggleCourseCollection, toggleStar } from '../services/favourites'
import { funnelRepo } from '../repositories/funnel'
import { verifiedSource } from '../services/attribution'
import { promoterFromTrack, trackHeader } from '../services/promotion'

/** The personal centre under /api/ca: records, resources, owned courses, sign-up, tickets, check-in statistics. */
const personalCentreRoutes = defineRoutes({ only: 'account' }, ({ ctx, db, signedIn }) => {
  const users = usersRepo(db)

  signedIn.get(
    '/api/ca/v1/personalCenter/attendanceRecord',
    {
      schema: {
        summary: 'Page<AttendanceRecord>',
        description: '?status&page&size=10 [auth]',
        querystring: pageQuery({ status: oneOf(['', 'UPCOMING', 'ONGOING', 'ENDED', 'PENDING', 'APPROVED', 'REJECTED']) })
      }
    },
    (req, account) => {
      const record = (r: AttendanceRow): AttendanceRecord => ({
        attendeeId: r.id,
        eventId: r.event_id,
        title: r.title,
        cover: r.cover,
        startTime: r.start_time ?? '',
        address: r.address ?? '',
        auditStatus: r.audit_status,
        checkinStatus: r.checkin_status
      })
      return ok(users.attendancePage(account.id, req.query.status, nowIso(), req.query, record))
    }
  )

  signedIn.get(
    '/api/ca/v1/personalCenter/resources',
    { schema: { summary: 'Page<ResourceItem>', description: '?page&size [auth]', querystring: pageQuery() } },
    (req, account) =>
      ok(
        users.resourcePage(account.id, req.query, r => ({
          id: r.id,
          entityDataId: r.entity_data_id,
          title: r.entity_title,
          file: { id: r.file_id ?? r.id, name: r.name, url: mediaUrlFor(db, r.url, account), size: r.size, ext: r.ext },
          obtainedAt: r.obtained_at
        }))
      )
  )

  signedIn.get('/api/ca/v1/personalCenter/currentAccountInfo', { schema: { summary: 'Account', description: '[auth]' } }, (_req, account) =>
    ok(toAccount(db, account))
  )

  signedIn.post(
    '/api/ca/v1/community/favor/collectionCourse/:id',
    { schema: { summary: '{collected: boolean} (toggle)', description: '[auth]', params: idParams() } },
    (req, account) => {
      const row = getEntity(db, req.params.id)
      if (row.entity_type !== 'COURSE') throw notFound('课程不存在')
      const collected = toggleCourseCollection(db, account.id, row.id)
      return ok({ collected })
    }
  )

  signedIn.get(
    '/api/ca/v1/course/owned',
    {
      schema: {
        summary: 'OwnedCourse[]',
        description: '?learnStatus [auth]',
        querystring: obj({ learnStatus: oneOf(['', 'NOT_STARTED', 'LEARNING', 'COMPLETED']) })
      }
    },
    (req, account) => {
      // Owned = bought, collected, or started.
      const rows = users.ownedCourses(account.id)
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

  signedIn.post(
    '/api/ca/v1/community/entityData/signup/:id',
    { schema: { summary: 'Ticket (events without a form)', description: '[auth]', params: idParams() } },
    (req, account) => {
      const event = getEvent(db, req.params.id)
      const attendee = signUp(ctx, account, event)
      // Like a form's registration: the promoter whose link brought the visitor, and the source (funnel).
      const track = trackHeader(req)
      funnelRepo(db).attributeAttendee(attendee.id, verifiedSource(db, track, account.id, event.id, ctx.now()), promoterFromTrack(db, track)?.id ?? null)
      return ok(ticketOf(db, attendee.id))
    }
  )

  signedIn.get('/api/ca/v1/bagevent/attendee/getSuccessByCellphone', { schema: { summary: 'Ticket[] (my tickets)', description: '[auth]' } }, (_req, account) =>
    ok(users.ticketAttendeeIds(account.id, account.cellphone).map(a => ticketOf(db, a)))
  )

  signedIn.get(
    '/api/ca/v1/bagevent/attendee/ticket/:ticketId',
    { schema: { summary: 'Ticket', description: '(ours) [auth]', params: idParams('ticketId') } },
    (req, account) => {
      const row = users.ticketHolder(req.params.ticketId)
      if (!row || (row.account_id !== account.id && row.cellphone !== account.cellphone)) throw notFound('门票不存在')
      return ok(ticketOf(db, row.id))
    }
  )

  signedIn.get(
    '/api/ca/v1/event/checkinStatistic',
    { schema: { summary: 'CheckinStatistic[] (events the account attends or promotes)', description: '(ours) [auth]' } },
    (_req, account) => {
      // Promoters (the organiser side) see every event; others the events they attend.
      const promoter = promoterOf(db, account)
      const events = eventsRepo(db)
      const stats: CheckinStatistic[] = events.statsEvents(account.id, promoter?.id ?? null).map(e => {
        const c = events.checkinCounts(e.id)
        const byHour = events.checkinsByHour(e.id)
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
    }
  )
})

/** Stars, favourites and notices (ca-open: each checks the account after validating the request). */
const favouriteAndNoticeRoutes = defineRoutes(({ db, signedIn }) => {
  const users = usersRepo(db)

  signedIn.post(
    '/api/ca-open/v1/entityData/star/:id',
    { schema: { summary: '{starred: boolean, starCount: number} (toggle)', description: '[auth]', params: idParams() } },
    (req, account) => {
      const row = getEntity(db, req.params.id)
      const starred = toggleStar(db, account.id, row.id)
      const starCount = users.starCount(row.id)
      return ok({ starred, starCount })
    }
  )

  signedIn.get(
    '/api/ca-open/v1/entityData/favor/list',
    { schema: { summary: 'Page<FavouriteItem>', description: '?page&size=1000 [auth]', querystring: pageQuery() } },
    (req, account) => ok(users.starredPage(account.id, req.query, r => ({ ...summaryOf(db, r), starredAt: r.starred_at })))
  )

  signedIn.get(
    '/api/ca-open/v1/entityData/:id/hasInteractiveData',
    {
      schema: {
        summary: '209 boolean',
        description: '?favorKey=ENTITY_DATA_STAR [auth]',
        params: idParams(),
        querystring: obj({ favorKey: oneOf(['ENTITY_DATA_STAR']) })
      }
    },
    (req, account) => {
      getEntity(db, req.params.id)
      return value(users.starred(account.id, req.params.id))
    }
  )

  const noticeOut = (n: NoticeReadState) => ({ id: n.id, title: n.title, content: n.content, read: !!n.read, createdAt: n.created_at })
  signedIn.get(
    '/api/ca-open/v1/notice/list',
    { schema: { summary: 'Page<Notice>', description: '?page&size [auth]', querystring: pageQuery() } },
    (req, account) => ok(users.noticePage(account.id, req.query, noticeOut))
  )
  signedIn.post('/api/ca-open/v1/notice/read/:id', { schema: { summary: 'Notice', description: '(ours) [auth]', params: idParams() } }, (req, account) => {
    const n = users.notice(account.id, req.params.id)
    if (!n) throw notFound('通知不存在')
    users.markNoticeRead(account.id, req.params.id)
    return ok(noticeOut({ ...n, read: 1 }))
  })
})

/** The personal centre: records, favourites, tickets, notices. */
export const userRoutes = routeGroup(personalCentreRoutes, favouriteAndNoticeRoutes)
