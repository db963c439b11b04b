import { Text, View } from '@tarojs/components'
import React from 'react'
import type { EntityDataDetail } from '../../../../../types/contract'
import { MetadataTable } from '@/features/content/components/detail/metadata-table'
import { productPrice, productSpecs } from './product-price'
import './index.scss'

/** Price and specification table of a product introduction. */
export function ProductFacts({ detail }: { detail: EntityDataDetail }) {
  const price = productPrice(detail)
  const specs = productSpecs(detail.metadata)
  if (!price && specs.length === 0) return null
  return (
    <View className='product-facts'>
      {price && (
        <View className='product-facts__price'>
          <Text className='product-facts__price-label'>价格</Text>
          <Text className='product-facts__price-value' data-testid='product-price'>
            {price}
          </Text>
        </View>
      )}
      {specs.length > 0 && (
        <View className='product-facts__specs'>
          <Text className='product-facts__title'>规格参数</Text>
          <MetadataTable fields={specs} />
        </View>
      )}
    </View>
  )
}
