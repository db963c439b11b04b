import { Routes } from '@/services/navigation/routes'

/** One tile of the personal-centre grid. */
export interface AccountEntry {
  key: string
  label: string
  url: string
}

export interface EntryGroup {
  title: string
  entries: AccountEntry[]
}

export interface EntryOptions {
  isPromoter: boolean
  isUcUser: boolean
}

/** The personal centre's grid: every record page, then promoter and colleague areas for those roles. */
export function accountEntryGroups({ isPromoter, isUcUser }: EntryOptions): EntryGroup[] {
  const groups: EntryGroup[] = [
    {
      title: '我的记录',
      entries: [
        { key: 'order', label: '订单', url: Routes.accountOrder },
        { key: 'saved', label: '收藏', url: Routes.accountSaved },
        { key: 'course', label: '课程', url: Routes.accountCourse },
        { key: 'event', label: '活动', url: Routes.accountEvent },
        { key: 'material', label: '资料', url: Routes.accountMaterial },
        { key: 'tickets', label: '门票', url: Routes.accountTickets }
      ]
    },
    {
      title: '积分与奖品',
      entries: [
        { key: 'gifts', label: '积分兑换', url: Routes.accountGifts },
        { key: 'points', label: '积分明细', url: Routes.accountPoints },
        { key: 'gift-orders', label: '兑换记录', url: Routes.accountGiftOrders },
        { key: 'lottery', label: '抽奖记录', url: Routes.accountLottery },
        { key: 'prize', label: '我的奖品', url: Routes.accountPrize }
      ]
    },
    {
      title: '服务',
      entries: [
        { key: 'notification', label: '消息通知', url: Routes.accountNotification },
        { key: 'checkin-statistic', label: '签到统计', url: Routes.accountCheckinStatistic }
      ]
    }
  ]
  if (isPromoter) {
    groups.push({
      title: '推广',
      entries: [
        { key: 'promotion', label: '推广中心', url: Routes.promotion },
        { key: 'promo', label: '渠道伙伴中心', url: Routes.promo }
      ]
    })
  }
  if (isUcUser) {
    groups.push({
      title: '同事',
      entries: [
        { key: 'uc-apply', label: '名片信息', url: Routes.ucApply },
        { key: 'uc-colleagues', label: '同事', url: Routes.ucColleagues }
      ]
    })
  }
  return groups
}

const ROLE_LABELS: Record<string, string> = { MEMBER: '会员', PROMOTER: '渠道伙伴', UC_USER: '同事', VISITOR: '访客' }

/** Role badges to show (the visitor role says nothing once a higher role exists). */
export function roleBadges(roles: readonly string[]): string[] {
  const known = roles.filter(r => ROLE_LABELS[r])
  const shown = known.length > 1 ? known.filter(r => r !== 'VISITOR') : known
  return shown.map(r => ROLE_LABELS[r])
}

/** The unread count as a badge: nothing for 0, "99+" past 99. */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return ''
  return count > 99 ? '99+' : String(Math.floor(count))
}
