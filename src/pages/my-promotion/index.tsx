import React from 'react'
import { getAccessList } from '@/features/promotion/api'
import { PromoterPage } from '@/features/promotion/components/promoter-gate'
import { PromoterShortcuts } from '@/features/promotion/components/promoter-shortcuts'
import { PromotionLinkCard } from '@/features/promotion/components/promotion-link-card'
import { ViewDetailList } from '@/features/promotion/components/view-detail-list'
import { ViewStats } from '@/features/promotion/components/view-stats'
import { ViewsChart } from '@/features/promotion/components/views-chart'
import { Routes } from '@/services/navigation/routes'

/** 我的推广: my link and numbers, with everyone who came through it (the access list). */
export default function MyPromotionPage() {
  return (
    <PromoterPage title='我的推广'>
      {eventId => (
        <>
          <PromotionLinkCard eventId={eventId} />
          <ViewStats />
          <ViewsChart />
          <PromoterShortcuts eventId={eventId} exclude={Routes.myPromotion} />
          <ViewDetailList title='访问记录' fetchPage={getAccessList} emptyText='还没有人通过你的链接访问' />
        </>
      )}
    </PromoterPage>
  )
}
