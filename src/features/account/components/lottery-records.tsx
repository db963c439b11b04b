import { Button } from '@/components/button'
import React from 'react'
import type { LotteryRecord } from '../../../../types/contract'
import { useQuery } from '@/hooks/use-query'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { formatLabelled } from '@/shared/format'
import { CLAIM_BADGE, claimState } from '@/features/account/records'
import { getLotteryHistory } from '@/features/lottery'
import { RecordList } from './record-list'
import { RecordRow, type RowBadge } from './record-row'

/** The claim form lives on the lottery page (?claim=credentialId). */
function openClaim(record: LotteryRecord): void {
  void navigateTo(pageUrl(Routes.lottery, { id: record.lotteryId, claim: record.credentialId || undefined }))
}

/** A won prize worth listing under 我的奖品 (not a "thanks for playing" slot). */
const isPrize = (r: LotteryRecord) => r.win && !!r.prize && r.prize.kind !== 'NONE'

/**
 * Lottery records as rows. `prizes` lists only what was won, titled by the prize (account/gifts/prize);
 * otherwise every draw, titled by the lottery, with 中奖/未中奖 (account/lottery). A prize still to
 * claim offers the claim form.
 */
export function LotteryRecords({ prizes = false }: { prizes?: boolean }) {
  const query = useQuery(
    ['getLotteryHistory', 1, prizes ? 'prizes' : 'all'],
    () => getLotteryHistory(1).then(p => (prizes ? p.content.filter(isPrize) : p.content)),
    { refetchOnShow: true }
  )
  return (
    <RecordList
      query={query}
      windowed={!prizes}
      itemKey={record => record.recordId}
      empty={
        prizes ? { text: '还没有奖品', hint: '参加抽奖赢取奖品，中奖后会出现在这里' } : { text: '还没有抽奖记录', hint: '参加抽奖活动后，结果会记录在这里' }
      }
      renderItem={record => {
        const state = claimState(record)
        const claim: RowBadge[] = state !== 'NONE' ? [CLAIM_BADGE[state]] : []
        return (
          <RecordRow
            cover={record.prize?.image || ''}
            title={prizes ? record.prize?.name || '奖品' : record.lotteryTitle}
            badges={prizes ? claim : [record.win ? { text: '中奖', tone: 'theme' } : { text: '未中奖', tone: 'muted' }, ...claim]}
            meta={
              prizes
                ? [record.lotteryTitle, `中奖时间 ${formatLabelled(record.time)}`]
                : [record.win && record.prize ? `奖品：${record.prize.name}` : '谢谢参与', formatLabelled(record.time)]
            }
            aside={
              state === 'TO_CLAIM' ? (
                <Button className='small-btn small-btn--solid' onClick={() => openClaim(record)}>
                  {prizes ? '去领奖' : '填写领奖信息'}
                </Button>
              ) : undefined
            }
          />
        )
      }}
    />
  )
}
