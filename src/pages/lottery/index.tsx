import React from 'react'
import { Page } from '@/components/page'
import { ErrorView, QueryView, Skeleton } from '@/components/states'
import { useLottery } from '@/features/lottery'
import { LotteryScreen } from '@/features/lottery/components'
import { usePageParams } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'
import { lotteryIdParam } from '@/shared/lottery'

export default function LotteryPage() {
  const params = usePageParams()
  const id = lotteryIdParam(params.id)
  const query = useLottery(id)
  if (id === null) {
    return (
      <Page title='抽奖'>
        <ErrorView error={new MissingQueryError()} />
      </Page>
    )
  }
  return (
    <Page title={query.data?.title || '抽奖'}>
      <QueryView query={query} skeleton={<Skeleton rows={5} />}>
        {lottery => <LotteryScreen lottery={lottery} claim={params.claim || null} />}
      </QueryView>
    </Page>
  )
}
