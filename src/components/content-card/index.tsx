import { Image, Text, View } from '@tarojs/components'
import type { EntityDataSummary } from '../../../types/contract'
import { openDetail } from '@/services/navigation/navigate'
import { detailUrl } from '@/shared/content-routes'
import { BASE_PATH } from '@/services/navigation/routes'
import { resizeImage } from '@/utils/image'
import { cardFacts, cardMeta, cardTypeName } from './meta'
import { tapTarget } from '@/utils/tap-target'
import './index.scss'

type ContentCardLayout = 'row' | 'grid' | 'large'

interface ContentCardProps {
  item: EntityDataSummary
  /** row: thumbnail left (lists); grid: two columns; large: full-width cover. Default row. */
  layout?: ContentCardLayout
  className?: string
}

const COVER_SIZE = { row: 'small', grid: 'medium', large: 'large' } as const

/**
 * A content item of any type as a card; tapping (or Enter) opens its detail page (openDetail). The link's
 * name is what the card shows (status, title, summary, facts), not a shorter label beside it: what a
 * voice-control user reads on screen must be part of the name (WCAG 2.5.3); the cover is decoration.
 */
export function ContentCard({ item, layout = 'row', className }: ContentCardProps) {
  const meta = cardMeta(item)
  const type = cardTypeName(item)
  const url = detailUrl(type, item.id)
  const open = () => void openDetail(type, item.id)
  const facts = cardFacts(item, meta)
  return (
    <View
      className={`content-card content-card--${layout} ${className || ''}`}
      {...tapTarget('link')}
      data-testid='content-card'
      // data-href: the painted view (before the app runs) makes the card a plain link (src/ssr/taro-components.tsx).
      data-href={url ? BASE_PATH + url : undefined}
      onClick={open}
    >
      <View className='content-card__cover'>
        {item.cover ? (
          <Image className='content-card__img' src={resizeImage(item.cover, COVER_SIZE[layout])} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
        ) : (
          <View className='content-card__placeholder' aria-hidden='true'>
            <Text>{(item.title || '·').slice(0, 1)}</Text>
          </View>
        )}
        {meta.status && <Text className={`content-card__status content-card__status--${meta.status.tone.toLowerCase()}`}>{meta.status.text}</Text>}
      </View>
      <View className='content-card__body'>
        <Text className='content-card__title'>{item.title}</Text>
        {/* A grid card has no room for a summary, but a product says in one line what it is. */}
        {(layout !== 'grid' || type === 'PRODUCT_INTRODUCTION') && item.summary && <Text className='content-card__summary'>{item.summary}</Text>}
        <View className='content-card__meta'>
          {meta.time && <Text className='content-card__time'>{meta.time}</Text>}
          {facts && <Text className='content-card__facts'>{facts}</Text>}
          {meta.price && <Text className='content-card__price'>{meta.price}</Text>}
        </View>
      </View>
    </View>
  )
}

export { EVENT_STATUS_TEXT } from '@/shared/event-status'
