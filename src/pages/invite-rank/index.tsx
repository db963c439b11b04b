import React from 'react'
import { PromoterPage, RankList } from '@/features/promotion/components'

/** 邀请排行 (?eventId for one event's ranking). */
export default function InviteRankPage() {
  return <PromoterPage title='邀请排行'>{eventId => <RankList eventId={eventId} />}</PromoterPage>
}
