import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { ErrorView } from '@/components/states'
import { OrderPayment } from '@/features/orders/components'
import { useIdParam } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'
import { goHome } from '@/services/navigation/navigate'

/** Order summary and payment (spec §2 account/payment?id). */
export default function AccountPaymentPage() {
  const id = useIdParam('id')
  return (
    <Page title='订单支付'>
      {id ? (
        <RequireAccount>{() => <OrderPayment orderId={id} />}</RequireAccount>
      ) : (
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      )}
    </Page>
  )
}
