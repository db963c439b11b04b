import type { SubscribePlatform, WaitlistEntry, WaitlistJoinBody, WaitlistState } from '../../types/contract'
import { formatZoned } from '../../src/shared/format'
import type { EntityRow } from '../db/rows'
import { badRequest, conflict, notFound } from '../lib/envelope'
import { escapeHtml } from '../lib/html'
import { eventsRepo } from '../repositories/events'
import { noticesRepo } from '../repositories/notices'
import { outboxRepo } from '../repositories/outbox'
import { waitlistRepo, type WaitlistEntryRow } from '../repositories/waitlist'
import type { AccountRow } from './accounts'
import type { Ctx } from './context'
import { atomically, inTransaction } from '../repositories/unit-of-work'
import { APP_ROOT, pageUrl, Routes } from '../../src/shared/routes'

/**
 * The waitlist of a full event (issue #29 item 1, extension `waitlist`). A seat that frees (a cancellation, a
 * rejected registration, more capacity, an offer that ran out or was declined) is offered to the first person
 * WAITING; the offer holds that seat until it ends (WAITLIST_OFFER_HOURS), and registering through the event's
 * form takes it. Every change happens in one IMMEDIATE transaction that counts seats taken and held first, so a
 * seat is never offered twice, nor offered and taken by someone else, even by two server processes at once.
 */
type WaitlistCtx = Pick<Ctx, 'db' | 'now' | 'waitlistOfferMs'>

/** Why a visitor without a verified phone cannot join (the app shows its bind-phone path instead). */
const PHONE_FIRST = '请先验证手机号再加入候补'

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
/** A deadline as the notices say it: Beijing wall clock, named. */
const deadline = (ms: number) => `${formatZoned(ms, 'M月D日 HH:mm')}（北京时间）`
const ended = (event: EntityRow, now: number) => !!event.end_time && Date.parse(event.end_time) <= now

/** The in-app page that takes an offered seat: the event's sign-up form, or the event (one-tap sign-up). */
function acceptPage(event: EntityRow): string {
  const url = event.register_form_id ? pageUrl(Routes.form, { id: event.register_form_id, eventId: event.id }) : pageUrl(Routes.event, { id: event.id })
  return url.slice(1)
}

/** Where an offer notice sends its holder on the web. */
const acceptLink = (event: EntityRow) => `${APP_ROOT}${acceptPage(event)}`

/**
 * The offer's subscribe message, when the entry's holder accepted the template in the tap that joined: queued in
 * the offer's transaction, and the consent used by it (one acceptance, one message; a later entry needs its own).
 */
function queueOfferMessage(ctx: WaitlistCtx, entry: WaitlistEntryRow, event: EntityRow, expiresAt: number, now: number): void {
  const consent = waitlistRepo(ctx.db).useConsent(entry.id, now)
  if (!consent) return
  outboxRepo(ctx.db).insert({
    accountId: entry.account_id,
    platform: consent.platform,
    templateId: consent.template,
    page: acceptPage(event),
    // Neutral fields; the sender maps them onto the template's keywords (docs/server.md "Subscribe messages").
    data: { eventTitle: event.title, deadline: `${formatZoned(expiresAt, 'YYYY-MM-DD HH:mm')}（北京时间）`, status: '候补成功，名额已为你保留' },
    waitlistEntryId: entry.id,
    now
  })
}

/** Seats of a capped event: registrations that were not rejected, and those held by offers running at `now`. */
function seats(ctx: WaitlistCtx, event: EntityRow, now: number) {
  const taken = eventsRepo(ctx.db).activeCount(event.id)
  const held = waitlistRepo(ctx.db).held(event.id, now)
  return { taken, held, free: (event.capacity ?? 0) - taken - held }
}

interface WaitlistMove {
  offered: number
  expired: number
}

/**
 * Moves one event's waitlist on: offers whose time ran out expire (their holder is told), then each free seat
 * is offered to the first person WAITING (a notice with the deadline). One IMMEDIATE transaction, or a savepoint
 * of the caller's (a cancellation frees the seat and offers it in the same commit).
 */
function moveWaitlist(ctx: WaitlistCtx, eventId: number): WaitlistMove {
  const { db } = ctx
  return atomically(ctx, (now): WaitlistMove => {
    const repo = waitlistRepo(db)
    const notices = noticesRepo(db)
    const event = eventsRepo(db).event(eventId)
    const move = { offered: 0, expired: 0 }
    const at = new Date(now).toISOString()
    const title = escapeHtml(event?.title ?? '活动')
    for (const e of repo.overdue(eventId, now)) {
      if (!repo.close(e.id, 'EXPIRED', now)) continue
      move.expired++
      notices.insert(
        e.account_id,
        '候补名额已过期',
        `<p>「${title}」为你保留的名额已于 ${deadline(e.offer_expires_at ?? now)} 过期，已顺延给下一位候补。</p><p>如仍想参加，可在活动页再次加入候补。</p>`,
        at
      )
    }
    if (!event || !event.capacity || event.bagevent_url || ended(event, now)) return move
    let { free } = seats(ctx, event, now)
    const end = event.end_time ? Date.parse(event.end_time) : Infinity
    while (free > 0) {
      const next = repo.firstWaiting(eventId)
      if (!next) break
      // An offer never outlives the event.
      const expiresAt = Math.min(now + ctx.waitlistOfferMs, end)
      if (!repo.offer(next.id, now, expiresAt)) break
      move.offered++
      free--
      notices.insert(
        next.account_id,
        '候补成功：名额已为你保留',
        `<p>「${title}」有名额空出，已为你保留至 <strong>${deadline(expiresAt)}</strong>。</p>` +
          `<p>请在此之前完成报名，逾期名额将顺延给下一位候补。</p><p><a href="${acceptLink(event)}">立即报名</a></p>`,
        at
      )
      queueOfferMessage(ctx, next, event, expiresAt, now)
    }
    return move
  })
}

/** A seat of the event may have freed (a cancellation, a rejection): with the waitlist on, offer it. */
export function seatFreed(ctx: WaitlistCtx & Pick<Ctx, 'extensions'>, eventId: number): void {
  if (ctx.extensions.has('waitlist')) moveWaitlist(ctx, eventId)
}

/** Moves every waitlist that has people on it (the scheduler's round: expiries, raised capacities). */
export function moveAllWaitlists(ctx: WaitlistCtx): WaitlistMove {
  const total = { offered: 0, expired: 0 }
  for (const eventId of waitlistRepo(ctx.db).liveEvents()) {
    const move = moveWaitlist(ctx, eventId)
    total.offered += move.offered
    total.expired += move.expired
  }
  return total
}

function entryOut(ctx: WaitlistCtx, e: WaitlistEntryRow): WaitlistEntry {
  return {
    status: e.status,
    position: e.status === 'WAITING' ? waitlistRepo(ctx.db).position(e.event_id, e.id) : null,
    offerExpiresAt: e.status === 'OFFERED' || e.status === 'EXPIRED' ? iso(e.offer_expires_at) : null,
    joinedAt: new Date(e.created_at).toISOString()
  }
}

/** The event's waitlist as `account` sees it (lazily moved on first when an offer ran out or a seat is free). */
export function waitlistState(ctx: WaitlistCtx & Pick<Ctx, 'subscribeTemplates'>, event: EntityRow, account: AccountRow | null): WaitlistState {
  const repo = waitlistRepo(ctx.db)
  let now = ctx.now()
  let s = seats(ctx, event, now)
  if (event.capacity && (repo.overdue(event.id, now).length > 0 || (s.free > 0 && repo.waiting(event.id) > 0))) {
    moveWaitlist(ctx, event.id)
    now = ctx.now()
    s = seats(ctx, event, now)
  }
  const mine = account ? repo.latest(event.id, account.id) : undefined
  return {
    eventId: event.id,
    capacity: event.capacity ?? 0,
    taken: s.taken,
    held: s.held,
    full: !!event.capacity && s.free <= 0,
    waiting: repo.waiting(event.id),
    mine: mine ? entryOut(ctx, mine) : null,
    subscribeTemplates: ctx.subscribeTemplates
  }
}

/**
 * The subscribe-message consent of a join: the offer template of `platform` when the visitor accepted it; null
 * otherwise (the web, a refusal, no template configured, or an id that is not the configured one).
 */
function joinConsent(ctx: Pick<Ctx, 'subscribeTemplates'>, body: WaitlistJoinBody | undefined): { platform: SubscribePlatform; template: string } | null {
  const platform = body?.platform
  const template = platform ? ctx.subscribeTemplates[platform].waitlistOffer : null
  return platform && template && body?.subscribed?.includes(template) ? { platform, template } : null
}

/**
 * Puts the account in line for a full event; joining again answers the same place. A subscribe consent given
 * with the join is kept on the entry (a new one replaces one not yet used) for the offer's message.
 */
export function joinWaitlist(ctx: WaitlistCtx & Pick<Ctx, 'subscribeTemplates'>, event: EntityRow, account: AccountRow, body?: WaitlistJoinBody): void {
  const { db } = ctx
  const consent = joinConsent(ctx, body)
  atomically(ctx, now => {
    const repo = waitlistRepo(db)
    if (event.bagevent_url) throw badRequest('该活动在第三方平台报名，不设候补')
    if (!event.capacity) throw badRequest('该活动不限名额，请直接报名')
    if (ended(event, now)) throw badRequest('活动已结束')
    // Taking an offered seat needs a verified phone; a line of people who could never take it holds seats for nobody.
    if (!account.cellphone) throw badRequest(PHONE_FIRST)
    if (repo.registered(event.id, account.id, account.cellphone)) throw conflict('你已报名此活动')
    const live = repo.live(event.id, account.id)
    if (live) {
      if (consent) repo.consent(live.id, consent.platform, consent.template, now)
      return
    }
    // Offers that ran out free their seats first: the event may not be full any more.
    moveWaitlist(ctx, event.id)
    if (seats(ctx, event, now).free > 0) throw badRequest('活动还有名额，请直接报名')
    const entryId = repo.insert(event.id, account.id, now)
    if (consent) repo.consent(entryId, consent.platform, consent.template, now)
  })
}

/** Takes the account off the list; a declined offer goes to the next person at once. */
export function leaveWaitlist(ctx: WaitlistCtx, eventId: number, accountId: number): void {
  const { db } = ctx
  inTransaction(
    db,
    () => {
      const repo = waitlistRepo(db)
      const entry = repo.live(eventId, accountId)
      if (!entry) throw notFound('你不在该活动的候补名单中')
      repo.close(entry.id, 'LEFT', ctx.now())
      if (entry.status === 'OFFERED') moveWaitlist(ctx, eventId)
    },
    'immediate'
  )
}

/** What createAttendee needs to respect held seats: the clock's now with the waitlist on, else nothing (the spec's rule). */
export const heldSeatsAt = (ctx: Pick<Ctx, 'now' | 'extensions'>): number | undefined => (ctx.extensions.has('waitlist') ? ctx.now() : undefined)
