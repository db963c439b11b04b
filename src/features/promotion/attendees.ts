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

/** The tag of a registration made on someone's behalf: 代报名, or 代报名·待确认 until the person confirmed it; null for others. */
export function behalfTag(a: Pick<Attendee, 'behalfBy' | 'behalfConfirmed'>): string | null {
  if (!a.behalfBy) return null
  return a.behalfConfirmed === false ? '代报名·待确认' : '代报名'
}
