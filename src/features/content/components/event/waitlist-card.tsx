import { Text, View } from '@tarojs/components'
import React from 'react'
import { Button } from '@/components/button'
import type { Waitlist } from '@/features/events'
import { BEIJING_ZONE, formatZoned } from '@/shared/format'
import './waitlist-card.scss'

/** A deadline on the event's wall clock, named: "11-27 14:00（北京时间）". */
const offerDeadline = (iso: string) => `${formatZoned(iso, 'MM-DD HH:mm')}（${BEIJING_ZONE.label}）`

/**
 * The waitlist of a full event under its facts (extension `waitlist`): how many wait and how it works, the
 * visitor's place with 退出候补, or the seat held for them with its deadline and 放弃名额.
 */
export function WaitlistCard({ waitlist }: { waitlist: Waitlist }) {
  const { view, busy } = waitlist
  if (view.kind === 'none') return null
  const how = '有人取消或名额增加时，按候补顺序为你保留名额，并在「我的 › 消息通知」里告诉你。'
  return (
    <View className={`waitlist-card waitlist-card--${view.kind}`} role='status' data-testid='waitlist'>
      {view.kind === 'join' && (
        <>
          <Text className='waitlist-card__title'>名额已满，可加入候补</Text>
          <Text className='waitlist-card__text'>{view.waiting > 0 ? `已有 ${view.waiting} 人在候补。${how}` : how}</Text>
          {waitlist.needsPhone && <Text className='waitlist-card__note'>候补需要已验证的手机号：点「加入候补」先验证，验证后回到这里。</Text>}
          {view.expiredAt && <Text className='waitlist-card__note'>你上次保留的名额已于 {offerDeadline(view.expiredAt)} 过期，可再次加入候补。</Text>}
        </>
      )}
      {view.kind === 'waiting' && (
        <>
          <Text className='waitlist-card__title'>你在候补第 {view.position} 位</Text>
          <Text className='waitlist-card__text'>
            共 {view.waiting} 人在候补。{how}
          </Text>
          <Button className='waitlist-card__leave' variant='text' disabled={busy || undefined} onClick={() => void waitlist.leave()}>
            退出候补
          </Button>
        </>
      )}
      {view.kind === 'offered' && (
        <>
          <Text className='waitlist-card__title'>名额已为你保留</Text>
          <Text className='waitlist-card__text'>请在 {offerDeadline(view.until)}前完成报名，逾期名额将让给下一位候补。</Text>
          <Button className='waitlist-card__leave' variant='text' disabled={busy || undefined} onClick={() => void waitlist.leave()}>
            放弃名额
          </Button>
        </>
      )}
    </View>
  )
}
