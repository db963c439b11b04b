import React from 'react'
import { DetailBody, DetailCover, DetailHeader, DetailSection, EntityDetailPage } from '@/features/content/components'
import { ProductFacts } from '@/features/content/components/product/product-facts'
import { Routes } from '@/services/navigation/routes'

export default function ProductPage() {
  return (
    <EntityDetailPage title='产品详情' route={Routes.product} trackType='PRODUCT_INTRODUCTION'>
      {(detail, ctx) => (
        <>
          <DetailCover src={detail.cover} alt={detail.title} />
          <DetailHeader detail={detail} />
          <ProductFacts detail={detail} />
          <DetailSection title='产品介绍'>
            <DetailBody html={detail.content} locked={ctx.locked} />
          </DetailSection>
        </>
      )}
    </EntityDetailPage>
  )
}
