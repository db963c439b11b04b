import type { Account, Attendee, AuditStatus } from '../../../types/contract'

export type AuditType = 'APPROVE' | 'REJECT'

/** The status a batch audit leaves its rows in. */
const AUDIT_RESULT: Record<AuditType, AuditStatus> = { APPROVE: 'APPROVED', REJECT: 'REJECTED' }

/**
 * Rows after a batch audit: the audited ones change status in place, order and others untouched; under
 * a status filter (the 待审核 tab) rows whose new status no longer matches leave the list.
 */
export function applyAudit(items: readonly Attendee[], ids: readonly number[], type: AuditType, filter?: AuditStatus): Attendee[] {
  const audited = new Set(ids)
  const status = AUDIT_RESULT[type]
  const updated = items.map(a => (audited.has(a.attendeeId) && a.auditStatus !== status ? { ...a, auditStatus: status } : a))
  return filter ? updated.filter(a => a.auditStatus === filter) : updated
}

/** Rows with one attendee replaced by a fresher copy (after editing its data). */
export function replaceAttendee(items: readonly Attendee[], updated: Attendee): Attendee[] {
  return items.map(a => (a.attendeeId === updated.attendeeId ? { ...a, ...updated } : a))
}

/** True when the account is the company's own staff, who audit registrations (the server's rule). */
export const isAuditor = (account: Pick<Account, 'companyUserId'>): boolean => account.companyUserId !== null && account.companyUserId !== undefined

/**
 * True when the account may approve or reject the attendee now: it waits for review, the account is company staff,
 * and the account did not register it on the person's behalf (nobody audits registrations they brought).
 */
export function canAudit(account: Pick<Account, 'accountId' | 'companyUserId'>, a: Pick<Attendee, 'auditStatus' | 'behalfBy'>): boolean {
  return a.auditStatus === 'PENDING' && isAuditor(account) && a.behalfBy !== account.accountId
}

/**
 * The tag of a registration made by someone else: 团体 for a group's member (the leader registered them), else 代报名;
 * ·待确认 until the person confirmed it; null for one's own registration.
 */
export function behalfTag(a: Pick<Attendee, 'behalfBy' | 'behalfConfirmed' | 'group'>): string | null {
  const kind = a.group ? '团体' : a.behalfBy ? '代报名' : null
  if (!kind) return null
  return a.behalfBy && a.behalfConfirmed === false ? `${kind}·待确认` : kind
}
