import type { FastifyInstance } from 'fastify'
import type { BatchAuditBody } from '../../types/contract'
import { badRequest, notFound, ok } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { id, obj, phone, str } from '../lib/schema'
import { currentAccount, requireAccount, requirePromoter, type AccountRow } from '../services/accounts'
import type { Ctx } from '../services/context'
import { getEntity } from '../services/content'
import { getEvent, isDoorStaff, ticketOf, toAttendee, type AttendeeRow } from '../services/events'

/** Check-in, sign-out, audit and event QR codes. */
export function registerEvents(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx

  type By = { code?: string; cellphone?: string; name?: string }

  /**
   * The attendee a door operation is about. Staff find anyone; anyone else only their own registrations
   * (made by their account or under their verified cellphone), so a stranger's phone or code finds nothing.
   */
  const findAttendee = (eventId: number, by: By, account: AccountRow): AttendeeRow => {
    const staff = isDoorStaff(db, account)
    const own = staff ? '' : ' AND (a.account_id = ? OR a.cellphone = ?)'
    const ownArgs = staff ? [] : [account.id, account.cellphone ?? '']
    let a: AttendeeRow | undefined
    if (by.code) {
      a = db
        .prepare(`SELECT a.* FROM attendees a JOIN tickets t ON t.attendee_id = a.id WHERE a.event_id = ? AND t.code = ?${own}`)
        .get(eventId, by.code.trim().toUpperCase(), ...ownArgs) as AttendeeRow | undefined
    } else if (by.cellphone) {
      a = db
        .prepare(`SELECT a.* FROM attendees a WHERE a.event_id = ? AND a.cellphone = ? AND a.audit_status != 'REJECTED'${own} ORDER BY a.id DESC`)
        .get(eventId, by.cellphone, ...ownArgs) as AttendeeRow | undefined
      if (a && by.name && a.name !== by.name.trim()) a = undefined
    } else throw badRequest('请提供票码或手机号')
    if (!a) throw notFound(staff ? '未找到报名记录' : '未找到你本人的报名记录：只能为自己签到或签退，为他人办理请找现场工作人员')
    return a
  }

  const checkIn = (eventId: number, by: By, account: AccountRow) => {
    const event = getEvent(db, eventId)
    if (!event.checkin_open) throw badRequest('活动暂未开放签到')
    const a = findAttendee(event.id, by, account)
    if (a.audit_status === 'PENDING') throw badRequest('报名审核中，暂不能签到')
    if (a.audit_status === 'REJECTED') throw badRequest('报名未通过审核')
    if (a.checkin_status === 'NOT_CHECKED_IN') {
      db.prepare("UPDATE attendees SET checkin_status = 'CHECKED_IN', checkin_time = ? WHERE id = ? AND checkin_status = 'NOT_CHECKED_IN'").run(nowIso(), a.id)
    }
    return ok(ticketOf(db, a.id))
  }

  const eventParams = obj({ id: id() }, ['id'])
  app.post<{ Params: { id: number }; Body: { cellphone: string } }>(
    '/api/ca/v1/event/:id/attendee/checkInByPhone',
    { schema: { params: eventParams, body: obj({ cellphone: phone() }, ['cellphone']) } },
    req => checkIn(req.params.id, { cellphone: req.body.cellphone }, requireAccount(db, req))
  )

  app.post<{ Params: { id: number }; Body: { code?: string; name?: string; cellphone?: string } }>(
    '/api/ca/v1/event/:id/attendee/checkIn',
    {
      schema: {
        params: eventParams,
        body: {
          anyOf: [obj({ code: str(20, { minLength: 4 }) }, ['code']), obj({ name: str(40, { minLength: 1 }), cellphone: phone() }, ['name', 'cellphone'])]
        }
      }
    },
    req => {
      const account = requireAccount(db, req)
      const b = req.body
      return checkIn(req.params.id, b.code ? { code: b.code } : { cellphone: b.cellphone, name: b.name }, account)
    }
  )

  app.post<{ Params: { id: number }; Body: { code?: string; cellphone?: string } }>(
    '/api/ca/v1/event/:id/attendee/signOut',
    { schema: { params: eventParams, body: { anyOf: [obj({ code: str(20, { minLength: 4 }) }, ['code']), obj({ cellphone: phone() }, ['cellphone'])] } } },
    req => {
      const account = requireAccount(db, req)
      const event = getEvent(db, req.params.id)
      const a = findAttendee(event.id, req.body.code ? { code: req.body.code } : { cellphone: req.body.cellphone }, account)
      if (a.checkin_status === 'NOT_CHECKED_IN') throw badRequest('尚未签到，不能签退')
      if (a.checkin_status === 'CHECKED_IN') {
        db.prepare("UPDATE attendees SET checkin_status = 'SIGNED_OUT', signout_time = ? WHERE id = ?").run(nowIso(), a.id)
      }
      return ok(ticketOf(db, a.id))
    }
  )

  app.post<{ Params: { id: number }; Body: { templateIds: string[] } }>(
    '/api/ca/v1/event/:id/subscribeNotice',
    { schema: { params: eventParams, body: obj({ templateIds: { type: 'array', maxItems: 10, items: str(64, { minLength: 1 }) } }, ['templateIds']) } },
    req => {
      const account = requireAccount(db, req)
      const event = getEvent(db, req.params.id)
      db.prepare(
        'INSERT INTO event_subscriptions (account_id, event_id, template_ids) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET template_ids = excluded.template_ids'
      ).run(account.id, event.id, JSON.stringify(req.body.templateIds))
      return ok({ subscribed: true })
    }
  )

  app.post<{ Body: BatchAuditBody }>(
    '/api/ca/v1/event/attendee/batchAudit',
    {
      schema: {
        body: obj(
          {
            eventId: id(),
            attendeeIds: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: id() },
            auditType: { type: 'string', enum: ['APPROVE', 'REJECT'] }
          },
          ['eventId', 'attendeeIds', 'auditType']
        )
      }
    },
    req => {
      requirePromoter(db, req)
      const { eventId, attendeeIds, auditType } = req.body
      getEvent(db, eventId)
      const updated = db.transaction(() => {
        const found = db
          .prepare(`SELECT COUNT(*) FROM attendees WHERE event_id = ? AND id IN (${attendeeIds.map(() => '?').join(',')})`)
          .pluck()
          .get(eventId, ...attendeeIds) as number
        if (found !== attendeeIds.length) throw notFound('部分报名记录不存在或不属于该活动')
        return db
          .prepare(`UPDATE attendees SET audit_status = ? WHERE event_id = ? AND audit_status != ? AND id IN (${attendeeIds.map(() => '?').join(',')})`)
          .run(auditType === 'APPROVE' ? 'APPROVED' : 'REJECTED', eventId, auditType === 'APPROVE' ? 'APPROVED' : 'REJECTED', ...attendeeIds).changes
      })()
      return ok({ updated })
    }
  )

  app.get<{ Querystring: { attendeeId: number } }>(
    '/api/ca/v1/event/attendee/info',
    { schema: { querystring: obj({ attendeeId: id() }, ['attendeeId']) } },
    req => {
      requirePromoter(db, req)
      const a = db.prepare('SELECT * FROM attendees WHERE id = ?').get(req.query.attendeeId) as AttendeeRow | undefined
      if (!a) throw notFound('报名记录不存在')
      return ok(toAttendee(a))
    }
  )

  const qr = (content: string) => `/api/open/qrCode/gen?content=${encodeURIComponent(content)}`
  // The contact code of any content gated by "需要添加企业微信" (an event, an article…): entityDataId, or
  // eventId as before. The demo has no enterprise messenger, so the code shown to a signed-in visitor
  // counts as scanned: their account is marked as having added the contact (我已添加 then opens the content).
  app.get<{ Querystring: { eventId?: number; entityDataId?: number } }>(
    '/api/open/v1/event/addCpUserCode',
    { schema: { querystring: obj({ eventId: id(), entityDataId: id() }) } },
    req => {
      const contentId = req.query.entityDataId ?? req.query.eventId
      if (!contentId) throw badRequest('缺少内容 id')
      const row = getEntity(db, contentId)
      const company = db.prepare('SELECT name FROM company LIMIT 1').pluck().get() as string
      const account = currentAccount(db, req)
      if (account) db.prepare('UPDATE accounts SET cp_contact_added = 1 WHERE id = ?').run(account.id)
      const isEvent = row.entity_type === 'EVENT' || row.entity_type === 'BAGEVENT'
      const tip = isEvent ? `长按识别二维码，添加活动顾问，获取「${row.title}」最新通知` : `长按识别二维码，添加顾问企业微信，即可查看「${row.title}」`
      return ok({ qrCode: qr(`cp-contact:${company}:${isEvent ? 'event' : 'content'}:${row.id}`), title: `添加${company}企业微信`, tip })
    }
  )
  app.get<{ Querystring: { id: number; trackType?: string } }>(
    '/api/open/v1/entitySubscribeMpQrCode',
    { schema: { querystring: obj({ id: id(), trackType: str(40) }, ['id']) } },
    req => {
      const row = getEntity(db, req.query.id)
      const company = db.prepare('SELECT name FROM company LIMIT 1').pluck().get() as string
      return ok({
        qrCode: qr(`mp-subscribe:${company}:${row.id}:${req.query.trackType ?? ''}`),
        title: `关注「${company}」公众号`,
        tip: `关注后即可查看「${row.title}」`
      })
    }
  )
}
