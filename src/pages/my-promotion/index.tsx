import React from 'react'
import { getAccessList } from '@/features/promotion'
import { PromoterPage, PromoterShortcuts, PromotionLinkCard, ViewDetailList, ViewsChart, ViewStats } from '@/features/promotion/components'
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
