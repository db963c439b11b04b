import type { AuditStatus, CheckinStatus } from '../../../types/contract'

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info'

export interface StatusLabel {
  text: string
  tone: BadgeTone
}

const AUDIT: Record<AuditStatus, StatusLabel> = {
  PENDING: { text: '待审核', tone: 'warning' },
  APPROVED: { text: '报名成功', tone: 'success' },
  REJECTED: { text: '未通过审核', tone: 'danger' }
}

const CHECKIN: Record<CheckinStatus, StatusLabel> = {
  NOT_CHECKED_IN: { text: '未签到', tone: 'neutral' },
  CHECKED_IN: { text: '已签到', tone: 'success' },
  SIGNED_OUT: { text: '已签退', tone: 'info' }
}

/**
 * A ticket opens the door only once its registration is approved: until then (待审核, or 未通过审核) it shows no
 * entry code, also from a copy kept on the device while it was approved (the server sends no QR for it either).
 */
export const hasEntryCode = (ticket: { auditStatus: AuditStatus | string }): boolean => ticket.auditStatus === 'APPROVED'

/** The visitor-facing label of an audit status (unknown values read as the raw value). */
export function auditLabel(status: AuditStatus | string | null | undefined): StatusLabel {
  return (status && AUDIT[status as AuditStatus]) || { text: status ? String(status) : '未知', tone: 'neutral' }
}

/** The visitor-facing label of a check-in status. */
export function checkinLabel(status: CheckinStatus | string | null | undefined): StatusLabel {
  return (status && CHECKIN[status as CheckinStatus]) || { text: status ? String(status) : '未知', tone: 'neutral' }
}
