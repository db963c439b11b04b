import { observer } from 'mobx-react'
import React, { useEffect, useMemo, useState } from 'react'
import type { WebsiteForm } from '../../../types/contract'
import { Page } from '@/components/page'
import { AsyncView, ErrorView, Skeleton } from '@/components/states'
import { getFormById, isFormSubmitted } from '@/features/forms/api'
import { FormView } from '@/features/forms/components/form-view'
import { SubmittedNotice } from '@/features/forms/components/submitted-notice'
import { prefillFromAccount } from '@/features/forms/prefill'
import { useFormFill } from '@/features/forms/use-form-fill'
import { phoneField } from '@/features/forms/validation'
import { useIdParam } from '@/hooks/use-params'
import { useQuery } from '@/hooks/use-query'
import { MissingQueryError } from '@/services/http'
import { goHome, redirectTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { useStores } from '@/stores/context'

const FormFiller = observer(function FormFiller({ form, eventId }: { form: WebsiteForm; eventId: number | null }) {
  const { session } = useStores()
  const targetEvent = form.contentEntityId ?? eventId
  // An event registration with a phone other than the account's verified one asks for its SMS code
  // (the server refuses it otherwise): the form then behaves as an SMS-verified form.
  const [proofNeeded, setProofNeeded] = useState(false)
  const shown = useMemo(() => (proofNeeded && !form.smsVerify ? { ...form, smsVerify: true } : form), [form, proofNeeded])
  const fill = useFormFill(shown, {
    requireAccount: intent => session.requireAccount(intent),
    resumeIntent: (kind, match) => session.resumeIntent(kind, match),
    signedIn: session.signedIn,
    prefill: prefillFromAccount(form, session.account),
    onSuccess: result =>
      void redirectTo(
        pageUrl(Routes.formSuccess, {
          submissionId: result.submissionId,
          eventId: targetEvent ?? undefined,
          ticketId: result.ticket?.ticketId ?? undefined
        })
      )
  })
  const phoneKey = phoneField(form)?.key
  const typed = phoneKey ? String(fill.values[phoneKey] ?? '').trim() : ''
  const verified = session.account?.cellphone || ''
  const needed = !!form.verifyNewPhone && !!phoneKey && (!verified || typed !== verified)
  useEffect(() => setProofNeeded(needed), [needed])
  if (fill.alreadySubmitted) return <SubmittedNotice eventId={targetEvent} />
  return <FormView form={shown} fill={fill} getApiKey={async () => (await session.requireAccount()).apiKey} />
})

/** form/index?id={websiteFormId}[&eventId]: fill in and submit a website form (event sign-up, survey). */
export default observer(function FormPage() {
  const id = useIdParam('id')
  const eventId = useIdParam('eventId')
  const { session } = useStores()
  const signedIn = !!session.accountKey
  const query = useQuery(
    async () => {
      const form = await getFormById(id as number)
      // The form answer knows "submitted" only for a token it got; ask again once signed in.
      const submitted = form.submitted || (signedIn ? await isFormSubmitted(form.id).catch(() => false) : false)
      return { ...form, submitted }
    },
    [id, signedIn],
    { enabled: id !== null }
  )
  if (id === null) {
    return (
      <Page title='报名表单'>
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      </Page>
    )
  }
  return (
    <Page title={query.data?.title || '报名表单'}>
      <AsyncView loading={query.loading} error={query.error} data={query.data} onRetry={() => void query.reload()} skeleton={<Skeleton rows={6} />}>
        {form => (form.submitted ? <SubmittedNotice eventId={form.contentEntityId ?? eventId} /> : <FormFiller form={form} eventId={eventId} />)}
      </AsyncView>
    </Page>
  )
})
