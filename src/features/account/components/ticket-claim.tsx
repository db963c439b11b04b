import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React from 'react'
import type { TicketTransferClaim } from '../../../../types/contract'
import { FactRow } from '@/components/fact-row'
import { RequireAccount } from '@/components/require-account'
import { Empty, QueryView, Skeleton } from '@/components/states'
import { claimTicketTransfer, getTransferClaim } from '@/features/events'
import { PhoneVerify } from '@/features/forms/components'
import { useExtension } from '@/hooks/use-extension'
import { useQuery } from '@/hooks/use-query'
import { goHome, redirectTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { formatRange } from '@/shared/format'
import { sendSmsCode } from '@/features/account/api'
import './ticket-extras.scss'

function ClaimView({ token, claim }: { token: string; claim: TicketTransferClaim }) {
  const claimable = claim.status === 'PENDING' && !claim.reason
  const verify = async (cellphone: string, smsCode: string) => {
    const ticket = await claimTicketTransfer(token, { cellphone, smsCode })
    toast('已领取门票')
    await redirectTo(pageUrl(Routes.accountTicketDetail, { id: ticket.ticketId }))
  }
  return (
    <View className='ticket-transfer ticket-claim'>
      <Text className='ticket-transfer__title'>{`${claim.fromName} 把门票转让给你`}</Text>
      <FactRow block='ticket-view' label='活动' value={claim.eventTitle} />
      <FactRow block='ticket-view' label='时间' value={formatRange(claim.startTime, claim.endTime)} />
      {claim.address && <FactRow block='ticket-view' label='地点' value={claim.address} />}
      <FactRow block='ticket-view' label='领取人' value={`${claim.toName}（${claim.toCellphone}）`} />
      {claimable ? (
        <>
          <Text className='ticket-transfer__text'>请输入转让人填写的手机号并验证，验证后门票归你，原票码失效。</Text>
          <PhoneVerify sendCode={sendSmsCode} verify={verify} submitText='验证并领取' />
        </>
      ) : (
        <View className='ticket-transfer__alert' role='alert'>
          <Text>{claim.reason ?? '这个领取链接已失效'}</Text>
        </View>
      )}
    </View>
  )
}

/**
 * The receiver's side of a ticket transfer (extension `ticketTransfer`; account/tickets/claim?token=…): signed in,
 * they see the event and who gives it, type the phone the holder named and prove it by SMS; the ticket then opens as
 * theirs. A server without the extension, or a void link, says so with a way home.
 */
export const TicketClaim = observer(function TicketClaim({ token }: { token: string }) {
  const { site } = useStores()
  const on = useExtension('ticketTransfer')
  if (site.extensions === null) return <Skeleton rows={5} />
  if (!on) {
    return <Empty text='暂不支持门票转让' hint='请联系转让人或主办方' actionText='返回首页' onAction={() => void goHome()} />
  }
  return <RequireAccount>{() => <ClaimQuery token={token} />}</RequireAccount>
})

function ClaimQuery({ token }: { token: string }) {
  const claim = useQuery(['getTransferClaim', token], () => getTransferClaim(token), { refetchOnShow: true })
  return (
    <QueryView query={claim} skeleton={<Skeleton rows={5} />}>
      {c => <ClaimView token={token} claim={c} />}
    </QueryView>
  )
}
