import { Text, View } from '@tarojs/components'
import React from 'react'
import type { EntityDataDetail, MetadataField } from '../../../../../types/contract'
import { formatPrice } from '@/utils/format'
import { MetadataTable } from '@/features/content/components/detail/metadata-table'
import './index.scss'

const PRICE_KEYS = ['price', 'salePrice', 'priceText']

/** The product's price line: a metadata price text when given (e.g. "¥2,999 起"), else the content price. */
export function productPrice(detail: Pick<EntityDataDetail, 'price' | 'metadata'>): string | null {
  const field = (detail.metadata || []).find(f => PRICE_KEYS.includes(f.key) && f.value)
  if (field) return field.value
  return typeof detail.price === 'number' && detail.price > 0 ? formatPrice(detail.price) : null
}

/** Specs: every metadata field except the price. */
export function productSpecs(metadata: MetadataField[] | null | undefined): MetadataField[] {
  return (metadata || []).filter(f => !PRICE_KEYS.includes(f.key))
}

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
