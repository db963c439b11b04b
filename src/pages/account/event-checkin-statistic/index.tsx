import React from 'react'
import { Page } from '@/components/page'
import { CheckinStatistics } from '@/features/account/components'
import { PromoterGate } from '@/features/promotion/components/promoter-gate'

/**
 * Check-in statistics per event, as numbers and charts (spec §2 account/event-checkin-statistic): organiser
 * figures, so only channel partners see them; other members get the promoter pages' notice.
 */
export default function AccountCheckinStatisticPage() {
  return (
    <Page title='签到统计'>
      <PromoterGate>{() => <CheckinStatistics />}</PromoterGate>
    </Page>
  )
}
