import { Text, View } from '@tarojs/components'
import React from 'react'
import type { LotteryWinner } from '../../../../types/contract'
import { useQuery } from '@/hooks/use-query'
import { getWinners } from '@/features/lottery/api'
import { lotteryWinnersKey } from '@/shared/lottery'
import './winners-marquee.scss'

/** Fewer rows than this fit the box without scrolling. */
const VISIBLE_ROWS = 4

function maskName(name: string): string {
  const text = (name || '').trim()
  if (text.length <= 1) return text || '匿名'
  return `${text.slice(0, 1)}${'*'.repeat(Math.min(2, text.length - 1))}`
}

function Row({ w }: { w: LotteryWinner }) {
  return (
    <View className='winners__row'>
      <Text className='winners__name'>{maskName(w.name)}</Text>
      <Text className='winners__prize'>抽中了 {w.prizeName}</Text>
    </View>
  )
}

/** The latest winners scrolling upwards (public; names masked); `winners` undefined while they load. */
export function WinnersMarqueeView({ winners: answer, error }: { winners: LotteryWinner[] | undefined; error: unknown }) {
  const winners = Array.isArray(answer) ? answer : []
  return (
    <View className='winners'>
      <Text className='winners__title'>中奖名单</Text>
      {error ? (
        <Text className='winners__empty'>中奖名单暂时无法加载</Text>
      ) : winners.length === 0 ? (
        <Text className='winners__empty'>{answer ? '还没有人中奖，快来试试手气' : '加载中…'}</Text>
      ) : (
        <View className='winners__window'>
          <View
            className={`winners__track ${winners.length > VISIBLE_ROWS ? 'winners__track--scroll' : ''}`}
            style={winners.length > VISIBLE_ROWS ? { animationDuration: `${winners.length * 2}s` } : undefined}
          >
            {winners.map((w, i) => (
              <Row key={`a${i}`} w={w} />
            ))}
            {/* A second copy makes the loop seamless; hidden from screen readers. */}
            {winners.length > VISIBLE_ROWS && (
              <View aria-hidden='true'>
                {winners.map((w, i) => (
                  <Row key={`b${i}`} w={w} />
                ))}
              </View>
            )}
          </View>
        </View>
      )}
    </View>
  )
}

/** The marquee with its query (a painted lottery page ships the answer: lotteryWinnersKey). */
export function WinnersMarquee({ lotteryId }: { lotteryId: number }) {
  const { data, error } = useQuery(lotteryWinnersKey(lotteryId), () => getWinners(lotteryId))
  return <WinnersMarqueeView winners={data} error={error} />
}
