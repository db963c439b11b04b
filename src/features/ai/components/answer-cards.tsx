import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React from 'react'
import type { AiCard, AiCardAction } from '../../../../types/contract'
import { Button } from '@/components/button'
import { useExtension } from '@/hooks/use-extension'
import { openDetail } from '@/services/navigation/navigate'
import { resizeImage } from '@/utils/image'
import { openCard, useCardActions } from '@/features/ai/card-actions'
import type { ChatItem } from '@/features/ai/use-chat'
import { tapTarget } from '@/utils/tap-target'
import './answer-cards.scss'

const ACTION_TEXT: Record<AiCardAction, string> = { signup: '报名', download: '下载', favorite: '收藏' }

// An observer: 收藏 reads the favourites its taps keep.
const Cards = observer(function Cards({ cards }: { cards: AiCard[] }) {
  // One action at a time (useAction inside): a second tap while one runs does nothing.
  const { run, isStarred } = useCardActions()
  /** What the action's button says: 收藏 follows the favourite (已收藏 once kept). */
  const textOf = (card: AiCard, action: AiCardAction) => (action === 'favorite' && isStarred(card) ? '已收藏' : ACTION_TEXT[action])
  return (
    <View className='ai-cards' aria-label='回答引用的内容'>
      {cards.map(card => (
        <View key={`${card.type}-${card.id}`} className='ai-card' data-testid={`ai-card-${card.id}`}>
          <View className='ai-card__body' {...tapTarget('button')} aria-label={`查看${card.title}`} onClick={() => void openCard(card)}>
            <Image className='ai-card__cover' src={resizeImage(card.cover, 'small')} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
            <View className='ai-card__text'>
              <Text className='ai-card__title'>{card.title}</Text>
              {card.time ? <Text className='ai-card__time'>{card.time}</Text> : null}
            </View>
          </View>
          <View className='ai-card__actions'>
            {card.actions.map(action => (
              <Button
                key={action}
                variant={action === 'favorite' ? 'plain' : 'primary'}
                className='ai-card__action'
                aria-label={`${textOf(card, action)}：${card.title}`}
                aria-pressed={action === 'favorite' ? isStarred(card) : undefined}
                onClick={() => void run(card, action)}
              >
                {textOf(card, action)}
              </Button>
            ))}
          </View>
        </View>
      ))}
    </View>
  )
})

/** Cards are shown for an answer when the server offers them (extension assistantCards) and the answer has some. */
const useCardsShown = (item: ChatItem) => useExtension('assistantCards') && item.status === 'done' && item.cards.length > 0

/** The answer's content as cards with one-tap actions (extension assistantCards), under the answer's bubble. */
export const AnswerCards = observer(function AnswerCards({ item }: { item: ChatItem }) {
  return useCardsShown(item) ? <Cards cards={item.cards} /> : null
})

/** The plain list of what an answer refers to (the specification's answer), inside the bubble, unless cards show it. */
export const AnswerLinks = observer(function AnswerLinks({ item }: { item: ChatItem }) {
  const cards = useCardsShown(item)
  if (cards || item.status !== 'done' || item.links.length === 0) return null
  return (
    <View className='ai-msg__links'>
      <Text className='ai-msg__links-title'>相关内容</Text>
      {item.links.map(link => (
        <View key={`${link.entityType}-${link.id}`} className='ai-msg__link' {...tapTarget('button')} onClick={() => void openDetail(link.entityType, link.id)}>
          {link.title}
        </View>
      ))}
    </View>
  )
})
