import React from 'react'
import { getEntityDataDetail } from '@/features/content/api'
import { DetailBody, DetailCover, DetailHeader, DetailScreen, DetailSection, useContentDetail } from '@/features/content/components'
import { ProductFacts } from '@/features/content/components/product/product-facts'
import { useIdParam } from '@/hooks/use-params'
import { Routes } from '@/services/navigation/routes'

export default function ProductPage() {
  const id = useIdParam('id')
  const state = useContentDetail(id, getEntityDataDetail, { trackType: 'PRODUCT_INTRODUCTION' })
  return (
    <DetailScreen title='产品详情' id={id} state={state} route={Routes.product}>
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
    </DetailScreen>
  )
}
