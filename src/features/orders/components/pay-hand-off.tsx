import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import { QueryView } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { redirectTo } from '@/services/navigation/navigate'
import { formatPrice } from '@/shared/format'
import { findOrder } from '@/features/orders/find-order'
import { needsPayment, PAY_STATUS_LABEL } from '@/features/orders/order-status'
import { usePayOrder } from '@/features/orders/use-pay-order'
import './pay-hand-off.scss'

/** An order number the pay hand-off accepts (what the provider sends back). */
export const isOrderNo = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value)

/** The web pay hand-off (web/payment): explains, leaves for the provider page, shows the result; `back` when done. */
export function PayHandOff({ orderNo, orderId, back }: { orderNo: string; orderId: number | null; back: string }) {
  const query = useQuery(['findOrder', orderNo, orderId], () => findOrder(orderNo, orderId), { refetchOnShow: true })
  const { pay, paying } = usePayOrder()
  return (
    <QueryView query={query}>
      {order => {
        const paid = order.payStatus === 'COMPLETE_PAY'
        return (
          <View className='web-pay'>
            <View className='web-pay__card'>
              <Text className='web-pay__title'>{order.title}</Text>
              <Text className='web-pay__amount'>{formatPrice(order.amount)}</Text>
              <Text className='web-pay__no'>订单号 {order.orderNo}</Text>
              <Text className={`web-pay__status ${paid ? 'web-pay__status--ok' : ''}`} data-testid='web-pay-status'>
                {paid ? '支付成功' : PAY_STATUS_LABEL[order.payStatus]}
              </Text>
            </View>
            {needsPayment(order) ? (
              <View className='web-pay__explain'>
                <Text className='web-pay__text'>点击下方按钮将前往支付服务商的安全支付页面完成付款，付款后会自动回到这里显示结果。</Text>
                <Button className='web-pay__btn' disabled={paying(order.orderId) || undefined} onClick={() => void pay(order)}>
                  前往支付页面
                </Button>
              </View>
            ) : (
              <View className='web-pay__explain'>
                {!paid && <Text className='web-pay__text'>该订单已无法支付。</Text>}
                <Button className='web-pay__btn' onClick={() => void redirectTo(back)}>
                  {paid ? '完成' : '返回'}
                </Button>
              </View>
            )}
          </View>
        )
      }}
    </QueryView>
  )
}
