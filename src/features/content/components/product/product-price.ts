import type { EntityDataDetail, MetadataField } from '../../../../../types/contract'
import { formatPrice } from '@/shared/format'

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
