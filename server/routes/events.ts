import { Type } from 'typebox'
import { badRequest, notFound, ok, value } from '../lib/envelope'
import { id, idParams, obj, oneOf, phone, str } from '../lib/schema'
import { accountsRepo } from '../repositories/accounts'
import { companyRepo } from '../repositories/company'
import { eventsRepo } from '../repositories/events'
import { currentAccount } from '../services/accounts'
import { defineRoutes, routeGroup } from './plugin'
import { getEntity } from '../services/content'
import { doorOperation } from '../services/door'
import { subscribeCodeOf } from '../services/gate-codes'
import { attendeeScopeOf, auditAttendees, getEvent, inScope, toAttendee } from '../services/events'
import { qrCodePath } from '../lib/signing'
import { withEdits } from '../services/registration'
import { subscribeToReminders } from '../services/reminders'

/**
 * /api/ca/v1/event/**: the door (check-in, sign-out), reminder subscriptions, attendee audit and the contact check
 * of gated content, for signed-in accounts only.
 */
const signedInRoutes = defineRoutes({ only: 'account' }, ({ ctx, db, signedIn, asPromoter }) => {
  const events = eventsRepo(db)

  const eventParams = idParams()
  signedIn.post(
    '/api/ca/v1/event/:id/attendee/checkInByPhone',
    {
      schema: {
        summary:
          'DoorResult: name, masked phone, statuses; no ticket code or QR (door staff of the event: anyone; others: only their own registration, else 404; 429 past DOOR_PER_MINUTE per operator)',
        description: '{cellphone} [auth]',
        params: eventParams,
        body: obj({ cellphone: phone() }, ['cellphone'])
      }
    },
    (req, account) => ok(doorOperation(ctx, account, req.params.id, 'CHECKIN', { cellphone: req.body.cellphone }))
  )

  signedIn.post(
    '/api/ca/v1/event/:id/attendee/checkIn',
    {
      schema: {
        summary: 'DoorResult (same rule)',
        description: '{code} or {name, cellphone} [auth]',
        params: eventParams,
        body: Type.Union([
          obj({ code: str(20, { minLength: 4 }) }, ['code']),
          obj({ name: str(40, { minLength: 1 }), cellphone: phone() }, ['name', 'cellphone'])
        ])
      }
    },
    (req, account) => {
      const b = req.body
      return ok(doorOperation(ctx, account, req.params.id, 'CHECKIN', 'code' in b ? { code: b.code } : { cellphone: b.cellphone, name: b.name }))
    }
  )

  signedIn.post(
    '/api/ca/v1/event/:id/attendee/signOut',
    {
      schema: {
        summary: 'DoorResult (same rule)',
        description: '{code} or {cellphone} (ours) [auth]',
        params: eventParams,
        body: Type.Union([obj({ code: str(20, { minLength: 4 }) }, ['code']), obj({ cellphone: phone() }, ['cellphone'])])
      }
    },
    (req, account) => {
      const b = req.body
      return ok(doorOperation(ctx, account, req.params.id, 'SIGNOUT', 'code' in b ? { code: b.code } : { cellphone: b.cellphone }))
    }
  )

  signedIn.post(
    '/api/ca/v1/event/:id/subscribeNotice',
    {
      schema: {
        summary: '{subscribed: true}',
        description: '{templateIds: string[]} [auth]',
        params: eventParams,
        body: obj({ templateIds: Type.Array(str(64, { minLength: 1 }), { maxItems: 10 }) }, ['templateIds'])
      }
    },
    (req, account) => {
      const event = getEvent(db, req.params.id)
      subscribeToReminders(ctx, account.id, event.id, req.body.templateIds)
      return ok({ subscribed: true })
    }
  )

  asPromoter.post(
    '/api/ca/v1/event/attendee/batchAudit',
    {
      schema: {
        summary:
          '{updated: number}; company staff only (403 for other promoters, and for registrations the auditor made on behalf); approving a rejected one needs a free seat (409, seats held for the waitlist count as taken)',
        description: 'BatchAuditBody [promoter]',
        body: obj(
          {
            eventId: id(),
            attendeeIds: Type.Array(id(), { minItems: 1, maxItems: 500, uniqueItems: true }),
            auditType: oneOf(['APPROVE', 'REJECT'])
          },
          ['eventId', 'attendeeIds', 'auditType']
        )
      }
    },
    (req, { account, promoter }) => {
      const { eventId, attendeeIds, auditType } = req.body
      getEvent(db, eventId)
      const updated = auditAttendees(ctx, { scope: attendeeScopeOf(db, account, promoter), accountId: account.id }, eventId, attendeeIds, auditType)
      return ok({ updated })
    }
  )

  // One attendee, opened to contact or edit them: the full phone, for an attendee within the promoter's scope.
  asPromoter.get(
    '/api/ca/v1/event/attendee/info',
    { schema: { summary: 'Attendee', description: '?attendeeId [promoter]', querystring: obj({ attendeeId: id() }, ['attendeeId']) } },
    (req, { account, promoter }) => {
      const a = events.attendee(req.query.attendeeId)
      if (!a || !inScope(attendeeScopeOf(db, account, promoter), a)) throw notFound('报名记录不存在')
      return ok(withEdits(ctx, toAttendee(a)))
    }
  )

  // Any gated content, not only events: entityDataId, or eventId holding any content id. Added means the
  // messenger said so; in the demo, the contact code was shown to this account DEMO_CP_ADD_DELAY_S ago.
  signedIn.get(
    '/api/ca/v1/event/checkAddCpUser',
    {
      schema: {
        summary:
          "209 boolean (true once the messenger reports the contact; demo: `DEMO_CP_ADD_DELAY_S` after addCpUserCode was shown to this account, never on the visitor's word)",
        description: '?entityDataId (or eventId: any content id) [auth]',
        querystring: obj({ eventId: id(), entityDataId: id() })
      }
    },
    (req, account) => {
      const contentId = req.query.entityDataId ?? req.query.eventId
      if (!contentId) throw badRequest('缺少内容 id')
      if (!events.contentExists(contentId)) throw notFound('内容不存在')
      if (account.cp_contact_added) return value(true)
      const shown = account.cp_code_shown_at
      if (shown === null || ctx.now() - shown < ctx.demoCpAddDelayMs) return value(false)
      accountsRepo(db).markCpContactAdded(account.id)
      return value(true)
    }
  )
})

/** The QR codes of an event or gated content (the enterprise contact, the official account), open to anyone. */
const codeRoutes = defineRoutes(({ app, ctx, db }) => {
  const companyName = () => companyRepo(db).company()?.name
  const qr = (content: string) => qrCodePath(db, content)
  // The contact code of any content gated by "需要添加企业微信" (an event, an article…): entityDataId, or
  // eventId as before. The demo has no enterprise messenger: showing the code to a signed-in visitor is
  // recorded, and checkAddCpUser counts the contact as added once DEMO_CP_ADD_DELAY_S have passed since
  // (time to scan), never on the visitor's word.
  app.get(
    '/api/open/v1/event/addCpUserCode',
    {
      schema: {
        summary: 'QrCodeInfo; demo: records when the code was first shown to the signed-in account (checkAddCpUser counts from then)',
        description: '?entityDataId (or eventId: any gated content id)',
        querystring: obj({ eventId: id(), entityDataId: id() })
      }
    },
    req => {
      const contentId = req.query.entityDataId ?? req.query.eventId
      if (!contentId) throw badRequest('缺少内容 id')
      const row = getEntity(db, contentId)
      const company = companyName()
      const account = currentAccount(db, req)
      if (account) accountsRepo(db).markCpCodeShown(account.id, ctx.now())
      const isEvent = row.entity_type === 'EVENT' || row.entity_type === 'BAGEVENT'
      const tip = isEvent ? `长按识别二维码，添加活动顾问，获取「${row.title}」最新通知` : `长按识别二维码，添加顾问企业微信，即可查看「${row.title}」`
      return ok({ qrCode: qr(`cp-contact:${company}:${isEvent ? 'event' : 'content'}:${row.id}`), title: `添加${company}企业微信`, tip })
    }
  )
  app.get(
    '/api/open/v1/entitySubscribeMpQrCode',
    { schema: { summary: 'QrCodeInfo', description: '?id&trackType', querystring: obj({ id: id(), trackType: str(40) }, ['id']) } },
    req => ok(subscribeCodeOf(db, getEntity(db, req.query.id), req.query.trackType))
  )
})

/** Check-in, sign-out, audit and event QR codes. */
export const eventRoutes = routeGroup(signedInRoutes, codeRoutes)
