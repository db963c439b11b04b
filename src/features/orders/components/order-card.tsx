import { Image, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import type { Order } from '../../../../types/contract'
import { formatDate, formatPrice } from '@/shared/format'
import { canCancel, needsPayment, PAY_STATUS_LABEL, statusTone } from '@/features/orders/order-status'
import { tapTarget } from '@/utils/tap-target'
import './order-card.scss'

interface OrderCardProps {
  order: Order
  busy?: boolean
  onCancel?: (order: Order) => void
  onPay?: (order: Order) => void
  onOpen?: (order: Order) => void
}

/** One order: number, status, item, amount, times and the actions its status allows. */
export function OrderCard({ order, busy = false, onCancel, onPay, onOpen }: OrderCardProps) {
  const showCancel = !!onCancel && canCancel(order)
  const showPay = !!onPay && needsPayment(order)
  // Taro's button treats any disabled attribute, even "false", as disabled: pass undefined instead.
  return (
    <View className='order-card' data-testid={`order-${order.orderId}`}>
      <View className='order-card__head'>
        <Text className='order-card__no'>订单号 {order.orderNo}</Text>
        <Text className={`order-card__status order-card__status--${statusTone(order.payStatus)}`}>{PAY_STATUS_LABEL[order.payStatus] || order.payStatus}</Text>
      </View>
      <View className='order-card__body' {...(onOpen ? tapTarget('button') : {})} onClick={onOpen ? () => onOpen(order) : undefined}>
        <View className='order-card__cover'>
          {order.cover ? (
            <Image className='order-card__img' src={order.cover} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
          ) : (
            <View className='order-card__img' />
          )}
        </View>
        <View className='order-card__info'>
          <Text className='order-card__title'>{order.title}</Text>
          <Text className='order-card__time'>下单 {formatDate(order.createdAt)}</Text>
          {order.paidAt && <Text className='order-card__time'>支付 {formatDate(order.paidAt)}</Text>}
        </View>
        <Text className='order-card__amount'>{formatPrice(order.amount)}</Text>
      </View>
      {(showCancel || showPay) && (
        <View className='order-card__actions'>
          {showCancel && (
            <Button className='order-card__btn' disabled={busy || undefined} onClick={() => onCancel?.(order)}>
              取消订单
            </Button>
          )}
          {showPay && (
            <Button className='order-card__btn order-card__btn--primary' disabled={busy || undefined} onClick={() => onPay?.(order)}>
              去支付
            </Button>
          )}
        </View>
      )}
    </View>
  )
}
