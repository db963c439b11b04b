import { Image, Text, View } from '@tarojs/components'
import React from 'react'
import type { Prize } from '../../../../types/contract'
import { resizeImage } from '@/utils/image'
import { CENTRE_CELL, RING_CELLS } from '@/features/lottery/grid'
import { tapTarget } from '@/utils/tap-target'
import './lottery-board.scss'

interface LotteryBoardProps {
  slots: Prize[]
  active: number | null
  /** Drawing or spinning: the centre button is disabled (a tap while spinning skips the animation). */
  busy: boolean
  spinning: boolean
  onDraw: () => void
  onSkip: () => void
  buttonText?: string
  /** No chance left: the centre says so and looks inactive (a tap still explains why). */
  exhausted?: boolean
}

/** Eight prizes round a centre "抽奖" button; the lit cell runs round and stops on the drawn prize. */
export function LotteryBoard({ slots, active, busy, spinning, onDraw, onSkip, buttonText = '抽奖', exhausted = false }: LotteryBoardProps) {
  const cells: React.ReactNode[] = []
  for (let cell = 0; cell < 9; cell++) {
    if (cell === CENTRE_CELL) {
      cells.push(
        <View
          key='centre'
          className={`lottery-board__go ${busy ? 'lottery-board__go--busy' : ''} ${exhausted && !busy ? 'lottery-board__go--off' : ''}`}
          {...tapTarget('button')}
          aria-disabled={(busy && !spinning) || (exhausted && !busy)}
          aria-label={spinning ? '跳过动画' : exhausted && !busy ? '抽奖机会已用完' : buttonText}
          onClick={() => (spinning ? onSkip() : !busy && onDraw())}
        >
          {exhausted && !busy ? (
            <Text className='lottery-board__go-text lottery-board__go-text--off'>机会已用完</Text>
          ) : (
            <Text className='lottery-board__go-text'>{spinning ? '跳过' : busy ? '抽奖中' : buttonText}</Text>
          )}
        </View>
      )
      continue
    }
    const slot = RING_CELLS.indexOf(cell as (typeof RING_CELLS)[number])
    const prize = slots[slot]
    cells.push(
      <View
        key={`c${cell}`}
        className={`lottery-board__cell ${active === slot ? 'lottery-board__cell--active' : ''}`}
        data-slot={slot}
        aria-current={active === slot && !spinning ? 'true' : undefined}
        // Only a spinning board's cells are taps (they skip the animation): an idle cell is no control.
        onClick={spinning ? onSkip : undefined}
      >
        <View className='lottery-board__img-box'>
          {prize?.image ? (
            <Image className='lottery-board__img' src={resizeImage(prize.image, 'icon')} mode='aspectFit' lazyLoad imgProps={{ alt: '' }} />
          ) : (
            <Text className={`lottery-board__badge ${prize?.kind === 'NONE' ? 'lottery-board__badge--none' : ''}`}>{prize?.kind === 'NONE' ? '谢' : '礼'}</Text>
          )}
        </View>
        <Text className='lottery-board__name'>{prize?.name}</Text>
      </View>
    )
  }
  return (
    <View className='lottery-board' aria-label='奖品九宫格'>
      {cells}
    </View>
  )
}
