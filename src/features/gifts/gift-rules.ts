import type { Gift, GiftRedemption } from '../../../types/contract'
import { CELLPHONE_INVALID, isCellphone } from '@/shared/phone'

export const REDEMPTION_STATUS: Record<GiftRedemption['status'], { text: string; tone: 'warning' | 'theme' | 'success' }> = {
  PENDING: { text: '待发货', tone: 'warning' },
  SHIPPED: { text: '已发货', tone: 'theme' },
  DONE: { text: '已完成', tone: 'success' }
}

export interface ShippingValues {
  name: string
  cellphone: string
  address: string
}

export type ShippingErrors = Partial<Record<keyof ShippingValues, string>>

/** Physical gifts are shipped: name, an 11-digit mainland mobile number and an address are required. */
export function needsShipping(gift: Pick<Gift, 'kind'>): boolean {
  return gift.kind === 'THING'
}

export function validateShipping(values: ShippingValues): ShippingErrors {
  const errors: ShippingErrors = {}
  if (!values.name.trim()) errors.name = '请填写收货人'
  if (!isCellphone(values.cellphone)) errors.cellphone = CELLPHONE_INVALID
  if (values.address.trim().length < 5) errors.address = '请填写详细收货地址'
  return errors
}

/** "库存 3" / "已兑完"; a gift out of stock cannot be redeemed. */
export function stockText(gift: Pick<Gift, 'stock'>): string {
  return gift.stock > 0 ? `库存 ${gift.stock}` : '已兑完'
}

/** Points still missing to redeem the gift (0 when the balance covers it), known before any request. */
export function pointsShort(gift: Pick<Gift, 'points'>, balance: number): number {
  return Math.max(0, (gift.points || 0) - (Number.isFinite(balance) ? balance : 0))
}
