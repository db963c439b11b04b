import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React, { useState } from 'react'
import type { Ticket, TicketTransferState } from '../../../../types/contract'
import { Button } from '@/components/button'
import { getTicketTransfer, startTicketTransfer, withdrawTicketTransfer } from '@/features/events'
import { LabeledInput } from '@/features/forms/components'
import { useExtension } from '@/hooks/use-extension'
import { useFormFields } from '@/hooks/use-form-fields'
import { useQuery } from '@/hooks/use-query'
import { useAction } from '@/hooks/use-action'
import { errorMessage, webOrigin } from '@/services/http'
import { copyText } from '@/services/platform/clipboard'
import { confirm, toast } from '@/services/ui/toast'
import { formatZoned } from '@/shared/format'
import { cellphoneError } from '@/shared/phone'
import { appPageUrl, Routes } from '@/shared/routes'
import './ticket-extras.scss'

/** The address the receiver opens to claim the ticket (the token is the link's secret). */
const claimLink = (token: string): string => webOrigin() + appPageUrl(Routes.accountTicketClaim, { token })

interface TransferValues {
  name: string
  cellphone: string
}

/** The receiver's name and phone; the phone by the one shared rule. */
function TransferForm({
  ticketId,
  reaudit,
  onDone,
  onCancel
}: {
  ticketId: number
  reaudit: boolean
  onDone: (s: TicketTransferState) => void
  onCancel: () => void
}) {
  const { values, errors, setErrors, set } = useFormFields<TransferValues>({ name: '', cellphone: '' })
  const [error, setError] = useState<string | null>(null)
  const { run, pending } = useAction(
    async (body: TransferValues) => {
      setError(null)
      onDone(await startTicketTransfer(ticketId, body))
    },
    { onError: e => setError(errorMessage(e)) }
  )
  const submit = () => {
    if (pending) return
    const found = { name: values.name.trim() ? undefined : '请填写对方的姓名', cellphone: cellphoneError(values.cellphone, '请填写对方的手机号') ?? undefined }
    setErrors(found)
    if (found.name || found.cellphone) return
    void run({ name: values.name.trim(), cellphone: values.cellphone.trim() })
  }
  return (
    <View className='ticket-transfer__form' role='group' aria-label='转让门票'>
      <LabeledInput name='transfer-name' label='对方姓名' value={values.name} maxlength={40} onChange={v => set('name', v)} error={errors.name} />
      <LabeledInput
        name='transfer-phone'
        label='对方手机号'
        kind='phone'
        value={values.cellphone}
        onChange={v => set('cellphone', v)}
        error={errors.cellphone}
      />
      <Text className='ticket-transfer__text'>
        {`对方打开领取链接，用这个手机号收短信验证后，门票即归对方，你的票码随即失效。${reaudit ? '本活动需审核，对方领取后需重新审核。' : ''}`}
      </Text>
      {error && (
        <View className='ticket-transfer__alert' role='alert'>
          <Text>{error}</Text>
        </View>
      )}
      <Button className='ticket-transfer__button' variant='primary' disabled={pending || undefined} onClick={submit}>
        {pending ? '提交中…' : '生成领取链接'}
      </Button>
      <Button className='ticket-transfer__button' variant='text' onClick={onCancel}>
        取消
      </Button>
    </View>
  )
}

/**
 * 转让门票 on a ticket (extension `ticketTransfer`): shown while the server says the ticket may change hands (before
 * the event, not checked in). The holder names the receiver and shares the claim link; until it is claimed the
 * ticket stays theirs, and they can take the transfer back.
 */
export const TicketTransfer = observer(function TicketTransfer({ ticket }: { ticket: Ticket }) {
  const on = useExtension('ticketTransfer')
  const state = useQuery(['getTicketTransfer', ticket.ticketId], () => getTicketTransfer(ticket.ticketId), { enabled: on, refetchOnShow: true })
  const [open, setOpen] = useState(false)
  const withdrawal = useAction(async () => {
    if (!(await confirm('撤回后领取链接失效，门票仍归你。确定撤回吗？', '撤回转让'))) return
    state.setData(await withdrawTicketTransfer(ticket.ticketId))
    toast('已撤回转让')
  })
  const s = state.data
  if (!on || !s || (!s.transferable && !s.pending)) return null
  if (s.pending) {
    const link = claimLink(s.pending.token)
    return (
      <View className='ticket-transfer' data-testid='ticket-transfer'>
        <Text className='ticket-transfer__title'>转让中</Text>
        <Text className='ticket-transfer__text'>
          {`等待 ${s.pending.toName}（${s.pending.toCellphone}）领取，${formatZoned(s.pending.expiresAt, 'MM-DD HH:mm')} 前有效。领取前门票仍归你。`}
        </Text>
        <Text className='ticket-transfer__link' selectable>
          {link}
        </Text>
        <Button className='ticket-transfer__button' variant='secondary' onClick={() => void copyText(link)}>
          复制领取链接
        </Button>
        <Button className='ticket-transfer__button' variant='text' disabled={withdrawal.pending || undefined} onClick={() => void withdrawal.run()}>
          {withdrawal.pending ? '撤回中…' : '撤回转让'}
        </Button>
      </View>
    )
  }
  if (!open) {
    return (
      <Button className='btn-plain ticket-view__action' onClick={() => setOpen(true)}>
        转让门票
      </Button>
    )
  }
  return (
    <View className='ticket-transfer' data-testid='ticket-transfer'>
      <Text className='ticket-transfer__title'>转让门票</Text>
      <TransferForm
        ticketId={ticket.ticketId}
        reaudit={s.reaudit}
        onCancel={() => setOpen(false)}
        onDone={next => {
          state.setData(next)
          setOpen(false)
          toast('已生成领取链接')
        }}
      />
    </View>
  )
})
