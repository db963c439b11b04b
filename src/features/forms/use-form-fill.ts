import { useCallback, useEffect, useRef, useState } from 'react'
import type { FormRefusal, FormValue, SubmitSurveyBody, SubmitSurveyResult, WebsiteForm } from '../../../types/contract'
import { useAction } from '@/hooks/use-action'
import { ApiError, errorMessage } from '@/services/http/errors'
import type { PendingIntentInput } from '@/services/pending-action'
import { readPaintedForm, watchPaintedForm } from '@/services/platform/painted-form'
import { toast } from '@/services/ui/toast'
import { valuesFromEntries, type PostedEntries } from '@/shared/form-names'
import { hiddenKeys, visibleValues } from '@/shared/form-conditions'
import { cellphoneError } from '@/shared/phone'
import { focusField, useNewFieldScope } from './a11y'
import { sendFormVerification, submitSurvey } from './api'
import { clearDraft, loadDraft, newIdempotencyKey, saveDraft } from './draft'
import { useCountdown, SMS_RESEND_SECONDS } from './use-countdown'
import {
  firstErrorKey,
  initialValues,
  isEmptyValue,
  phoneField,
  SMS_CODE_KEY,
  savedFillValues,
  toSubmitValues,
  validateField,
  validateForm,
  validateSmsCode,
  type FormErrors,
  type FormValues
} from './validation'

/** The painted form's values in the fill's shape (src/shared/form-names.ts), every field's. */
function paintedValues(fields: WebsiteForm['fields'], entries: PostedEntries): { values: FormValues; smsCode: string } {
  const { values, smsCode } = valuesFromEntries(fields, entries)
  return { values: values as FormValues, smsCode }
}

/** What the visitor typed or ticked into the painted form (server/ssr) before the app arrived: the non-empty values only. */
function paintedInput(form: WebsiteForm): { values: FormValues; smsCode: string } | null {
  const entries = readPaintedForm(form.id)
  if (!entries) return null
  const { values, smsCode } = paintedValues(form.fields, entries)
  const typed: FormValues = {}
  for (const [key, value] of Object.entries(values)) if (!isEmptyValue(value)) typed[key] = value
  return { values: typed, smsCode }
}

/** The pending-action kind of a submit tapped before sign-in (payload: FormSubmitIntent). */
export const FORM_SUBMIT_INTENT = 'form-submit'

/** What a submit keeps across the sign-in round trip besides the draft: the form and the typed SMS code. */
interface FormSubmitIntent {
  formId: number
  smsCode?: string
}

interface FormFillOptions {
  /** Signs in when needed (submitting needs the account); keeps the intent across a sign-in redirect. */
  requireAccount: (intent?: PendingIntentInput<FormSubmitIntent>) => Promise<unknown>
  /** The submit intent kept for this page, taken once signed in (session.resumeIntent). */
  resumeIntent?: (kind: string, match: (payload: FormSubmitIntent) => boolean) => FormSubmitIntent | null
  /** The visitor is signed in: a kept submit is resumed then. */
  signedIn?: boolean
  onSuccess: (result: SubmitSurveyResult) => void
  /** Signs in with the phone the server says is registered already (its ticket is in that phone's account). */
  signInWithPhone?: () => void
  /** Values known about the visitor (account phone, name…), used where the visitor typed nothing. */
  prefill?: FormValues
  /**
   * Editing a registration (extension registrationEdit): the fill starts from its saved answers, keeps no draft,
   * and `send` saves instead of submitSurvey (then `onSaved`); a 409 is the server's refusal, not "submitted".
   */
  edit?: { values: FormValues; send: (body: SubmitSurveyBody) => Promise<void>; onSaved: () => void }
}

export interface FormFill {
  /** Id prefix of this fill's fields (FieldScopeProvider). */
  scope: string
  values: FormValues
  errors: FormErrors
  smsCode: string
  submitting: boolean
  /** The server's message after a failed submit (everything typed stays). */
  submitError: string | null
  /** The server said this account sent the form before (reason SUBMITTED). */
  alreadySubmitted: boolean
  /** The server said the typed phone is registered already, by its own account (reason PHONE_REGISTERED). */
  phoneTaken?: boolean
  /** Signs in with that phone (the app's phone sign-in), to see what it registered. */
  signInWithPhone?: () => void
  /** Values came back from a saved draft. */
  restored: boolean
  /** Back from the sign-in a submit led to: 'submitting' it, or it 'failed' (everything kept, one more tap). */
  resumed: 'submitting' | 'failed' | null
  smsCountdown: number
  sendingSms: boolean
  /** A note above the fields (the painted form's "验证码已发送…" after a post without script). */
  notice?: string | null
  setValue: (key: string, value: FormValue) => void
  blur: (key: string) => void
  setSmsCode: (code: string) => void
  sendSms: () => Promise<void>
  submit: () => Promise<void>
}

/**
 * Where a fill starts: a registration's saved answers when editing; else the form's defaults, the visitor's known
 * values, the saved draft, then what they typed into the painted form (it wins: it is what they see).
 */
function startFill(form: WebsiteForm, options: FormFillOptions) {
  if (options.edit) return { values: savedFillValues(form, options.edit.values), key: newIdempotencyKey(), restored: false, typed: null }
  const draft = loadDraft(form.id, form.fields)
  const values = initialValues(form)
  for (const [key, value] of Object.entries(options.prefill || {})) if (key in values && !isEmptyValue(value)) values[key] = value
  // What the visitor typed into the painted form before the app arrived wins: it is what they see.
  const typed = paintedInput(form)
  return {
    values: { ...values, ...(draft?.values || {}), ...(typed?.values || {}) },
    key: draft?.idempotencyKey || newIdempotencyKey(),
    restored: !!draft && Object.values(draft.values).some(v => !isEmptyValue(v)),
    typed
  }
}

/**
 * Typing into the painted form goes on while the app renders unseen under it: each change is followed (through
 * `setValue`/`setSmsCode`) until the takeover. Not when editing a registration (no painted form).
 */
function useFollowPaintedForm(form: WebsiteForm, enabled: boolean, setValue: FormFill['setValue'], setSmsCode: FormFill['setSmsCode']): void {
  const setValueRef = useRef(setValue)
  setValueRef.current = setValue
  const setSmsCodeRef = useRef(setSmsCode)
  setSmsCodeRef.current = setSmsCode
  useEffect(() => {
    if (!enabled) return
    let seen = paintedValues(form.fields, readPaintedForm(form.id) || [])
    return watchPaintedForm(form.id, entries => {
      const now = paintedValues(form.fields, entries)
      for (const field of form.fields) {
        const next = now.values[field.key]
        if (next !== undefined && JSON.stringify(next) !== JSON.stringify(seen.values[field.key])) setValueRef.current(field.key, next)
      }
      if (now.smsCode !== seen.smsCode) setSmsCodeRef.current(now.smsCode)
      seen = now
    })
  }, [form.id, form.fields, enabled])
}

/** Sending the SMS code to the form's phone field: its countdown (kept per form in this tab: the sign-in reload must
 * not offer a resend the server would refuse), and a missing or wrong phone pointed out on its field. */
function useSmsSending(
  form: WebsiteForm,
  valuesRef: React.MutableRefObject<FormValues>,
  setErrors: React.Dispatch<React.SetStateAction<FormErrors>>,
  scope: string
) {
  const countdown = useCountdown(`smsCountdown:form:${form.id}`)
  const smsAction = useAction(
    async (phone: string) => {
      const result = await sendFormVerification(form.id, phone)
      countdown.start(result?.retryAfter && result.retryAfter > 0 ? result.retryAfter : SMS_RESEND_SECONDS)
    },
    { onError: e => setErrors(prev => ({ ...prev, [SMS_CODE_KEY]: errorMessage(e) })) }
  )
  const sendingSms = smsAction.pending
  const runSms = smsAction.run
  const sendSms = useCallback(async () => {
    if (countdown.remaining > 0) return
    const field = phoneField(form)
    const phone = field ? String(valuesRef.current[field.key] || '').trim() : ''
    const phoneError = field && cellphoneError(phone, `请先填写${field.label}`)
    if (field && phoneError) {
      setErrors(prev => ({ ...prev, [field.key]: phoneError }))
      focusField(field.key, scope)
      return
    }
    await runSms(phone)
  }, [countdown, form, runSms, scope, setErrors, valuesRef])
  return { countdown, sendingSms, sendSms }
}

/** `errors` with `key`'s message set, or without one for it when there is none. */
function withError(errors: FormErrors, key: string, message: string | null | undefined): FormErrors {
  const next = { ...errors }
  if (message) next[key] = message
  else delete next[key]
  return next
}

/**
 * Back from the sign-in a submit led to: the draft is already on screen; the kept code goes back and the form is sent
 * once. A refusal shows beside its field (focused) or in the form's box, as after any submit: the silent sign-in
 * before it is nothing the visitor asked for, so nothing speaks of it.
 */
function useResumeAfterSignIn(
  formId: number,
  signedIn: boolean,
  resumeIntent: FormFillOptions['resumeIntent'],
  setSmsCode: (code: string) => void,
  send: (afterSignIn: boolean) => Promise<boolean>,
  setResumed: (state: FormFill['resumed']) => void
): void {
  const resumeRef = useRef(resumeIntent)
  resumeRef.current = resumeIntent
  useEffect(() => {
    if (!signedIn || !resumeRef.current) return
    const intent = resumeRef.current(FORM_SUBMIT_INTENT, p => !!p && p.formId === formId)
    if (!intent) return
    if (typeof intent.smsCode === 'string' && intent.smsCode) setSmsCode(intent.smsCode)
    setResumed('submitting')
    void send(true).then(sent => {
      if (!sent) setResumed('failed')
    })
  }, [signedIn, formId, send, setSmsCode, setResumed])
}

/** The server's refusal of a submit: its reason, and the field it names when that is the SMS code or one of the form's. */
function refusalOf(form: WebsiteForm, e: unknown): { reason?: FormRefusal['reason']; key?: string } {
  const refusal = (e instanceof ApiError && e.data && typeof e.data === 'object' ? e.data : {}) as FormRefusal
  const named = refusal.field === SMS_CODE_KEY || form.fields.some(f => f.key === refusal.field)
  return { reason: refusal.reason, key: named ? refusal.field : undefined }
}

/**
 * Focuses a field a refusal is about once it is drawn (scrolled to; the SMS code's may appear with the refusal):
 * returns the function that asks for it.
 */
function useFocusOnceDrawn(scope: string): (key: string) => void {
  const [asked, setAsked] = useState<{ key: string } | null>(null)
  useEffect(() => {
    if (asked) focusField(asked.key, scope)
  }, [asked, scope])
  return useCallback((key: string) => setAsked({ key }), [])
}

/**
 * One fill of a form: values (saved as a draft on every change), per-field errors, SMS code,
 * and a submit that sends one request at a time with the fill's idempotency key.
 */
export function useFormFill(form: WebsiteForm, options: FormFillOptions): FormFill {
  const [initial] = useState(() => startFill(form, options))
  const [values, setValues] = useState<FormValues>(initial.values)
  const [errors, setErrors] = useState<FormErrors>({})
  const [smsCode, setSmsCodeState] = useState(initial.typed?.smsCode || '')
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [alreadySubmitted, setAlreadySubmitted] = useState(false)
  const [phoneTaken, setPhoneTaken] = useState(false)
  const [resumed, setResumed] = useState<FormFill['resumed']>(null)
  const smsCodeRef = useRef(smsCode)
  smsCodeRef.current = smsCode
  const idempotencyKey = useRef(initial.key)
  const dirty = useRef(!!initial.typed && Object.keys(initial.typed.values).length > 0)
  const valuesRef = useRef(values)
  valuesRef.current = values
  const optionsRef = useRef(options)
  optionsRef.current = options
  const scope = useNewFieldScope()
  const askFocus = useFocusOnceDrawn(scope)

  const editing = !!options.edit
  // A hidden field's answer stays on screen's state (picking 企业用户 again brings it back) but not in the draft.
  useEffect(() => {
    if (dirty.current && !editing) saveDraft(form.id, visibleValues(form.fields, values), idempotencyKey.current)
  }, [form.id, form.fields, values, editing])

  const setValue = useCallback(
    (key: string, value: FormValue) => {
      dirty.current = true
      if (key === phoneField(form)?.key) setPhoneTaken(false)
      const next = { ...valuesRef.current, [key]: value }
      valuesRef.current = next
      setValues(next)
      const hidden = hiddenKeys(form.fields, next)
      setErrors(prev => {
        // An error shown for this field goes away as soon as the value is acceptable, and a field this answer
        // hides takes its error with it (it is neither required nor sent).
        const stale = Object.keys(prev).filter(k => hidden.has(k))
        if (!prev[key] && !stale.length) return prev
        const field = form.fields.find(f => f.key === key)
        const out = withError(prev, key, field && prev[key] ? validateField(field, value) : null)
        for (const k of stale) delete out[k]
        return out
      })
    },
    [form]
  )

  const blur = useCallback(
    (key: string) => {
      const field = form.fields.find(f => f.key === key)
      const value = valuesRef.current[key]
      // Leaving an empty field says nothing yet; a wrong value is pointed out at once.
      if (!field || isEmptyValue(value)) return
      const message = validateField(field, value)
      setErrors(prev => withError(prev, key, message))
    },
    [form.fields]
  )

  const setSmsCode = useCallback((code: string) => {
    smsCodeRef.current = code
    setSmsCodeState(code)
    setErrors(prev => (prev[SMS_CODE_KEY] ? withError(prev, SMS_CODE_KEY, validateSmsCode(code)) : prev))
  }, [])

  useFollowPaintedForm(form, !options.edit, setValue, setSmsCode)
  const { countdown, sendingSms, sendSms } = useSmsSending(form, valuesRef, setErrors, scope)

  /** A refusal is shown where it belongs: beside the field it names, else in the form's 提交失败 box. */
  const showRefusal = useCallback(
    (e: unknown) => {
      const { reason, key } = refusalOf(form, e)
      if (reason === 'PHONE_REGISTERED') setPhoneTaken(true)
      if (!key) {
        setSubmitError(errorMessage(e))
        return
      }
      setErrors(prev => ({ ...prev, [key]: errorMessage(e) }))
      askFocus(key)
    },
    [form, askFocus]
  )

  const { pending: submitting, run: runSubmission } = useAction(
    async (afterSignIn: boolean, current: FormValues, smsCode: string): Promise<boolean> => {
      setSubmitError(null)
      setPhoneTaken(false)
      try {
        // Everything typed stays through a sign-in redirect: the values as the draft, the code in the intent.
        // A typed code always goes along: an event form may ask for one only once the phone is known to be new
        // (the page adds the field after this hook first renders, so form.smsVerify can lag behind a resume).
        const code = smsCode.trim() || undefined
        const edit = optionsRef.current.edit
        if (edit) {
          await edit.send({ values: toSubmitValues(form, current), smsCode: code })
          edit.onSaved()
          return true
        }
        saveDraft(form.id, visibleValues(form.fields, current), idempotencyKey.current)
        await optionsRef.current.requireAccount({ kind: FORM_SUBMIT_INTENT, payload: { formId: form.id, smsCode: code } })
        const result = await submitSurvey(form.id, {
          values: toSubmitValues(form, current),
          smsCode: code,
          idempotencyKey: idempotencyKey.current
        })
        clearDraft(form.id)
        if (afterSignIn) toast('已登录，已提交')
        optionsRef.current.onSuccess(result)
        return true
      } catch (e) {
        if (e instanceof ApiError && (e.data as FormRefusal | null)?.reason === 'SUBMITTED' && !optionsRef.current.edit) {
          clearDraft(form.id)
          setAlreadySubmitted(true)
          return true
        }
        throw e
      }
    },
    // Leaving for the sign-in page is no failure (useAction keeps it quiet): the page comes back and resumes.
    { onError: showRefusal }
  )

  /** Validates and sends; true when the form was sent (or was already submitted). */
  const send = useCallback(
    async (afterSignIn: boolean): Promise<boolean> => {
      const current = valuesRef.current
      const smsCode = smsCodeRef.current
      const found = validateForm(form, current, smsCode)
      setErrors(found)
      const first = firstErrorKey(form, found)
      if (first) {
        setSubmitError(null)
        focusField(first, scope)
        return false
      }
      return (await runSubmission(afterSignIn, current, smsCode)) ?? false
    },
    [form, scope, runSubmission]
  )

  const submit = useCallback(async () => {
    setResumed(null)
    await send(false)
  }, [send])

  useResumeAfterSignIn(form.id, !!options.signedIn, options.resumeIntent, setSmsCode, send, setResumed)

  return {
    scope,
    values,
    errors,
    smsCode,
    submitting,
    submitError,
    alreadySubmitted,
    phoneTaken,
    signInWithPhone: options.signInWithPhone,
    restored: initial.restored,
    resumed,
    smsCountdown: countdown.remaining,
    sendingSms,
    setValue,
    blur,
    setSmsCode,
    sendSms,
    submit
  }
}
