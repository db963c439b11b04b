import React from 'react'
import { getMyPromotionViewDetail } from '@/features/promotion/api'
import { FunnelCard } from '@/features/promotion/components/funnel-card'
import { LeadRadarEntry } from '@/features/promotion/components/lead-radar-entry'
import { PromoterPage } from '@/features/promotion/components/promoter-gate'
import { PromoterShortcuts } from '@/features/promotion/components/promoter-shortcuts'
import { PromotionLinkCard } from '@/features/promotion/components/promotion-link-card'
import { ViewDetailList } from '@/features/promotion/components/view-detail-list'
import { ViewStats } from '@/features/promotion/components/view-stats'
import { ViewsChart } from '@/features/promotion/components/views-chart'
import { Routes } from '@/services/navigation/routes'

/** 推广中心: my link, my numbers, the funnel and the way to 线索雷达 (extensions), the trend and who visited. ?eventId promotes one event. */
export default function PromotionPage() {
  return (
    <PromoterPage title='推广中心'>
      {eventId => (
        <>
          <PromotionLinkCard eventId={eventId} />
          <PromoterShortcuts eventId={eventId} exclude={Routes.promotion} />
          <ViewStats />
          <FunnelCard />
          <LeadRadarEntry />
          <ViewsChart />
          <ViewDetailList title='访问明细' fetchPage={getMyPromotionViewDetail} emptyText='还没有访问记录' />
        </>
      )}
    </PromoterPage>
  )
}
