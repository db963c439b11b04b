import type { AuditStatus, CheckinStatus, PromotionViewDetail } from '../../../types/contract'
import { isRealName } from '@/shared/format'

/** A phone number with its middle hidden: 13800000001 → 138****0001; short values keep only the ends. */
export function maskPhone(phone: string | null | undefined): string {
  const p = String(phone || '').trim()
  if (!p) return '-'
  if (p.length >= 7) return `${p.slice(0, 3)}****${p.slice(-4)}`
  if (p.length <= 2) return '*'.repeat(p.length)
  return `${p[0]}${'*'.repeat(p.length - 2)}${p[p.length - 1]}`
}

export const AUDIT_LABEL: Record<AuditStatus, string> = { PENDING: '待审核', APPROVED: '已通过', REJECTED: '已拒绝' }
export const CHECKIN_LABEL: Record<CheckinStatus, string> = { NOT_CHECKED_IN: '未签到', CHECKED_IN: '已签到', SIGNED_OUT: '已签退' }

/** Status filter tabs of the attendee list; undefined asks for every status. */
export const AUDIT_TABS: { key: AuditStatus | 'ALL'; label: string }[] = [
  { key: 'ALL', label: '全部' },
  { key: 'PENDING', label: '待审核' },
  { key: 'APPROVED', label: '已通过' },
  { key: 'REJECTED', label: '已拒绝' }
]

/** Task progress as 0..100 (clamped; a zero target counts as done when anything was done). */
export function progressPercent(done: number, target: number): number {
  const d = Number.isFinite(done) && done > 0 ? done : 0
  if (!(target > 0)) return d > 0 ? 100 : 0
  return Math.min(100, Math.round((d / target) * 100))
}

/**
 * Who a visit came from, readable: a real nickname, else "访客 · 尾号 1234" for a signed-in visitor,
 * else 匿名访客 (never a generated key such as 访客ed-6).
 */
export function visitorLabel(v: Pick<PromotionViewDetail, 'visitorName' | 'visitorPhoneTail'>): string {
  if (isRealName(v.visitorName)) return v.visitorName.trim()
  if (v.visitorPhoneTail) return `访客 · 尾号 ${v.visitorPhoneTail}`
  return '匿名访客'
}

/** What a visit landed on: the content title, 首页 for home, else a neutral 站内页面 (never the raw path). */
export function visitedPageLabel(v: Pick<PromotionViewDetail, 'page' | 'pageTitle'>): string {
  if (v.pageTitle) return v.pageTitle
  const path = String(v.page || '')
    .split('?')[0]
    .replace(/^\//, '')
  if (!path || path === 'pages/index/index') return '首页'
  return '站内页面'
}
