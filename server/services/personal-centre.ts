import type { FastifyRequest } from 'fastify'
import type { AttendanceRecord, LearnStatus, Notice, OwnedCourse, Ticket } from '../../types/contract'
import type { PageQuery } from '../db/paged'
import type { Db } from '../db'
import { notFound } from '../lib/envelope'
import { funnelRepo } from '../repositories/funnel'
import { usersRepo, type AttendanceRow, type NoticeReadState } from '../repositories/users'
import type { AccountRow } from './accounts'
import { verifiedSource } from './attribution'
import { courseProgress } from './content'
import type { Ctx } from './context'
import { getEvent, signUp, ticketOf } from './events'
import { mediaUrlFor } from './media-access'
import { promoterFromTrack, trackHeader } from './promotion'
import { ownsTicketRow } from './tickets'

/** A line of 我的报名. */
export const attendanceOut = (r: AttendanceRow): AttendanceRecord => ({
  attendeeId: r.id,
  eventId: r.event_id,
  title: r.title,
  cover: r.cover,
  startTime: r.start_time ?? '',
  address: r.address ?? '',
  auditStatus: r.audit_status,
  checkinStatus: r.checkin_status
})

export const noticeOut = (n: NoticeReadState): Notice => ({ id: n.id, title: n.title, content: n.content, read: !!n.read, createdAt: n.created_at })

/** The files the account obtained, newest first; a gated file's address is signed for this account. */
export function resourcePage(db: Db, account: AccountRow, query: PageQuery) {
  return usersRepo(db).resourcePage(account.id, query, r => ({
    id: r.id,
    entityDataId: r.entity_data_id,
    title: r.entity_title,
    file: { id: r.file_id ?? r.id, name: r.name, url: mediaUrlFor(db, r.url, account), size: r.size, ext: r.ext },
    obtainedAt: r.obtained_at
  }))
}

/** The courses the account owns (bought, collected or started) with its progress in each, narrowed to one learn status when given. */
export function ownedCoursesOf(db: Db, accountId: number, learnStatus: LearnStatus | '' | undefined): OwnedCourse[] {
  const list = usersRepo(db)
    .ownedCourses(accountId)
    .map((r): OwnedCourse => {
      const p = courseProgress(db, r.id, accountId)
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
  return learnStatus ? list.filter(c => c.learnStatus === learnStatus) : list
}

/**
 * Signs the account up to an event without a form. Like a form's registration, the attendee keeps the promoter
 * whose link brought the visitor and the source (funnel).
 */
export function signUpFromVisit(
  ctx: Pick<Ctx, 'db' | 'now' | 'extensions' | 'waitlistOfferMs'>,
  req: FastifyRequest,
  account: AccountRow,
  eventId: number
): Ticket {
  const { db } = ctx
  const attendee = signUp(ctx, account, getEvent(db, eventId))
  const track = trackHeader(req)
  funnelRepo(db).attributeAttendee(attendee.id, verifiedSource(db, track, account.id, eventId, ctx.now()), promoterFromTrack(db, track)?.id ?? null)
  return ticketOf(db, attendee.id)
}

/** 我的门票: the tickets issued to the account or under its phone, newest event first. */
export function ticketsHeldBy(db: Db, account: AccountRow): Ticket[] {
  return usersRepo(db)
    .ticketAttendeeIds(account.id, account.cellphone)
    .map(a => ticketOf(db, a))
}

/** One ticket the account holds; someone else's answers like a missing one. */
export function heldTicket(db: Db, account: AccountRow, ticketId: number): Ticket {
  const row = usersRepo(db).ticketHolder(ticketId)
  if (!row || !ownsTicketRow(account, row)) throw notFound('门票不存在')
  return ticketOf(db, row.id)
}

/** Marks one of the account's notices read and answers it. */
export function readNotice(db: Db, accountId: number, noticeId: number): Notice {
  const users = usersRepo(db)
  const n = users.notice(accountId, noticeId)
  if (!n) throw notFound('通知不存在')
  users.markNoticeRead(accountId, noticeId)
  return noticeOut({ ...n, read: 1 })
}
