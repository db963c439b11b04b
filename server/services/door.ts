import type { DoorResult } from '../../types/contract'
import type { Db } from '../db'
import type { AttendeeRow, DoorLogRow } from '../db/rows'
import { badRequest, notFound, RetryLaterError } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { limiter } from '../lib/rate-limit'
import { eventsRepo } from '../repositories/events'
import { inTransaction } from '../repositories/unit-of-work'
import { companyUserOf, promoterOf, type AccountRow } from './accounts'
import type { Ctx } from './context'
import { getEvent, maskPhone, ticketBasics, ticketViewOf } from './events'
import { isTransferredCode } from './ticket-transfer'

type DoorAction = DoorLogRow['action']
/** Who the door is asked about: a ticket code, or a cellphone (with the name it was registered under, at the by-name door). */
type DoorLookup = { code: string } | { cellphone: string; name?: string }

/** Past the per-operator limit. */
const TOO_MANY_DOOR_OPERATIONS = '签到操作过于频繁，请稍后再试'
/** A ticket code from before the ticket was transferred. */
export const TRANSFERRED_CODE = '该门票已转让给他人，原票码已失效'
const NOT_YOURS = '未找到你本人的报名记录：只能为自己签到或签退，为他人办理请找现场工作人员'

/**
 * Door staff of an event: the company's own people, and promoters the event names (event_door_staff). They may
 * check anyone in or out there; everyone else only their own registration.
 */
function isEventDoorStaff(db: Db, account: AccountRow, eventId: number): boolean {
  if (companyUserOf(db, account)) return true
  const promoter = promoterOf(db, account)
  return !!promoter && eventsRepo(db).namedDoorStaff(eventId, promoter.id)
}

/** What the door answers: enough to greet the person and see their status; no ticket code, no QR, the phone masked. */
function doorResult(db: Db, attendeeId: number): DoorResult {
  const t = ticketViewOf(db, attendeeId)
  return { ...ticketBasics(t), cellphone: maskPhone(t.cellphone), signoutTime: t.signout_time }
}

/** Why the attendee cannot have `action` now, or null. */
function refusal(action: DoorAction, a: AttendeeRow): string | null {
  if (action === 'SIGNOUT') return a.checkin_status === 'NOT_CHECKED_IN' ? '尚未签到，不能签退' : null
  if (a.audit_status === 'PENDING') return '报名审核中，暂不能签到'
  if (a.audit_status === 'REJECTED') return '报名未通过审核'
  return null
}

/**
 * One door operation (check-in or sign-out) by `account`: counted against the operator's limit first (every
 * look-up, found or not), then the attendee is found (door staff: anyone of the event; anyone else: only their
 * own registration), changed, and the operation logged with who, what, when and on whom, in one transaction.
 */
export function doorOperation(ctx: Pick<Ctx, 'db' | 'limits'>, account: AccountRow, eventId: number, action: DoorAction, by: DoorLookup): DoorResult {
  const { db } = ctx
  const event = getEvent(db, eventId)
  if (action === 'CHECKIN' && !event.checkin_open) throw badRequest('活动暂未开放签到')
  if (!limiter(db, 'door-operator', ctx.limits.doorPerMinute, 60_000).take(String(account.id))) {
    throw new RetryLaterError(429, TOO_MANY_DOOR_OPERATIONS, 60)
  }
  const events = eventsRepo(db)
  const staff = isEventDoorStaff(db, account, event.id)
  const scope = staff ? 'anyone' : { accountId: account.id, cellphone: account.cellphone ?? '' }
  const lookup: DoorLogRow['lookup'] = 'code' in by ? 'CODE' : by.name !== undefined ? 'NAME' : 'PHONE'
  const outcome = inTransaction(
    db,
    (): { error: Error | null; attendeeId: number | null } => {
      let a: AttendeeRow | undefined
      if ('code' in by) a = events.attendeeByCode(event.id, by.code.trim().toUpperCase(), scope)
      else {
        a = events.attendeeByPhone(event.id, by.cellphone, scope)
        if (a && by.name !== undefined && a.name !== by.name.trim()) a = undefined
      }
      const log = (result: DoorLogRow['outcome']) =>
        events.logDoor({
          event_id: event.id,
          operator_account_id: account.id,
          action,
          lookup,
          attendee_id: a?.id ?? null,
          outcome: result,
          created_at: nowIso()
        })
      if (!a && 'code' in by && isTransferredCode(db, event.id, by.code.trim().toUpperCase())) {
        // The code of a ticket given to someone else: void at once, also on the old holder's offline copy.
        log('REFUSED')
        return { error: badRequest(TRANSFERRED_CODE), attendeeId: null }
      }
      if (!a) {
        log('NOT_FOUND')
        return { error: notFound(staff ? '未找到报名记录' : NOT_YOURS), attendeeId: null }
      }
      const why = refusal(action, a)
      if (why) {
        log('REFUSED')
        return { error: badRequest(why), attendeeId: a.id }
      }
      if (action === 'CHECKIN') events.markCheckedIn(a.id, nowIso())
      else if (a.checkin_status === 'CHECKED_IN') events.markSignedOut(a.id, nowIso())
      log('DONE')
      return { error: null, attendeeId: a.id }
    },
    'immediate'
  )
  // The log is kept whatever the answer: the refusal is thrown after the commit.
  if (outcome.error) throw outcome.error
  return doorResult(db, outcome.attendeeId!)
}
