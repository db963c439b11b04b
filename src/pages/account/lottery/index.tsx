import { Button } from '@/components/button'
import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { AsyncView, Empty } from '@/components/states'
import { WindowedList } from '@/components/windowed-list'
import { useQuery } from '@/hooks/use-query'
import { getLotteryHistory } from '@/features/lottery/api'
import { RecordRow } from '@/features/account/components/record-row'
import { CLAIM_BADGE, claimState } from '@/features/account/records'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { formatDate } from '@/utils/format'
import type { LotteryRecord } from '../../../../types/contract'

/** The claim form lives on the lottery page (?claim=credentialId). */
function openClaim(record: LotteryRecord): void {
  void navigateTo(pageUrl(Routes.lottery, { id: record.lotteryId, claim: record.credentialId || undefined }))
}

function LotteryRecords() {
  const query = useQuery(() => getLotteryHistory(1), [], { refetchOnShow: true })
  return (
    <AsyncView
      loading={query.loading}
      error={query.error}
      data={query.data}
      onRetry={() => void query.reload()}
      isEmpty={data => data.content.length === 0}
      empty={<Empty text='还没有抽奖记录' hint='参加抽奖活动后，结果会记录在这里' />}
    >
      {data => (
        <WindowedList
          items={data.content}
          itemKey={record => record.recordId}
          renderItem={record => {
            const state = claimState(record)
            return (
              <RecordRow
                cover={record.prize?.image || ''}
                title={record.lotteryTitle}
                badges={[
                  record.win ? { text: '中奖', tone: 'theme' as const } : { text: '未中奖', tone: 'muted' as const },
                  ...(state !== 'NONE' ? [CLAIM_BADGE[state]] : [])
                ]}
                meta={[record.win && record.prize ? `奖品：${record.prize.name}` : '谢谢参与', formatDate(record.time)]}
                aside={
                  state === 'TO_CLAIM' ? (
                    <Button className='small-btn small-btn--solid' onClick={() => openClaim(record)}>
                      填写领奖信息
                    </Button>
                  ) : undefined
                }
              />
            )
          }}
        />
      )}
    </AsyncView>
  )
}

/** My lottery records (SPEC §2 account/lottery). */
export default function AccountLotteryPage() {
  return (
    <Page title='抽奖记录'>
      <RequireAccount>{() => <LotteryRecords />}</RequireAccount>
    </Page>
  )
}
