import React from 'react'
import { getMyPromotionViewDetail } from '@/features/promotion'
import {
  FunnelCard,
  LeadRadarEntry,
  PromoterPage,
  PromoterShortcuts,
  PromotionLinkCard,
  ViewDetailList,
  ViewsChart,
  ViewStats
} from '@/features/promotion/components'
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
