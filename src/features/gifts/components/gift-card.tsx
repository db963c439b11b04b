import { Image, Text, View } from '@tarojs/components'
import React from 'react'
import type { Gift } from '../../../../types/contract'
import { resizeImage } from '@/utils/image'
import { stockText } from '@/features/gifts/gift-rules'
import { tapTarget } from '@/utils/tap-target'
import './gift-card.scss'

/** A gift tile: picture, name, points price and stock (the button's name is what it shows). */
export function GiftCard({ gift, onOpen }: { gift: Gift; onOpen: (gift: Gift) => void }) {
  return (
    <View
      className={`gift-card ${gift.stock > 0 ? '' : 'gift-card--out'}`}
      {...tapTarget('button')}
      data-testid={`gift-${gift.id}`}
      onClick={() => onOpen(gift)}
    >
      <View className='gift-card__cover'>
        {gift.image ? (
          <Image className='gift-card__img' src={resizeImage(gift.image, 'medium')} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
        ) : (
          <View className='gift-card__img' />
        )}
      </View>
      <View className='gift-card__body'>
        <Text className='gift-card__name'>{gift.name}</Text>
        <View className='gift-card__foot'>
          <Text className='gift-card__points'>{gift.points} 积分</Text>
          <Text className='gift-card__stock'>{stockText(gift)}</Text>
        </View>
      </View>
    </View>
  )
}
