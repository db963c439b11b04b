import { Image, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { FactRow } from '@/components/fact-row'
import React from 'react'
import type { Order } from '../../../../types/contract'
import { QueryView } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { redirectTo } from '@/services/navigation/navigate'
import { Routes } from '@/services/navigation/routes'
import { formatDate, formatPrice } from '@/shared/format'
import { getOrderInfo } from '@/features/orders/api'
import { needsPayment, PAY_STATUS_LABEL } from '@/features/orders/order-status'
import { usePayOrder } from '@/features/orders/use-pay-order'
import './order-payment.scss'

const RESULT: Record<'ok' | 'wait' | 'off', string> = { ok: '✓', wait: '¥', off: '×' }

/** Order summary with its pay state, and 立即支付 while it can be paid (account/payment). */
export function OrderPayment({ orderId }: { orderId: number }) {
  // Refetch when the visitor comes back from the provider's pay page.
  const query = useQuery(['getOrderInfo', orderId], () => getOrderInfo(orderId), { refetchOnShow: true })
  const { pay, paying } = usePayOrder()
  const onPay = async (order: Order) => {
    const outcome = await pay(order)
    if (outcome === 'paid') void query.reload()
  }
  return (
    <QueryView query={query}>
      {order => {
        const result = order.payStatus === 'COMPLETE_PAY' ? 'ok' : order.payStatus === 'WAIT_PAY' ? 'wait' : 'off'
        return (
          <View className='payment'>
            <View className={`payment__result payment__result--${result}`}>
              <Text className='payment__result-icon'>{RESULT[result]}</Text>
              <Text className='payment__result-text' data-testid='payment-status'>
                {result === 'ok' ? '支付成功' : PAY_STATUS_LABEL[order.payStatus]}
              </Text>
              <Text className='payment__amount'>{formatPrice(order.amount)}</Text>
            </View>
            <View className='payment__card'>
              <View className='payment__item'>
                {order.cover ? (
                  <Image className='payment__cover' src={order.cover} mode='aspectFill' imgProps={{ alt: '' }} />
                ) : (
                  <View className='payment__cover' />
                )}
                <Text className='payment__title'>{order.title}</Text>
              </View>
              <FactRow block='payment-line' label='订单号' value={order.orderNo} />
              <FactRow block='payment-line' label='下单时间' value={formatDate(order.createdAt)} />
              {order.paidAt && <FactRow block='payment-line' label='支付时间' value={formatDate(order.paidAt)} />}
              <FactRow block='payment-line' label='支付方式' value='微信支付' />
            </View>
            <View className='payment__actions'>
              {needsPayment(order) ? (
                <Button className='payment__btn payment__btn--primary' disabled={paying(order.orderId) || undefined} onClick={() => void onPay(order)}>
                  立即支付 {formatPrice(order.amount)}
                </Button>
              ) : (
                <Button className='payment__btn' onClick={() => void redirectTo(Routes.accountOrder)}>
                  查看我的订单
                </Button>
              )}
            </View>
          </View>
        )
      }}
    </QueryView>
  )
}
