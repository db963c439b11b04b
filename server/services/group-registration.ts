import type { FastifyRequest } from 'fastify'
import type {
  Attendee,
  FormField,
  FormValue,
  GroupAddMembersBody,
  GroupMember,
  GroupRefusal,
  GroupRegistration,
  GroupRegistrationBody,
  GroupRegistrationState
} from '../../types/contract'
import type { Db } from '../db'
import type { AttendeeRow, EntityRow, FormRow } from '../db/rows'
import { BizError, badRequest, conflict, notFound } from '../lib/envelope'
import { escapeHtml } from '../lib/html'
import { accountsRepo } from '../repositories/accounts'
import { eventsRepo } from '../repositories/events'
import { formsRepo } from '../repositories/forms'
import { groupRegistrationsRepo, type GroupViewRow, type MemberViewRow } from '../repositories/group-registrations'
import { noticesRepo } from '../repositories/notices'
import { ticketsRepo } from '../repositories/tickets'
import { atomically, inTransaction } from '../repositories/unit-of-work'
import { waitlistRepo } from '../repositories/waitlist'
import type { AccountRow } from './accounts'
import { eventStatus } from './content'
import type { Ctx } from './context'
import { createAttendee, getEvent, maskPhone, ticketOf } from './events'
import { validateValues } from './forms'
import { promoterFromTrack, trackHeader } from './promotion'
import { heldSeatsAt, seatFreed } from './waitlist'
import { takeExtraWrites } from './write-limits'
import { withoutConditions } from '../../src/shared/form-conditions'
import { todayInBeijing } from '../../src/shared/form-dates'
import {
  GROUP_MAX_MEMBERS,
  GROUP_MIN_MEMBERS,
  groupFormProblem,
  isSharedField,
  memberLabel,
  memberPerson,
  phoneFieldOf,
  nameField,
  repeatedPhone
} from '../../src/shared/group-registration'
import { APP_ROOT, pageUrl, Routes } from '../../src/shared/routes'

/**
 * Group registration (extension `groupRegistration`, 团体报名): on an event with a form, one signed-in person with a
 * verified phone (the leader) registers 2–10 people at once: the form's per-person fields for each, the shared
 * ones (company, agreement) once. Each member becomes an ordinary attendee with their own ticket, exactly as a
 * promoter's 代报名 would make them (the phone's account owns the ticket when there is one, else the leader's; made
 * on the leader's behalf unless it is the leader's own phone), so capacity, seats held for the waitlist, audit, the
 * door and the funnel count each person. All or nobody: one IMMEDIATE transaction, refused whole when the seats left
 * cannot take everyone. The leader then cancels a member or gives their seat to someone else.
 */

type GroupCtx = Pick<Ctx, 'db' | 'now' | 'extensions' | 'waitlistOfferMs' | 'print' | 'limits'>

/** A group keeps at most this many member rows (each replacement adds one): a bound on replacements and their notices. */
export const GROUP_MAX_MEMBER_ROWS = 2 * GROUP_MAX_MEMBERS

export const GROUP_EXISTS = '你已为该活动团体报名，可在「我的门票」的团体报名里管理成员'
export const GROUP_PHONE_FIRST = '团体报名需要已验证的手机号，请先验证你的手机号'
export const GROUP_NOT_FOUND = '团体报名不存在'

/** A refusal about one member's answer (or a shared one), so the app shows it beside that field. */
const memberRefusal = (code: number, message: string, refusal: GroupRefusal, httpStatus = 200) => new BizError(code, message, httpStatus, refusal)

const iso = (ms: number) => new Date(ms).toISOString()
const ended = (event: Pick<EntityRow, 'end_time'>, now: number) => !!event.end_time && Date.parse(event.end_time) <= now

/** The event's registration form (the one its page opens), when it has one. */
function registrationForm(db: Db, event: EntityRow): FormRow | undefined {
  const form = event.register_form_id ? formsRepo(db).form(event.register_form_id) : undefined
  return form && form.content_entity_id === event.id ? form : undefined
}

/** The form's fields as this server offers them (their conditions only with `conditionalFields`, as the single form). */
function fieldsOf(ctx: Pick<Ctx, 'extensions'>, form: FormRow): FormField[] {
  const fields = JSON.parse(form.fields) as FormField[]
  return ctx.extensions.has('conditionalFields') ? fields : withoutConditions(fields)
}

/**
 * Seats a group may take now: the capacity less registrations not rejected, seats held by others' running waitlist
 * offers (the leader's own offer is theirs to use) and one for each person still in line, whom a free seat goes to
 * first; null for an event without a cap. A group never overtakes the waitlist.
 */
function seatsLeft(ctx: GroupCtx, event: EntityRow, accountId: number): number | null {
  if (!event.capacity) return null
  const taken = eventsRepo(ctx.db).activeCount(event.id)
  const at = heldSeatsAt(ctx)
  const line = waitlistRepo(ctx.db)
  const held = at === undefined ? 0 : line.held(event.id, at, accountId) + line.waiting(event.id)
  return Math.max(0, event.capacity - taken - held)
}

/** Why no group can register for the event now (whoever asks), or null. */
function whyNoGroup(ctx: GroupCtx, event: EntityRow, form: FormRow | undefined, fields: FormField[], left: number | null): string | null {
  if (event.bagevent_url) return '该活动在第三方平台报名，不支持团体报名'
  if (!form) return '该活动无需填写报名表，不支持团体报名'
  const problem = groupFormProblem(fields)
  if (problem) return problem
  if (ended(event, ctx.now())) return '活动已结束'
  if (left !== null && left < GROUP_MIN_MEMBERS) return left === 0 ? '活动名额已满' : `活动仅剩 ${left} 个名额，不够团体报名`
  return null
}

/** Why the leader may not give this member's seat to someone else now, or null. */
function whyNotReplaceable(a: Pick<AttendeeRow, 'audit_status' | 'checkin_status'>, event: Pick<EntityRow, 'start_time'>, now: number): string | null {
  if (a.checkin_status !== 'NOT_CHECKED_IN') return '已签到，不能更换'
  if (event.start_time && Date.parse(event.start_time) <= now) return '活动已开始，不能更换成员'
  if (a.audit_status === 'REJECTED') return '报名未通过审核，不能更换'
  return null
}

function memberOut(m: MemberViewRow, g: GroupViewRow, leaderPhone: string | null, rowsLeft: number, now: number): GroupMember {
  const live = m.status === 'ACTIVE' && m.attendee_id !== null && m.a_cellphone !== null
  const phone = live ? m.a_cellphone! : m.cellphone
  const why = live ? whyNotReplaceable({ audit_status: m.audit_status!, checkin_status: m.checkin_status! }, g, now) : null
  const reason = live ? (why ?? (rowsLeft <= 0 ? '本团体的更换次数已用完' : null)) : null
  return {
    memberId: m.id,
    ticketId: live ? m.live_ticket_id : null,
    name: live ? m.a_name! : m.name,
    cellphone: maskPhone(phone),
    // Gone without the leader (the holder cancelled it themselves): the row reads as cancelled.
    status: live ? 'ACTIVE' : m.status === 'ACTIVE' ? 'CANCELLED' : m.status,
    auditStatus: live ? m.audit_status : null,
    checkinStatus: live ? m.checkin_status : null,
    leader: !!leaderPhone && phone === leaderPhone,
    cancellable: live && m.checkin_status === 'NOT_CHECKED_IN' && eventStatus(g.start_time, g.end_time, now) !== 'ENDED',
    replaceable: live && reason === null,
    reason
  }
}

/** A group as its leader sees it. */
function groupOut(ctx: Pick<Ctx, 'db' | 'now'>, g: GroupViewRow, leader: AccountRow): GroupRegistration {
  const repo = groupRegistrationsRepo(ctx.db)
  const now = ctx.now()
  const rowsLeft = GROUP_MAX_MEMBER_ROWS - repo.rowCount(g.id)
  const members = repo.members(g.id).map(m => memberOut(m, g, leader.cellphone, rowsLeft, now))
  const active = members.filter(m => m.status === 'ACTIVE').length
  return {
    groupId: g.id,
    eventId: g.event_id,
    eventTitle: g.title,
    startTime: g.start_time ?? '',
    endTime: g.end_time ?? '',
    address: g.address ?? '',
    formId: g.form_id,
    shared: JSON.parse(g.shared_values) as Record<string, FormValue>,
    createdAt: iso(g.created_at),
    active,
    members,
    replacementsLeft: Math.max(0, rowsLeft),
    addable: eventStatus(g.start_time, g.end_time, now) === 'ENDED' ? 0 : Math.max(0, Math.min(GROUP_MAX_MEMBERS - active, rowsLeft))
  }
}

/** The account's group; someone else's answers like a missing one (ids reveal nothing). */
function ownGroup(db: Db, account: AccountRow, groupId: number): GroupViewRow {
  const g = groupRegistrationsRepo(db).byId(groupId)
  if (!g || g.leader_account_id !== account.id) throw notFound(GROUP_NOT_FOUND)
  return g
}

/** What the leader's screen needs: may a group register now (and how many seats are left), and their group. */
export function groupState(ctx: GroupCtx, account: AccountRow, eventId: number): GroupRegistrationState {
  const { db } = ctx
  const event = getEvent(db, eventId)
  const form = registrationForm(db, event)
  const fields = form ? fieldsOf(ctx, form) : []
  const left = seatsLeft(ctx, event, account.id)
  const repo = groupRegistrationsRepo(db)
  const existing = repo.ofLeader(event.id, account.id)
  const live = existing ? repo.liveCount(existing.id) : 0
  const reason = live > 0 ? GROUP_EXISTS : whyNoGroup(ctx, event, form, fields, left)
  return {
    eventId: event.id,
    eventTitle: event.title,
    formId: form?.id ?? null,
    minMembers: GROUP_MIN_MEMBERS,
    maxMembers: GROUP_MAX_MEMBERS,
    seatsLeft: left,
    open: reason === null,
    reason,
    needsPhone: !account.cellphone,
    group: existing ? groupOut(ctx, existing, account) : null
  }
}

/** Only the answers of `keep` fields (a shared answer sent with a member, or the other way round, is dropped). */
function only(values: Record<string, FormValue> | undefined, fields: FormField[], keep: (f: FormField) => boolean): Record<string, FormValue> {
  const out: Record<string, FormValue> = {}
  for (const f of fields) if (keep(f) && values && f.key in values) out[f.key] = values[f.key]
  return out
}

interface Person {
  values: Record<string, FormValue>
  name: string
  cellphone: string
  company: string
  title: string
}

/**
 * One member's answers checked as the single form checks them (the shared answers merged in), with their name and
 * phone, which a group cannot do without. A refusal names the member (`index`; null for the one person of a
 * replacement), or only the field when it is shared.
 */
function checkPerson(
  db: Db,
  fields: FormField[],
  shared: Record<string, FormValue>,
  own: Record<string, FormValue>,
  index: number | null,
  now: number
): Person {
  const named = (message: string, field: string | undefined): BizError => {
    const isShared = !!field && fields.some(f => f.key === field && isSharedField(f))
    if (isShared || index === null) return memberRefusal(400, message, { field })
    return memberRefusal(400, `${memberLabel(index)}：${message}`, { member: index, field })
  }
  let values: Record<string, FormValue>
  try {
    values = validateValues(db, fields, { ...own, ...shared }, todayInBeijing(now))
  } catch (e) {
    if (!(e instanceof BizError)) throw e
    throw named(e.message, (e.data as { field?: string } | null)?.field)
  }
  const { name, cellphone } = memberPerson(fields, values)
  if (!name) throw named('请填写姓名', nameField(fields)?.key)
  if (!cellphone) throw named('请填写手机号', phoneFieldOf(fields)?.key)
  const text = (k: string | undefined) => (k && typeof values[k] === 'string' ? (values[k] as string) : '')
  return {
    values,
    name,
    cellphone,
    company: text(fields.find(f => f.type === 'COMPANY')?.key) || text('company'),
    title: text('title')
  }
}

/** Every member's answers checked (a refusal names the member), and no phone twice among them. */
function checkPeople(db: Db, fields: FormField[], shared: Record<string, FormValue>, members: { values: Record<string, FormValue> }[], now: number): Person[] {
  const people = members.map((m, i) =>
    checkPerson(
      db,
      fields,
      shared,
      only(m.values, fields, f => !isSharedField(f)),
      i,
      now
    )
  )
  const again = repeatedPhone(people.map(p => p.cellphone))
  if (again >= 0) {
    throw memberRefusal(400, `${memberLabel(again)}：手机号与前面的成员重复，每人需填写自己的手机号`, { member: again, field: phoneFieldOf(fields)?.key })
  }
  return people
}

/** The in-app notice a member gets when the leader registered them or gave them a seat (title, rich text). */
function registeredNotice(event: EntityRow, leaderName: string, ticketId: number): [string, string] {
  const ticket = `${APP_ROOT}${pageUrl(Routes.accountTicketDetail, { id: ticketId }).slice(1)}`
  return [
    '你已被报名参加活动',
    `<p>${escapeHtml(leaderName)} 通过团体报名为你报名了「${escapeHtml(event.title)}」${event.needs_audit ? '，审核通过后即可凭门票入场' : ''}。</p>` +
      `<p><a href="${ticket}">查看我的门票</a></p><p>如不能参加，可在门票页取消报名。</p>`
  ]
}

/** What a phone without an account would get by SMS; the local server has no gateway and prints it, as it prints codes. */
function textMessage(ctx: Pick<Ctx, 'print'>, cellphone: string, event: EntityRow, leaderName: string): void {
  ctx.print(`[sms] notice for ${cellphone}: ${leaderName} 为你报名了「${event.title}」，用本手机号登录后在「我的门票」查看门票。`)
}

/** Who a member's registration belongs to: the phone's account, else the leader's (as a promoter's 代报名). */
const ownerOf = (db: Db, leader: AccountRow, cellphone: string): number | null =>
  cellphone === leader.cellphone ? leader.id : (accountsRepo(db).idByPhone(cellphone) ?? null)

/** Registers one member (an attendee with a ticket, and the group's row for them) inside the caller's transaction. */
function addMember(ctx: GroupCtx, event: EntityRow, groupId: number, leader: AccountRow, p: Person, promoterId: number | null, now: number) {
  const db = ctx.db
  const owner = ownerOf(db, leader, p.cellphone)
  const a = createAttendee(db, {
    event,
    accountId: owner ?? leader.id,
    name: p.name,
    cellphone: p.cellphone,
    company: p.company,
    title: p.title,
    values: p.values,
    // The leader's own registration is theirs; everyone else's is made on their behalf until they confirm it.
    behalfBy: p.cellphone === leader.cellphone ? null : leader.id,
    promoterId,
    waitlistNow: heldSeatsAt(ctx)
  })
  const ticketId = eventsRepo(db).ticketIdOf(a.id)!
  const memberId = groupRegistrationsRepo(db).insertMember({
    group_id: groupId,
    attendee_id: a.id,
    ticket_id: ticketId,
    name: p.name,
    cellphone: p.cellphone,
    created_at: now
  })
  if (owner !== null && owner !== leader.id) noticesRepo(db).insert(owner, ...registeredNotice(event, leaderNameOf(leader), ticketId), iso(now))
  return { memberId, owner }
}

const leaderNameOf = (leader: AccountRow) => leader.name || leader.nick_name || '你的同事'

/**
 * The leader registers the group: checks every answer first (a refusal names the member), charges the write budget
 * one write per member, then in one IMMEDIATE transaction checks again what others may have changed (the leader's
 * group, each phone's registration, the seats left) and registers everyone or nobody. The same idempotency key
 * answers the group it registered.
 */
export function registerGroup(ctx: GroupCtx, req: FastifyRequest, account: AccountRow, eventId: number, body: GroupRegistrationBody): GroupRegistration {
  const { db } = ctx
  const repo = groupRegistrationsRepo(db)
  const event = getEvent(db, eventId)
  const form = registrationForm(db, event)
  const fields = form ? fieldsOf(ctx, form) : []
  const replayOf = (): GroupViewRow | null => {
    const prev = body.idempotencyKey ? repo.byKey(body.idempotencyKey) : undefined
    if (!prev) return null
    if (prev.leader_account_id !== account.id || prev.event_id !== event.id) throw conflict('重复的提交标识')
    return repo.byId(prev.id)!
  }
  const replayed = replayOf()
  if (replayed) return groupOut(ctx, replayed, account)
  const why = whyNoGroup(ctx, event, form, fields, null)
  if (why || !form) throw badRequest(why ?? '该活动无需填写报名表，不支持团体报名')
  if (!account.cellphone) throw badRequest(GROUP_PHONE_FIRST)
  const n = body.members.length
  if (n < GROUP_MIN_MEMBERS || n > GROUP_MAX_MEMBERS) throw badRequest(`团体报名需 ${GROUP_MIN_MEMBERS}–${GROUP_MAX_MEMBERS} 人`)
  const now = ctx.now()
  const shared = only(body.shared, fields, isSharedField)
  const people = checkPeople(db, fields, shared, body.members, now)
  const phoneKey = phoneFieldOf(fields)?.key
  // One request, several registrations: the write budget counts each member, as if each had registered alone.
  takeExtraWrites(ctx, req, account.id, n - 1)
  const promoterId = promoterFromTrack(db, trackHeader(req))?.id ?? null
  const texted: string[] = []
  const groupId = inTransaction(
    db,
    () => {
      const replay = replayOf()
      if (replay) return replay.id
      const events = eventsRepo(db)
      const existing = repo.ofLeader(event.id, account.id)
      if (existing && repo.liveCount(existing.id) > 0) throw conflict(GROUP_EXISTS)
      const current = getEvent(db, event.id)
      // Seats that freed since (more capacity, an offer run out) go to the people in line first, with their notices.
      seatFreed(ctx, event.id)
      const left = seatsLeft(ctx, current, account.id)
      const refused = whyNoGroup(ctx, current, form, fields, left)
      if (refused && left !== null && left < GROUP_MIN_MEMBERS) throw conflict(refused)
      if (refused) throw badRequest(refused)
      people.forEach((p, i) => {
        if (events.registered(event.id, p.cellphone)) {
          throw memberRefusal(409, `${memberLabel(i)}：该手机号已报名此活动`, { member: i, field: phoneKey })
        }
      })
      if (left !== null && n > left) throw conflict(`名额不足：本活动还剩 ${left} 个名额，不够 ${n} 人报名，请减少人数`)
      const row = {
        shared_values: JSON.stringify(shared),
        idempotency_key: body.idempotencyKey ?? null,
        promoter_id: promoterId,
        created_at: now
      }
      // A group whose every member is gone is the leader's one group for the event: registered afresh.
      const id = existing
        ? (repo.renew(existing.id, row), existing.id)
        : repo.insertGroup({ event_id: event.id, form_id: form.id, leader_account_id: account.id, ...row })
      for (const p of people) if (addMember(ctx, current, id, account, p, promoterId, now).owner === null) texted.push(p.cellphone)
      return id
      // IMMEDIATE: the seat count and every registration are one step for every process on the database.
    },
    'immediate'
  )
  for (const phone of texted) textMessage(ctx, phone, event, leaderNameOf(account))
  return groupOut(ctx, repo.byId(groupId)!, account)
}

/** An attendee answer with the group that registered them and its leader, when the groupRegistration extension is on. */
export function withGroup(ctx: Pick<Ctx, 'db' | 'extensions'>, a: Attendee): Attendee {
  if (!ctx.extensions.has('groupRegistration')) return a
  const g = groupRegistrationsRepo(ctx.db).groupOfAttendee(a.attendeeId)
  return { ...a, group: g ? { groupId: g.group_id, leaderName: g.leader_name, leaderCellphone: maskPhone(g.leader_cellphone ?? '') } : null }
}

/** The leader's group. */
export function groupOf(ctx: Pick<Ctx, 'db' | 'now'>, account: AccountRow, groupId: number): GroupRegistration {
  return groupOut(ctx, ownGroup(ctx.db, account, groupId), account)
}

/** The leader's groups, latest event first (我的门票's 团体报名). */
export function myGroups(ctx: Pick<Ctx, 'db' | 'now'>, account: AccountRow): GroupRegistration[] {
  return groupRegistrationsRepo(ctx.db)
    .listOfLeader(account.id)
    .map(g => groupOut(ctx, g, account))
}

/** The active member with the registration they hold, read inside the caller's transaction. */
function activeMember(db: Db, groupId: number, memberId: number) {
  const m = groupRegistrationsRepo(db).member(groupId, memberId)
  if (!m) throw notFound('成员不存在')
  if (m.status === 'REPLACED') throw badRequest('该成员已被更换')
  const attendee = m.attendee_id === null ? undefined : eventsRepo(db).attendee(m.attendee_id)
  if (m.status === 'CANCELLED' || !attendee) throw badRequest('该成员已取消报名')
  return { m, attendee }
}

/** Takes the member's registration away: their ticket kept as cancelled for them, then removed (its seat free). */
function dropRegistration(db: Db, attendee: AttendeeRow, at: number): void {
  const tickets = ticketsRepo(db)
  const ticketId = eventsRepo(db).ticketIdOf(attendee.id)!
  tickets.insertCancelled({
    ticket_id: ticketId,
    event_id: attendee.event_id,
    account_id: attendee.account_id,
    cellphone: attendee.cellphone,
    ticket: ticketOf(db, attendee.id),
    cancelled_at: iso(at)
  })
  tickets.remove(ticketId, attendee.id)
}

/** Tells the holder (when it is someone else's account) that the leader took their registration back. */
function tellHolder(db: Db, attendee: AttendeeRow, leader: AccountRow, event: Pick<EntityRow, 'title'>, what: string, at: number): void {
  const holder = attendee.account_id !== leader.id ? attendee.account_id : (accountsRepo(db).idByPhone(attendee.cellphone) ?? null)
  if (holder === null || holder === leader.id) return
  noticesRepo(db).insert(
    holder,
    '你的活动报名已取消',
    `<p>${escapeHtml(leaderNameOf(leader))} ${what}「${escapeHtml(event.title)}」的报名，原门票已失效。</p>`,
    iso(at)
  )
}

/**
 * The leader cancels one member: their ticket is cancelled as its holder's own cancellation would (a copy kept as
 * 已取消), the seat goes to the waitlist, and the member's account is told. Until check-in and the event's end.
 * A member who already cancelled themselves is marked so. One IMMEDIATE transaction.
 */
export function cancelMember(ctx: GroupCtx, account: AccountRow, groupId: number, memberId: number): GroupRegistration {
  const { db } = ctx
  const repo = groupRegistrationsRepo(db)
  atomically(ctx, now => {
    const g = ownGroup(db, account, groupId)
    const m = repo.member(groupId, memberId)
    if (m && m.status === 'ACTIVE' && m.attendee_id === null) {
      repo.close(m.id, 'CANCELLED', now)
      return
    }
    const { attendee } = activeMember(db, groupId, memberId)
    if (attendee.checkin_status !== 'NOT_CHECKED_IN') throw badRequest('已签到的成员不能取消')
    if (eventStatus(g.start_time, g.end_time, now) === 'ENDED') throw badRequest('活动已结束，不能取消报名')
    dropRegistration(db, attendee, now)
    repo.close(memberId, 'CANCELLED', now)
    tellHolder(db, attendee, account, g, '取消了你在', now)
    // The seat is free: with the waitlist on, the first in line is offered it in this same commit.
    seatFreed(ctx, g.event_id)
  })
  return groupOf(ctx, account, groupId)
}

/**
 * The leader gives a member's seat to someone else: the new person's own answers (the group's shared ones merged
 * in), checked as the group's were. The old ticket is cancelled (its code stops opening the door), the new person
 * gets a ticket of their own in the same IMMEDIATE transaction, so the seat never reaches anyone else; on an audited
 * event they wait for audit, as any registration. Before the event starts, not after check-in, not once rejected.
 */
export function replaceMember(ctx: GroupCtx, account: AccountRow, groupId: number, memberId: number, values: Record<string, FormValue>): GroupRegistration {
  const { db } = ctx
  const repo = groupRegistrationsRepo(db)
  const g = ownGroup(db, account, groupId)
  const event = getEvent(db, g.event_id)
  const form = registrationForm(db, event)
  if (!form) throw badRequest('该活动无需填写报名表，不支持团体报名')
  const fields = fieldsOf(ctx, form)
  const shared = JSON.parse(g.shared_values) as Record<string, FormValue>
  const person = checkPerson(
    db,
    fields,
    shared,
    only(values, fields, f => !isSharedField(f)),
    null,
    ctx.now()
  )
  let texted = false
  atomically(ctx, now => {
    ownGroup(db, account, groupId)
    const { attendee } = activeMember(db, groupId, memberId)
    if (repo.rowCount(groupId) >= GROUP_MAX_MEMBER_ROWS) throw badRequest('本团体的更换次数已用完')
    const current = getEvent(db, g.event_id)
    const why = whyNotReplaceable(attendee, current, now)
    if (why) throw badRequest(why)
    if (person.cellphone === attendee.cellphone) throw badRequest('新成员的手机号与原成员相同；只改信息请让该成员在门票里修改报名信息')
    if (eventsRepo(db).registered(g.event_id, person.cellphone)) {
      throw memberRefusal(409, '该手机号已报名此活动', { field: phoneFieldOf(fields)?.key })
    }
    dropRegistration(db, attendee, now)
    const added = addMember(ctx, current, groupId, account, person, g.promoter_id, now)
    repo.close(memberId, 'REPLACED', now, added.memberId)
    tellHolder(db, attendee, account, current, '把名额转给了他人，取消了你在', now)
    texted = added.owner === null
  })
  if (texted) textMessage(ctx, person.cellphone, event, leaderNameOf(account))
  return groupOf(ctx, account, groupId)
}

/**
 * The leader adds people to the group, up to GROUP_MAX_MEMBERS holding a seat at once: each person's own answers
 * (the group's shared ones merged in) checked as the group's were, one write of the budget each; then in one
 * IMMEDIATE transaction, as registering does: no phone registered for the event already, the seats left (never one
 * held for or owed to the waitlist), and everyone added or nobody. Each gets a ticket of their own and a notice.
 */
export function addMembers(ctx: GroupCtx, req: FastifyRequest, account: AccountRow, groupId: number, body: GroupAddMembersBody): GroupRegistration {
  const { db } = ctx
  const repo = groupRegistrationsRepo(db)
  const g = ownGroup(db, account, groupId)
  const event = getEvent(db, g.event_id)
  const form = registrationForm(db, event)
  const fields = form ? fieldsOf(ctx, form) : []
  const why = whyNoGroup(ctx, event, form, fields, null)
  if (why) throw badRequest(why)
  const n = body.members.length
  const shared = JSON.parse(g.shared_values) as Record<string, FormValue>
  const people = checkPeople(db, fields, shared, body.members, ctx.now())
  const phoneKey = phoneFieldOf(fields)?.key
  takeExtraWrites(ctx, req, account.id, n - 1)
  const texted: string[] = []
  atomically(ctx, now => {
    ownGroup(db, account, groupId)
    const live = repo.liveCount(groupId)
    if (live === 0) throw badRequest('该团体已没有成员，请重新团体报名')
    if (live + n > GROUP_MAX_MEMBERS) throw badRequest(`团体最多 ${GROUP_MAX_MEMBERS} 人，现有 ${live} 人，还可添加 ${GROUP_MAX_MEMBERS - live} 人`)
    if (repo.rowCount(groupId) + n > GROUP_MAX_MEMBER_ROWS) throw badRequest('本团体的成员变动次数已用完，不能再添加成员')
    const current = getEvent(db, g.event_id)
    seatFreed(ctx, current.id)
    const left = seatsLeft(ctx, current, account.id)
    people.forEach((p, i) => {
      if (eventsRepo(db).registered(current.id, p.cellphone)) {
        throw memberRefusal(409, `${memberLabel(i)}：该手机号已报名此活动`, { member: i, field: phoneKey })
      }
    })
    if (left !== null && n > left) throw conflict(left === 0 ? '活动名额已满，不能再添加成员' : `名额不足：本活动还剩 ${left} 个名额，不够添加 ${n} 人`)
    for (const p of people) if (addMember(ctx, current, groupId, account, p, g.promoter_id, now).owner === null) texted.push(p.cellphone)
  })
  for (const phone of texted) textMessage(ctx, phone, event, leaderNameOf(account))
  return groupOf(ctx, account, groupId)
}
