import React from 'react'
import { lazyPart } from '@/components/lazy-part'
import { Skeleton } from '@/components/states'

// Most visitors never open the 名片 tab: on the web its code loads when it is opened (webpackExports: the chunk holds
// that screen's modules, not all of the public module's).
const BusinessCardView = lazyPart(
  () => import(/* webpackExports: "BusinessCardView" */ '@/features/cards/components').then(m => ({ default: m.BusinessCardView })),
  <Skeleton rows={3} avatar />
)

/** The home page's 名片 tab, loaded on demand on the web. */
export function CardTab({ companyUserId }: { companyUserId: number }) {
  return <BusinessCardView companyUserId={companyUserId} />
}
