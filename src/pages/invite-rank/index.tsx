import React from 'react'
import { PromoterPage } from '@/features/promotion/components/promoter-gate'
import { RankList } from '@/features/promotion/components/rank-list'

/** 邀请排行 (?eventId for one event's ranking). */
export default function InviteRankPage() {
  return <PromoterPage title='邀请排行'>{eventId => <RankList eventId={eventId} />}</PromoterPage>
}
