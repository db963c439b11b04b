import React from 'react'
import { Page } from '@/components/page'
import { PromoterGate } from '@/features/promotion/components/promoter-gate'
import { RankList } from '@/features/promotion/components/rank-list'
import { useIdParam } from '@/hooks/use-params'

/** 邀请排行 (?eventId for one event's ranking). */
export default function InviteRankPage() {
  const eventId = useIdParam('eventId') ?? undefined
  return (
    <Page title='邀请排行'>
      <PromoterGate>
        <RankList eventId={eventId} />
      </PromoterGate>
    </Page>
  )
}
