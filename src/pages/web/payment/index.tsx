import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { AsyncView, ErrorView } from '@/components/states'
import { usePageParams } from '@/hooks/use-params'
import { useQuery } from '@/hooks/use-query'
import { findOrder } from '@/features/orders/find-order'
import { needsPayment, PAY_STATUS_LABEL } from '@/features/orders/order-status'
import { usePayOrder } from '@/features/orders/use-pay-order'
import { MissingQueryError } from '@/services/http'
import { safeAppPath } from '@/services/navigation/links'
import { goHome, redirectTo } from '@/services/navigation/navigate'
import { Routes } from '@/services/navigation/routes'
import { parseId } from '@/utils/params'
import { formatPrice } from '@/utils/format'
import './index.scss'

function PayHandOff({ orderNo, orderId, back }: { orderNo: string; orderId: number | null; back: string }) {
  const query = useQuery(() => findOrder(orderNo, orderId), [orderNo, orderId], { refetchOnShow: true })
  const { pay, paying } = usePayOrder()
  return (
    <AsyncView loading={query.loading} error={query.error} data={query.data} onRetry={() => void query.reload()}>
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
                <Button className='web-pay__btn' disabled={paying || undefined} onClick={() => void pay(order)}>
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
    </AsyncView>
  )
}

/** The web pay hand-off (SPEC §2 web/payment?orderNo&redirect): explains, leaves for the provider page, shows the result. */
export default function WebPaymentPage() {
  const params = usePageParams()
  const orderNo = (params.orderNo || '').trim()
  const back = safeAppPath(params.redirect) || Routes.accountOrder
  return (
    <Page title='支付'>
      {orderNo && /^[A-Za-z0-9_-]{1,64}$/.test(orderNo) ? (
        <RequireAccount>{() => <PayHandOff orderNo={orderNo} orderId={parseId(params.id)} back={back} />}</RequireAccount>
      ) : (
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      )}
    </Page>
  )
}
