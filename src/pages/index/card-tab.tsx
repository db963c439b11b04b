import React from 'react'
import { BusinessCardView } from '@/features/cards/components'

/** The home page's 名片 tab (mini-programs: bundled with the page). */
export function CardTab({ companyUserId }: { companyUserId: number }) {
  return <BusinessCardView companyUserId={companyUserId} />
}
