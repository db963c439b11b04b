import React from 'react'
import { Page } from '@/components/page'
import { ErrorView, QueryView, Skeleton } from '@/components/states'
import { LotteryScreen } from '@/features/lottery/components/lottery-screen'
import { getLottery } from '@/features/lottery/api'
import { usePageParams } from '@/hooks/use-params'
import { useQuery } from '@/hooks/use-query'
import { MissingQueryError } from '@/services/http'
import { lotteryIdParam, lotteryKey } from '@/shared/lottery'

export default function LotteryPage() {
  const params = usePageParams()
  const id = lotteryIdParam(params.id)
  const query = useQuery(lotteryKey(id), () => getLottery(id!), { enabled: id !== null })
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
