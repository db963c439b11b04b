import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React, { useEffect, useMemo, useState } from 'react'
import type { Registration, WebsiteForm } from '../../../../types/contract'
import { Button } from '@/components/button'
import { ErrorView, QueryView, Skeleton } from '@/components/states'
import { getRegistration, saveRegistration } from '@/features/events'
import { useFormFill } from '@/features/forms/use-form-fill'
import { phoneField } from '@/features/forms/validation'
import { invalidateQueries, useQuery, type QueryState } from '@/hooks/use-query'
import { goBackOr, redirectTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { FormView } from './form-view'
import { UPLOAD_INTENT, type UploadAccess } from './upload-field'
import './form.scss'
import './edit-registration.scss'

const EditFiller = observer(function EditFiller({ form, registration }: { form: WebsiteForm; registration: Registration }) {
  const { session } = useStores()
  const ticketUrl = pageUrl(Routes.accountTicketDetail, { id: registration.ticketId })
  const [proofNeeded, setProofNeeded] = useState(false)
  // A new phone needs its SMS code unless it is the account's verified one; an unchanged phone never does.
  const shown = useMemo(() => ({ ...form, submitText: '保存修改', smsVerify: proofNeeded }), [form, proofNeeded])
  const fill = useFormFill(shown, {
    requireAccount: intent => session.requireAccount(intent),
    signedIn: session.signedIn,
    onSuccess: () => undefined,
    edit: {
      values: registration.values,
      send: async body => {
        const saved = await saveRegistration(registration.ticketId, body)
        // The ticket and a later edit show what was saved, not the answers cached before it.
        invalidateQueries(['getRegistration', registration.ticketId])
        toast(saved.auditStatus === 'PENDING' && registration.auditStatus === 'APPROVED' ? '已保存，等待主办方重新审核' : '报名信息已保存')
      },
      onSaved: () => void goBackOr(ticketUrl)
    }
  })
  const phoneKey = phoneField(form)?.key
  const typed = phoneKey ? String(fill.values[phoneKey] ?? '').trim() : ''
  const registered = phoneKey ? String(registration.values[phoneKey] ?? '') : ''
  const needed = !!phoneKey && typed !== registered && (form.smsVerify || typed !== (session.account?.cellphone || ''))
  useEffect(() => setProofNeeded(needed), [needed])
  const uploads: UploadAccess = {
    formId: form.id,
    signedIn: session.signedIn,
    apiKey: async intent => (await session.requireAccount(intent)).apiKey,
    resume: match => session.resumeIntent(UPLOAD_INTENT, match)
  }
  return (
    <>
      {registration.reaudit && (
        <View className='form-edit-note' role='note'>
          <Text>你的报名已通过审核；修改后需主办方重新审核，审核通过前门票暂不能入场。</Text>
        </View>
      )}
      <FormView form={shown} fill={fill} uploads={uploads} />
    </>
  )
})

/** Why a registration cannot change now, with the way back to its ticket. */
function NotEditable({ registration }: { registration: Registration }) {
  return (
    <View className='form-done' role='status'>
      <Text className='form-done__title'>暂不能修改报名信息</Text>
      <Text className='form-done__hint'>{registration.reason || '这份报名现在不能修改'}</Text>
      <View className='form-done__actions'>
        <Button className='btn-primary form-done__action' onClick={() => void redirectTo(pageUrl(Routes.accountTicketDetail, { id: registration.ticketId }))}>
          返回门票
        </Button>
      </View>
    </View>
  )
}

interface EditRegistrationProps {
  ticketId: number
  query: QueryState<WebsiteForm>
}

/**
 * The event's form with the attendee's registered answers, saved in place (extension `registrationEdit`;
 * form/index?id&eventId&ticketId). The same fields, validation and phone rule as registering; what may not
 * change any more (the event started, checked in, rejected) says why.
 */
export function EditRegistration({ ticketId, query }: EditRegistrationProps) {
  const registration = useQuery(['getRegistration', ticketId], () => getRegistration(ticketId))
  return (
    <QueryView query={query} skeleton={<Skeleton rows={6} />}>
      {form =>
        registration.error && !registration.data ? (
          <ErrorView error={registration.error} onRetry={() => void registration.reload()} />
        ) : !registration.data || registration.loading ? (
          // The form starts from the answers as saved: a cached copy (an earlier visit) may predate an edit.
          <Skeleton rows={6} />
        ) : registration.data.editable && registration.data.formId === form.id ? (
          <EditFiller form={form} registration={registration.data} />
        ) : (
          <NotEditable registration={registration.data} />
        )
      }
    </QueryView>
  )
}
