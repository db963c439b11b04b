import React from 'react'
import { CheckinStatistics } from '@/features/account/components'
import { PromoterPage } from '@/features/promotion/components'

/**
 * Check-in statistics per event, as numbers and charts (spec §2 account/event-checkin-statistic): organiser
 * figures, so only channel partners see them; other members get the promoter pages' notice.
 */
export default function AccountCheckinStatisticPage() {
  return <PromoterPage title='签到统计'>{() => <CheckinStatistics />}</PromoterPage>
}
