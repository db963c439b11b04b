import type { FastifyRequest } from 'fastify'
import type { Attendee, Ticket, TicketTransferClaim, TicketTransferOffer, TicketTransferState } from '../../types/contract'
import type { Db } from '../db'
import type { TicketTransferRow } from '../db/rows'
import { badRequest, conflict, notFound } from '../lib/envelope'
import { code as randomCode, token } from '../lib/random'
import { accountsRepo } from '../repositories/accounts'
import { eventsRepo } from '../repositories/events'
import { ticketTransfersRepo, type TransferableRow } from '../repositories/ticket-transfers'
import { atomically, inTransaction } from '../repositories/unit-of-work'
import type { AccountRow } from './accounts'
import type { Ctx } from './context'
import { maskPhone, ticketOf } from './events'
import { requireSmsCode } from './sms'
import { ownsTicketRow } from './tickets'

/**
 * Ticket transfer (extension `ticketTransfer`): the holder names the receiver (name, phone) and gets a claim link;
 * the receiver opens it signed in, proves the phone with an SMS code and the ticket becomes theirs under a new code.
 * Until the claim the ticket stays the holder's (an unclaimed transfer costs the holder nothing); at the claim the
 * old code stops opening the door at once. Before the event, before check-in, never for a rejected registration;
 * an approved registration of an audited event goes back to 待审核 (the organiser approved someone else).
 */

/** How long a claim link stays open. */
const TRANSFER_HOURS = 48

export const TRANSFER_OPEN = '这张门票已有一笔待领取的转让，请先撤回再转给别人'
export const PHONE_HAS_TICKET = '该手机号已报名此活动，不能再接收门票'
export const LINK_VOID = '转让链接无效或已失效'

/** Why the ticket may not change hands now, or null when it may. */
function whyNotTransferable(row: Pick<TransferableRow, 'audit_status' | 'checkin_status' | 'start_time'>, now: number): string | null {
  if (row.checkin_status !== 'NOT_CHECKED_IN') return '已签到的门票不能转让'
  if (row.start_time && Date.parse(row.start_time) <= now) return '活动已开始，不能转让门票'
  if (row.audit_status === 'REJECTED') return '报名未通过审核，不能转让'
  return null
}

const iso = (ms: number) => new Date(ms).toISOString()
const isOpen = (t: TicketTransferRow, now: number) => t.status === 'PENDING' && t.expires_at > now

function offerOf(t: TicketTransferRow): TicketTransferOffer {
  return { token: t.token, toName: t.to_name, toCellphone: maskPhone(t.to_cellphone), createdAt: iso(t.created_at), expiresAt: iso(t.expires_at) }
}

/** The ticket when the account holds it; someone else's (or a cancelled one) answers like a missing one. */
function ownTicket(db: Db, ticketId: number, account: AccountRow): TransferableRow {
  const row = ticketTransfersRepo(db).ticket(ticketId)
  if (!row || !ownsTicketRow(account, row)) throw notFound('门票不存在')
  return row
}

/** What the holder sees: may the ticket be transferred now, and the open transfer with its claim link. */
export function transferState(ctx: Pick<Ctx, 'db' | 'now'>, account: AccountRow, ticketId: number): TicketTransferState {
  const row = ownTicket(ctx.db, ticketId, account)
  const now = ctx.now()
  const reason = whyNotTransferable(row, now)
  const open = ticketTransfersRepo(ctx.db).open(ticketId)
  return {
    ticketId,
    transferable: reason === null,
    reason,
    reaudit: !!row.needs_audit && row.audit_status === 'APPROVED',
    pending: open && isOpen(open, now) ? offerOf(open) : null
  }
}

/**
 * The holder starts a transfer to `to`: refused when the ticket may not change hands, while another transfer of it
 * is open (the partial unique index makes two at once impossible even across processes), and to a phone registered
 * for the event already (the holder's own included). One IMMEDIATE transaction.
 */
export function startTransfer(
  ctx: Pick<Ctx, 'db' | 'now'>,
  account: AccountRow,
  ticketId: number,
  to: { name: string; cellphone: string }
): TicketTransferState {
  const { db } = ctx
  const name = to.name.trim()
  if (!name) throw badRequest('请填写对方的姓名')
  const transfers = ticketTransfersRepo(db)
  atomically(ctx, now => {
    const row = ownTicket(db, ticketId, account)
    const why = whyNotTransferable(row, now)
    if (why) throw badRequest(why)
    const open = transfers.open(ticketId)
    if (open && isOpen(open, now)) throw conflict(TRANSFER_OPEN)
    if (open) transfers.close(open.id, 'EXPIRED', now)
    if (to.cellphone === row.cellphone) throw badRequest('不能转让给自己：请填写对方的手机号')
    if (eventsRepo(db).registered(row.event_id, to.cellphone)) throw conflict(PHONE_HAS_TICKET)
    transfers.insert({
      ticket_id: row.ticket_id,
      event_id: row.event_id,
      attendee_id: row.id,
      from_account_id: account.id,
      from_name: row.name,
      from_cellphone: row.cellphone,
      to_name: name,
      to_cellphone: to.cellphone,
      token: token(16),
      created_at: now,
      expires_at: now + TRANSFER_HOURS * 3600_000
    })
  })
  return transferState(ctx, account, ticketId)
}

/** The holder takes an open transfer back: its link stops working; nothing to take back answers the state as is. */
export function withdrawTransfer(ctx: Pick<Ctx, 'db' | 'now'>, account: AccountRow, ticketId: number): TicketTransferState {
  const { db } = ctx
  inTransaction(
    db,
    () => {
      ownTicket(db, ticketId, account)
      const open = ticketTransfersRepo(db).open(ticketId)
      if (open) ticketTransfersRepo(db).close(open.id, 'WITHDRAWN', ctx.now())
    },
    'immediate'
  )
  return transferState(ctx, account, ticketId)
}

/** The open transfer of `token` with its ticket, or the reason the receiver cannot claim it. */
function claimable(db: Db, t: TicketTransferRow, now: number): { row: TransferableRow | null; reason: string | null } {
  const row = ticketTransfersRepo(db).ticket(t.ticket_id) ?? null
  if (t.status === 'DONE') return { row, reason: '这张门票已被领取' }
  if (t.status === 'WITHDRAWN') return { row, reason: '转让已被对方撤回' }
  if (!isOpen(t, now)) return { row, reason: '转让链接已过期，请联系对方重新转让' }
  // The ticket was cancelled (its transfers go with it) or is no longer the one this transfer named.
  if (!row || row.id !== t.attendee_id) return { row: null, reason: LINK_VOID }
  return { row, reason: whyNotTransferable(row, now) }
}

/** What the receiver is offered (any signed-in account with the link: the link is the secret). */
export function claimView(ctx: Pick<Ctx, 'db' | 'now'>, tokenValue: string): TicketTransferClaim {
  const t = ticketTransfersRepo(ctx.db).byToken(tokenValue)
  if (!t) throw notFound(LINK_VOID)
  const { row, reason } = claimable(ctx.db, t, ctx.now())
  const status = t.status === 'PENDING' && t.expires_at <= ctx.now() ? 'EXPIRED' : t.status
  return {
    eventId: t.event_id,
    eventTitle: row?.title ?? '',
    startTime: row?.start_time ?? '',
    endTime: row?.end_time ?? '',
    address: row?.address ?? '',
    fromName: t.from_name,
    toName: t.to_name,
    toCellphone: maskPhone(t.to_cellphone),
    expiresAt: iso(t.expires_at),
    status,
    reason
  }
}

/**
 * The receiver claims: the whole phone the holder named and its SMS code (checked before the transaction, so a
 * wrong guess is counted even though the claim is refused), then, inside one IMMEDIATE transaction, every rule again
 * (a check-in, a cancellation, another claim may have landed): the attendee becomes the receiver, the ticket gets a
 * new code and the old one is kept as transferred for the door. Answers the receiver's ticket.
 */
export function claimTransfer(
  ctx: Ctx,
  req: Pick<FastifyRequest, 'ip'>,
  account: AccountRow,
  tokenValue: string,
  input: { cellphone: string; smsCode: string }
): Ticket {
  const { db } = ctx
  const transfers = ticketTransfersRepo(db)
  const first = transfers.byToken(tokenValue)
  if (!first) throw notFound(LINK_VOID)
  const early = claimable(db, first, ctx.now()).reason
  if (early) throw badRequest(early)
  if (first.from_account_id === account.id) throw badRequest('不能领取自己转出的门票：请把链接发给对方')
  if (input.cellphone !== first.to_cellphone) throw badRequest('手机号与对方转让时填写的不一致')
  requireSmsCode(ctx, req, first.to_cellphone, input.smsCode)
  const attendeeId = atomically(ctx, now => {
    const t = transfers.byToken(tokenValue)
    if (!t) throw notFound(LINK_VOID)
    const { row, reason } = claimable(db, t, now)
    if (reason || !row) throw badRequest(reason ?? LINK_VOID)
    const events = eventsRepo(db)
    if (events.registered(row.event_id, t.to_cellphone)) throw conflict(PHONE_HAS_TICKET)
    const holder = accountsRepo(db).idByPhone(t.to_cellphone)
    if (holder && holder !== account.id) throw conflict('该手机号已绑定其他账号，请用该账号登录后领取')
    let code = randomCode(8)
    while (events.codeTaken(code)) code = randomCode(8)
    if (!transfers.complete(t, { accountId: account.id }, row.code, code, now)) throw badRequest('这张门票已被领取')
    // The organiser approved the holder, not the receiver: an audited event reviews them (待审核 again).
    if (row.needs_audit) transfers.backToAudit(row.id)
    return row.id
  })
  return ticketOf(db, attendeeId)
}

/** An attendee answer with who held the ticket before, when the ticketTransfer extension is on. */
export function withTransfer(ctx: Pick<Ctx, 'db' | 'extensions'>, a: Attendee): Attendee {
  if (!ctx.extensions.has('ticketTransfer')) return a
  const t = ticketTransfersRepo(ctx.db).lastDone(a.attendeeId)
  return { ...a, transfer: t ? { fromName: t.from_name, fromCellphone: maskPhone(t.from_cellphone), transferredAt: iso(t.closed_at ?? t.created_at) } : null }
}

/** True when `code` opened this event's door before its ticket was transferred (the door says so). */
export const isTransferredCode = (db: Db, eventId: number, code: string): boolean => ticketTransfersRepo(db).isTransferredCode(eventId, code)
