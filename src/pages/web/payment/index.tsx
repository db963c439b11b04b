import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { ErrorView } from '@/components/states'
import { isOrderNo, PayHandOff } from '@/features/orders/components'
import { usePageParams } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'
import { safeAppPath } from '@/services/navigation/links'
import { goHome } from '@/services/navigation/navigate'
import { Routes } from '@/services/navigation/routes'
import { parseId } from '@/shared/ids'

/** The web pay hand-off (spec §2 web/payment?orderNo&redirect): explains, leaves for the provider page, shows the result. */
export default function WebPaymentPage() {
  const params = usePageParams()
  const orderNo = (params.orderNo || '').trim()
  const back = safeAppPath(params.redirect) || Routes.accountOrder
  return (
    <Page title='支付'>
      {orderNo && isOrderNo(orderNo) ? (
        <RequireAccount>{() => <PayHandOff orderNo={orderNo} orderId={parseId(params.id)} back={back} />}</RequireAccount>
      ) : (
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      )}
    </Page>
  )
}
