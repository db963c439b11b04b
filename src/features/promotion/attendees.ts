import type { Attendee, AuditStatus } from '../../../types/contract'

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
