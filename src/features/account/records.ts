import type { AuditStatus, CheckinStatus, LearnStatus, LotteryRecord } from '../../../types/contract'
import type { BadgeTone } from './components/record-row'

export type CourseTab = 'ALL' | 'LEARNING' | 'COMPLETED'
export const COURSE_TABS: { key: CourseTab; label: string }[] = [
  { key: 'ALL', label: '全部' },
  { key: 'LEARNING', label: '学习中' },
  { key: 'COMPLETED', label: '已完成' }
]
export const LEARN_STATUS_LABEL: Record<LearnStatus, string> = { NOT_STARTED: '未开始', LEARNING: '学习中', COMPLETED: '已完成' }

/** Attendance-record tabs; the key is sent as the status filter (ALL sends none). */
export type EventTab = 'ALL' | AuditStatus
export const EVENT_TABS: { key: EventTab; label: string }[] = [
  { key: 'ALL', label: '全部' },
  { key: 'PENDING', label: '待审核' },
  { key: 'APPROVED', label: '已通过' },
  { key: 'REJECTED', label: '未通过' }
]

export const AUDIT_BADGE: Record<AuditStatus, { text: string; tone: BadgeTone }> = {
  PENDING: { text: '待审核', tone: 'warning' },
  APPROVED: { text: '已通过', tone: 'success' },
  REJECTED: { text: '未通过', tone: 'danger' }
}

export const CHECKIN_BADGE: Record<CheckinStatus, { text: string; tone: BadgeTone }> = {
  NOT_CHECKED_IN: { text: '未签到', tone: 'muted' },
  CHECKED_IN: { text: '已签到', tone: 'theme' },
  SIGNED_OUT: { text: '已签退', tone: 'muted' }
}

/** What a lottery record's claim state is: nothing to claim, claim needed, claimed, or verified. */
type ClaimState = 'NONE' | 'TO_CLAIM' | 'CLAIMED' | 'VERIFIED'

/** A won physical prize needs the claim form until its info is completed; verified beats claimed. */
export function claimState(record: Pick<LotteryRecord, 'win' | 'prize' | 'infoCompleted' | 'verified' | 'credentialId'>): ClaimState {
  if (!record.win || !record.prize || record.prize.kind === 'NONE') return 'NONE'
  if (record.verified) return 'VERIFIED'
  if (record.prize.kind !== 'THING') return 'CLAIMED'
  if (!record.infoCompleted && record.credentialId) return 'TO_CLAIM'
  return 'CLAIMED'
}

export const CLAIM_BADGE: Record<Exclude<ClaimState, 'NONE'>, { text: string; tone: BadgeTone }> = {
  TO_CLAIM: { text: '待领取', tone: 'warning' },
  CLAIMED: { text: '已领取', tone: 'success' },
  VERIFIED: { text: '已核销', tone: 'muted' }
}
