import { Routes } from '@/services/navigation/routes'

/** One tile of the personal-centre grid; `glyph` names its picture in src/shared/glyphs.ts. */
export interface AccountEntry {
  key: string
  label: string
  url: string
  glyph: string
}

export interface EntryGroup {
  title: string
  entries: AccountEntry[]
}

interface EntryOptions {
  isPromoter: boolean
  isUcUser: boolean
  /** The server offers the lead radar (extension `leadRadar`): 我的数据 for everyone, 线索雷达 for promoters and colleagues. */
  leadRadar?: boolean
}

/** The personal centre's grid: every record page, then promoter (with 签到统计) and colleague areas for those roles. */
export function accountEntryGroups({ isPromoter, isUcUser, leadRadar = false }: EntryOptions): EntryGroup[] {
  const radar: AccountEntry[] = leadRadar ? [{ key: 'lead-radar', label: '线索雷达', url: Routes.promoLeads, glyph: 'insight' }] : []
  const groups: EntryGroup[] = [
    {
      title: '我的记录',
      entries: [
        { key: 'order', label: '订单', url: Routes.accountOrder, glyph: 'order' },
        { key: 'saved', label: '收藏', url: Routes.accountSaved, glyph: 'star' },
        { key: 'course', label: '课程', url: Routes.accountCourse, glyph: 'course' },
        { key: 'event', label: '活动', url: Routes.accountEvent, glyph: 'event' },
        { key: 'material', label: '资料', url: Routes.accountMaterial, glyph: 'download' },
        { key: 'tickets', label: '门票', url: Routes.accountTickets, glyph: 'ticket' }
      ]
    },
    {
      title: '积分与奖品',
      entries: [
        { key: 'gifts', label: '积分兑换', url: Routes.accountGifts, glyph: 'gift' },
        { key: 'points', label: '积分明细', url: Routes.accountPoints, glyph: 'points' },
        { key: 'gift-orders', label: '兑换记录', url: Routes.accountGiftOrders, glyph: 'trial' },
        { key: 'lottery', label: '抽奖记录', url: Routes.accountLottery, glyph: 'dice' },
        { key: 'prize', label: '我的奖品', url: Routes.accountPrize, glyph: 'trophy' }
      ]
    },
    {
      title: '服务',
      entries: [
        { key: 'notification', label: '消息通知', url: Routes.accountNotification, glyph: 'bell' },
        { key: 'profile', label: '编辑资料', url: Routes.accountInfo, glyph: 'profile' },
        ...(leadRadar ? [{ key: 'my-data', label: '我的数据', url: Routes.accountMyData, glyph: 'report' }] : [])
      ]
    }
  ]
  if (isPromoter) {
    groups.push({
      title: '推广',
      entries: [
        { key: 'promotion', label: '推广中心', url: Routes.promotion, glyph: 'megaphone' },
        { key: 'promo', label: '渠道伙伴中心', url: Routes.promo, glyph: 'partner' },
        // The organiser's check-in figures: a member could only be told it is not for them.
        { key: 'checkin-statistic', label: '签到统计', url: Routes.accountCheckinStatistic, glyph: 'chart' },
        ...radar
      ]
    })
  }
  if (isUcUser) {
    groups.push({
      title: '同事',
      entries: [
        { key: 'uc-apply', label: '名片信息', url: Routes.ucApply, glyph: 'card' },
        { key: 'uc-colleagues', label: '同事', url: Routes.ucColleagues, glyph: 'team' },
        // Company staff who are not promoters read every lead from here.
        ...(isPromoter ? [] : radar)
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
