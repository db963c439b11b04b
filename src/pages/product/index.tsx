import React from 'react'
import {
  AskButton,
  BuyButton,
  DetailBodySection,
  type DetailPageSpec,
  EntityDetailPage,
  introPage,
  ProductFacts,
  TrialButton
} from '@/features/content/components'
import { Routes } from '@/services/navigation/routes'

/**
 * The 产品 detail page, drawn by this page and by the server's painted view (src/ssr/views.tsx). Its bottom bar
 * converts: 咨询 (the assistant) beside 收藏 and 分享, and 申请试用 (the site's lead form; a paid product's 购买 instead).
 */
const PRODUCT_SPEC = {
  title: '产品详情',
  route: Routes.product,
  trackType: 'PRODUCT_INTRODUCTION',
  extraButtons: () => <AskButton />,
  action: (detail, ctx) => (ctx.locked ? <BuyButton price={detail.price} buying={ctx.buying} onBuy={() => void ctx.buy()} /> : <TrialButton />)
} satisfies Omit<DetailPageSpec, 'body'>
export const PRODUCT_PAGE = introPage(PRODUCT_SPEC, (detail, ctx) => (
  <>
    <ProductFacts detail={detail} />
    <DetailBodySection title='产品介绍' detail={detail} locked={ctx.locked} />
  </>
))

export default function ProductPage() {
  return <EntityDetailPage page={PRODUCT_PAGE} />
}
