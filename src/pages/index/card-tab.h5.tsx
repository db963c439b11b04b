import React, { Suspense } from 'react'
import { Skeleton } from '@/components/states'

// Most visitors never open the 名片 tab: on the web its code loads when it is opened (webpackExports: the chunk holds
// that screen's modules, not all of the public module's).
const BusinessCardView = React.lazy(() =>
  import(/* webpackExports: "BusinessCardView" */ '@/features/cards/components').then(m => ({ default: m.BusinessCardView }))
)

/** The home page's 名片 tab, loaded on demand on the web. */
export function CardTab({ companyUserId }: { companyUserId: number }) {
  return (
    <Suspense fallback={<Skeleton rows={3} avatar />}>
      <BusinessCardView companyUserId={companyUserId} />
    </Suspense>
  )
}
