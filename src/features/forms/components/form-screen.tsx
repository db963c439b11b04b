import { observer } from 'mobx-react-lite'
import React, { useEffect, useMemo, useState } from 'react'
import type { WebsiteForm } from '../../../../types/contract'
import { ErrorView, QueryView, Skeleton } from '@/components/states'
import type { QueryState } from '@/hooks/use-query'
import { prefillFromAccount } from '@/features/forms/prefill'
import { useFormFill } from '@/features/forms/use-form-fill'
import { isEventForm, phoneField } from '@/features/forms/validation'
import { MissingQueryError } from '@/services/http'
import { goHome, redirectTo } from '@/services/navigation/navigate'
import { BASE_PATH, pageUrl, Routes } from '@/services/navigation/routes'
import { useStores } from '@/stores/context'
import { FormView } from './form-view'
import { SubmittedNotice } from './submitted-notice'
import { UPLOAD_INTENT, type UploadAccess } from './upload-field'

/** What a form signs up for: a course (its own form) or an event (its form, or the event it was opened from). */
function signupTarget(form: WebsiteForm, eventId: number | null): { eventId: number | null; courseId: number | null } {
  if (form.contentEntityType === 'COURSE') return { eventId: null, courseId: form.contentEntityId }
  return { eventId: form.contentEntityId ?? eventId, courseId: null }
}

const FormFiller = observer(function FormFiller({ form, eventId }: { form: WebsiteForm; eventId: number | null }) {
  const { session } = useStores()
  const target = signupTarget(form, eventId)
  // An event registration with a phone other than the account's verified one asks for its SMS code
  // (the server refuses it otherwise): the form then behaves as an SMS-verified form.
  const [proofNeeded, setProofNeeded] = useState(false)
  const shown = useMemo(() => (proofNeeded && !form.smsVerify ? { ...form, smsVerify: true } : form), [form, proofNeeded])
  const fill = useFormFill(shown, {
    requireAccount: intent => session.requireAccount(intent),
    resumeIntent: (kind, match) => session.resumeIntent(kind, match),
    signedIn: session.signedIn,
    prefill: prefillFromAccount(form, session.account),
    // The registered phone's ticket is in that phone's account: its sign-in comes back to the tickets (or 我的).
    signInWithPhone: () => session.loginWithPhone(BASE_PATH + (isEventForm(form) ? Routes.accountTickets : Routes.account)),
    onSuccess: result => {
      // The proven phone made the visitor known (bound to this account, or its own account signed in).
      if (result.login) session.applyLogin(result.login)
      void redirectTo(
        pageUrl(Routes.formSuccess, {
          submissionId: result.submissionId,
          eventId: target.eventId ?? undefined,
          courseId: target.courseId ?? undefined,
          ticketId: result.ticket?.ticketId ?? undefined,
          // A request (no event, no course): the page says what comes next as its form does.
          formId: target.eventId === null && target.courseId === null ? form.id : undefined
        })
      )
    }
  })
  const phoneKey = phoneField(form)?.key
  const typed = phoneKey ? String(fill.values[phoneKey] ?? '').trim() : ''
  const verified = session.account?.cellphone || ''
  const needed = !!form.verifyNewPhone && !!phoneKey && (!verified || typed !== verified)
  useEffect(() => setProofNeeded(needed), [needed])
  if (fill.alreadySubmitted) return <SubmittedNotice {...target} />
  const uploads: UploadAccess = {
    formId: form.id,
    signedIn: session.signedIn,
    apiKey: async intent => (await session.requireAccount(intent)).apiKey,
    resume: match => session.resumeIntent(UPLOAD_INTENT, match)
  }
  return <FormView form={shown} fill={fill} uploads={uploads} />
})

interface FormScreenProps {
  /** The form id from the link (null when missing or malformed). */
  id: number | null
  eventId: number | null
  query: QueryState<WebsiteForm>
}

/** A website form to fill in (event sign-up, survey), or the notice that it was already submitted. */
export function FormScreen({ id, eventId, query }: FormScreenProps) {
  if (id === null) return <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
  return (
    <QueryView query={query} skeleton={<Skeleton rows={6} />}>
      {form => (form.submitted ? <SubmittedNotice {...signupTarget(form, eventId)} /> : <FormFiller form={form} eventId={eventId} />)}
    </QueryView>
  )
}
