import React from 'react'
import { DetailBody, DetailSection, EntityDetailPage, introPage } from '@/features/content/components'
import { ProductFacts } from '@/features/content/components/product/product-facts'
import { Routes } from '@/services/navigation/routes'

/** The 产品 detail page, drawn by this page and by the server's painted view (src/ssr/views.tsx). */
export const PRODUCT_PAGE = introPage({ title: '产品详情', route: Routes.product, trackType: 'PRODUCT_INTRODUCTION' }, (detail, ctx) => (
  <>
    <ProductFacts detail={detail} />
    <DetailSection title='产品介绍'>
      <DetailBody html={detail.content} locked={ctx.locked} />
    </DetailSection>
  </>
))

export default function ProductPage() {
  return <EntityDetailPage page={PRODUCT_PAGE} />
}
