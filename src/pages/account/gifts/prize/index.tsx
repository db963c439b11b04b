import { Button } from '@/components/button'
import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { AsyncView, Empty } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { getLotteryHistory } from '@/features/lottery/api'
import { RecordRow } from '@/features/account/components/record-row'
import { CLAIM_BADGE, claimState } from '@/features/account/records'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { formatDate } from '@/utils/format'

function Prizes() {
  const query = useQuery(() => getLotteryHistory(1).then(p => p.content.filter(r => r.win && r.prize && r.prize.kind !== 'NONE')), [], { refetchOnShow: true })
  return (
    <AsyncView
      loading={query.loading}
      error={query.error}
      data={query.data}
      onRetry={() => void query.reload()}
      isEmpty={list => list.length === 0}
      empty={<Empty text='还没有奖品' hint='参加抽奖赢取奖品，中奖后会出现在这里' />}
    >
      {list => (
        <>
          {list.map(record => {
            const state = claimState(record)
            return (
              <RecordRow
                key={record.recordId}
                cover={record.prize?.image || ''}
                title={record.prize?.name || '奖品'}
                badges={state !== 'NONE' ? [CLAIM_BADGE[state]] : []}
                meta={[record.lotteryTitle, `中奖时间 ${formatDate(record.time)}`]}
                aside={
                  state === 'TO_CLAIM' ? (
                    <Button
                      className='small-btn small-btn--solid'
                      onClick={() => void navigateTo(pageUrl(Routes.lottery, { id: record.lotteryId, claim: record.credentialId || undefined }))}
                    >
                      去领奖
                    </Button>
                  ) : undefined
                }
              />
            )
          })}
        </>
      )}
    </AsyncView>
  )
}

/** Prizes won, with their claim state (SPEC §2 account/gifts/prize). */
export default function AccountPrizePage() {
  return (
    <Page title='我的奖品'>
      <RequireAccount>{() => <Prizes />}</RequireAccount>
    </Page>
  )
}
