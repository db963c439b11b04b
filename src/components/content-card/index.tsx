import { Image, Text, View } from '@tarojs/components'
import type { EntityDataSummary } from '../../../types/contract'
import { openDetail } from '@/services/navigation/navigate'
import { resizeImage } from '@/utils/image'
import { cardFacts, cardMeta, cardTypeName } from './meta'
import './index.scss'

export type ContentCardLayout = 'row' | 'grid' | 'large'

export interface ContentCardProps {
  item: EntityDataSummary
  /** row: thumbnail left (lists); grid: two columns; large: full-width cover. Default row. */
  layout?: ContentCardLayout
  className?: string
}

const COVER_SIZE = { row: 'small', grid: 'medium', large: 'large' } as const

/** A content item of any type as a card; tapping opens its detail page (openDetail). */
export function ContentCard({ item, layout = 'row', className }: ContentCardProps) {
  const meta = cardMeta(item)
  const open = () => void openDetail(cardTypeName(item), item.id)
  const facts = cardFacts(item, meta)
  return (
    <View className={`content-card content-card--${layout} ${className || ''}`} role='link' aria-label={item.title} data-testid='content-card' onClick={open}>
      <View className='content-card__cover'>
        {item.cover ? (
          <Image
            className='content-card__img'
            src={resizeImage(item.cover, COVER_SIZE[layout])}
            mode='aspectFill'
            lazyLoad
            imgProps={{ alt: item.title || '' }}
          />
        ) : (
          <View className='content-card__placeholder'>
            <Text>{(item.title || '·').slice(0, 1)}</Text>
          </View>
        )}
        {meta.status && <Text className={`content-card__status content-card__status--${meta.status.tone.toLowerCase()}`}>{meta.status.text}</Text>}
      </View>
      <View className='content-card__body'>
        <Text className='content-card__title'>{item.title}</Text>
        {layout !== 'grid' && item.summary && <Text className='content-card__summary'>{item.summary}</Text>}
        <View className='content-card__meta'>
          {meta.time && <Text className='content-card__time'>{meta.time}</Text>}
          {facts && <Text className='content-card__facts'>{facts}</Text>}
          {meta.price && <Text className='content-card__price'>{meta.price}</Text>}
        </View>
      </View>
    </View>
  )
}

export { cardFacts, cardMeta, cardTypeName, EVENT_STATUS_TEXT } from './meta'
