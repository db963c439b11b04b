import React from 'react'
import { Page } from '@/components/page'
import { CampaignApplicants, CampaignList, PromoterGate, PromoterShortcuts } from '@/features/promotion/components'
import { useIdParam, usePageParams } from '@/hooks/use-params'
import { Routes } from '@/services/navigation/routes'

/** 渠道伙伴中心: my campaigns; with ?eventId, that campaign's sign-ups (mine or all). */
export default function PromoPage() {
  const eventId = useIdParam('eventId')
  const { tab } = usePageParams()
  return (
    <Page title={eventId ? '报名名单' : '渠道伙伴中心'}>
      <PromoterGate>
        {eventId ? (
          <CampaignApplicants eventId={eventId} initialTab={tab === 'all' ? 'all' : 'mine'} />
        ) : (
          <>
            <PromoterShortcuts exclude={Routes.promo} />
            <CampaignList />
          </>
        )}
      </PromoterGate>
    </Page>
  )
}
