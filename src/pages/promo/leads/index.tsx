import React from 'react'
import { Page } from '@/components/page'
import { LeadRadar } from '@/features/promotion/components'
import { useIdParam } from '@/hooks/use-params'

/** promo/leads/index[?id={leadId}]: 线索雷达, with that lead's sheet open (a hot-lead notice links here). */
export default function LeadRadarPage() {
  const leadId = useIdParam('id')
  return (
    <Page title='线索雷达'>
      <LeadRadar initialLead={leadId} />
    </Page>
  )
}
