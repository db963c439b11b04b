import type { FastifyRequest } from 'fastify'
import type { FormField, FormRefusal, FormValue, SubmitSurveyResult, WebsiteForm } from '../../types/contract'
import type { Db } from '../db'
import type { FormRow } from '../db/rows'
import { BizError, badRequest, conflict, notFound } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { accountsRepo } from '../repositories/accounts'
import { contentRepo } from '../repositories/content'
import { eventsRepo } from '../repositories/events'
import { formsRepo } from '../repositories/forms'
import { funnelRepo } from '../repositories/funnel'
import { accountByPhone, getAccount, loginResult, type AccountRow, type PromoterRow } from './accounts'
import { entityTypeOut, submittedForm } from './content'
import type { Ctx } from './context'
import { createAttendee, getEvent, inScope, ticketOf, type AttendeeRow, type AttendeeScope } from './events'
import { verifiedSource } from './attribution'
import { promoterFromTrack, trackHeader } from './promotion'
import { smsCodeProblem } from './sms'
import { heldSeatsAt } from './waitlist'
import { knownRegionPrefix, parseRegion } from '../../src/shared/region'
import { hiddenKeys, withoutConditions } from '../../src/shared/form-conditions'
import { inTransaction } from '../repositories/unit-of-work'
import { CELLPHONE_INVALID, CELLPHONE_PATTERN } from '../../src/shared/phone'
import { SMS_CODE_NAME } from '../../src/shared/form-names'
import { beforeToday, DATE_BEFORE_TODAY, todayInBeijing } from '../../src/shared/form-dates'

/** A refusal about one field (its key, or the SMS code's `__smsCode`): the app and the painted form show it there. */
const fieldRefusal = (code: number, message: string, field: string, httpStatus = 200) =>
  new BizError(code, message, httpStatus, { field } satisfies FormRefusal)

/** This account sent the form before (the app shows 您已提交过该表单 and the way to what it gave). */
const alreadySubmitted = () => new BizError(409, '您已提交过该表单', 200, { reason: 'SUBMITTED' } satisfies FormRefusal)

/** The phone is registered already, by its own account: sign in with it to see the ticket. */
const phoneRegistered = (field: string | undefined, forEvent: boolean) =>
  new BizError(409, forEvent ? '该手机号已报名此活动' : '该手机号已提交过该表单', 200, { field, reason: 'PHONE_REGISTERED' } satisfies FormRefusal)

export function getForm(db: Db, id: number): FormRow {
  const f = formsRepo(db).form(id)
  if (!f) throw notFound('表单不存在')
  return f
}

/** True when submitting the form registers for an event (its phone then needs proof, see submitSurvey). */
function registersForEvent(db: Db, f: FormRow): boolean {
  return !!f.content_entity_id && !!eventsRepo(db).event(f.content_entity_id)
}

/**
 * A form's fields as this server offers them: with their conditions (`showWhen`) when the `conditionalFields`
 * extension is on, else as the specification knows fields (every one shown, a conditional one optional), and
 * submissions are then checked against that same list.
 */
function formFields(f: FormRow, conditional: boolean): FormField[] {
  const fields = JSON.parse(f.fields) as FormField[]
  return conditional ? fields : withoutConditions(fields)
}

export function formOut(db: Db, f: FormRow, account: AccountRow | null, conditional = true): WebsiteForm {
  const content = f.content_entity_id ? contentRepo(db).entity(f.content_entity_id) : undefined
  return {
    id: f.id,
    title: f.title,
    description: f.description,
    fields: formFields(f, conditional),
    smsVerify: !!f.sms_verify,
    verifyNewPhone: registersForEvent(db, f),
    contentEntityId: f.content_entity_id,
    contentEntityType: content ? entityTypeOut(content.entity_type) : null,
    submitted: submittedForm(db, f.id, account),
    submitText: f.submit_text,
    successText: f.success_text
  }
}

const empty = (v: FormValue | undefined) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

/**
 * Checks values against the form's fields; answers the cleaned values or throws code 400 naming the field (its
 * label first, its key in `data.field`). With `today` (Beijing, YYYY-MM-DD) a `fromToday` date is not before it.
 * A REGION answer is 1–3 names from the province down (src/shared/region.ts), each a place of the address
 * tree under the one before; it is stored as that array. A field hidden by its condition (`showWhen`,
 * src/shared/form-conditions.ts, the app's rule) is not required and a value sent for it is dropped, like an
 * unknown key: a visitor who picked 企业用户, typed 公司规模, then switched to 个人用户 is not refused.
 */
export function validateValues(db: Db, fields: FormField[], values: Record<string, FormValue>, today?: string): Record<string, FormValue> {
  const out: Record<string, FormValue> = {}
  const places = (code: string | null) => contentRepo(db).addresses(code ?? undefined)
  const hidden = hiddenKeys(fields, values)
  for (const f of fields) {
    if (hidden.has(f.key)) continue
    const raw = values[f.key]
    const region = f.type === 'REGION' ? parseRegion(raw) : null
    const v = region ?? raw
    const fail = (why: string) => fieldRefusal(400, `${f.label}${why}`, f.key)
    if (empty(v)) {
      if (f.required) throw fail(f.type === 'AGREEMENT' ? '：请先阅读并同意' : '不能为空')
      continue
    }
    switch (f.type) {
      case 'REGION':
        if (!region) throw fail('格式不正确，请重新选择')
        if (knownRegionPrefix(region, places).length !== region.length) throw fail('不是有效的地区，请重新选择')
        out[f.key] = region
        break
      case 'TEXT':
      case 'TEXTAREA':
      case 'COMPANY':
      case 'IMAGE':
      case 'FILE':
        if (typeof v !== 'string') throw fail('格式不正确')
        if (v.length > (f.maxLength ?? (f.type === 'TEXTAREA' ? 2000 : 200))) throw fail('过长')
        out[f.key] = v.trim()
        break
      case 'PHONE':
        if (typeof v !== 'string' || !CELLPHONE_PATTERN.test(v)) throw fieldRefusal(400, CELLPHONE_INVALID, f.key)
        out[f.key] = v
        break
      case 'EMAIL':
        if (typeof v !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v) || v.length > 120) throw fail('格式不正确')
        out[f.key] = v
        break
      case 'NUMBER': {
        const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
        if (!Number.isFinite(n)) throw fail('必须是数字')
        if (f.min != null && n < f.min) throw fail(`不能小于 ${f.min}`)
        if (f.max != null && n > f.max) throw fail(`不能大于 ${f.max}`)
        out[f.key] = n
        break
      }
      case 'RADIO':
        if (typeof v !== 'string' || !f.options.includes(v)) throw fail('选项无效')
        out[f.key] = v
        break
      case 'CHECKBOX':
        if (!Array.isArray(v) || v.some(x => typeof x !== 'string' || !f.options.includes(x))) throw fail('选项无效')
        out[f.key] = Array.from(new Set(v as string[]))
        break
      case 'DATE':
        if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v))) throw fail('日期无效')
        if (today && beforeToday(f, v, today)) throw fail(DATE_BEFORE_TODAY)
        out[f.key] = v
        break
      case 'AGREEMENT':
        if (v !== true && v !== 'true') throw fail('：请先阅读并同意')
        out[f.key] = true
        break
    }
  }
  return out
}

/** Name, cellphone, company and title of an attendee, read from the form values. */
export function personFrom(fields: FormField[], values: Record<string, FormValue>, account: AccountRow) {
  const byType = (t: string) => fields.find(f => f.type === t)?.key
  const pick = (k: string | undefined) => (k && typeof values[k] === 'string' ? (values[k] as string) : '')
  return {
    name: pick('name') || pick(fields.find(f => /姓名|名字/.test(f.label))?.key) || account.name || account.nick_name,
    cellphone: pick(byType('PHONE')) || account.cellphone || '',
    company: pick(byType('COMPANY')) || pick('company') || account.company,
    title: pick('title') || account.title
  }
}

interface SurveyInput {
  formId: number
  values: Record<string, FormValue>
  smsCode?: string
  idempotencyKey?: string
}

/** A submission that went through: its id, and how the visitor's sign-in changed with it (claimProvenPhone), if it did. */
interface SurveyOutcome {
  submissionId: number
  signIn: ProvenPhoneSignIn | null
}

/**
 * A visitor's submission of a form, registering for its event when the form belongs to one; answers the
 * submission's id (the earlier one when `idempotencyKey` repeats a submission). The SMS code is checked
 * before the IMMEDIATE transaction, the duplicate checks and the seat count inside it. A refusal about one
 * field names it (`data.field`, types/contract.ts FormRefusal), so the app shows the message beside it.
 * A phone proven by its code here makes a visitor without a phone known (claimProvenPhone): in the same
 * transaction as the submission, so a refused submission changes nobody's account or sign-in.
 */
export function submitSurvey(ctx: Ctx, req: FastifyRequest, account: AccountRow, input: SurveyInput): SurveyOutcome {
  const { db } = ctx
  const forms = formsRepo(db)
  const events = eventsRepo(db)
  const form = getForm(db, input.formId)
  const { values, smsCode, idempotencyKey } = input
  const promoter = promoterFromTrack(db, trackHeader(req))
  /** The submission this one repeats (same idempotency key), or null. */
  const replayOf = (): number | null => {
    const prev = idempotencyKey ? forms.byIdempotencyKey(idempotencyKey) : undefined
    if (!prev) return null
    if (prev.account_id !== account.id || prev.form_id !== form.id) throw conflict('重复的提交标识')
    return prev.id
  }
  const replayed = replayOf()
  if (replayed !== null) return { submissionId: replayed, signIn: null }
  if (submittedForm(db, form.id, account)) throw alreadySubmitted()
  const fields = formFields(form, ctx.extensions.has('conditionalFields'))
  const clean = validateValues(db, fields, values, todayInBeijing(ctx.now()))
  const person = personFrom(fields, clean, account)
  const phoneKey = fields.find(f => f.type === 'PHONE')?.key
  const forEvent = registersForEvent(db, form)
  const noPhone = () => (phoneKey ? fieldRefusal(400, '请填写手机号', phoneKey) : badRequest('请填写手机号'))
  // A registration phone is the account's verified cellphone or proven by SMS here, so nobody can
  // claim a stranger's phone (who would then be refused as already registered).
  const unproven = forEvent && !!person.cellphone && person.cellphone !== account.cellphone
  let proven = false
  if (form.sms_verify || unproven) {
    if (!person.cellphone) throw noPhone()
    if (unproven && !smsCode) throw fieldRefusal(400, '该手机号不是你账号已验证的手机号，请获取并填写短信验证码', SMS_CODE_NAME)
    // Before the transaction: a wrong code's count must outlive the refusal (a rollback would forget it).
    const problem = smsCodeProblem(ctx, req, person.cellphone, smsCode ?? '')
    if (problem) throw problem.locked ? fieldRefusal(429, problem.message, SMS_CODE_NAME, 429) : fieldRefusal(400, problem.message, SMS_CODE_NAME)
    proven = true
  }
  const outcome = inTransaction(
    db,
    (): SurveyOutcome => {
      // Checked again inside: a concurrent submission may have landed since.
      const again = replayOf()
      if (again !== null) return { submissionId: again, signIn: null }
      if (submittedForm(db, form.id, account)) throw alreadySubmitted()
      const signIn = proven ? claimProvenPhone(db, account, person.cellphone) : null
      const owner = signIn?.account ?? account
      // Signed in to the phone's account, which sent this form before: its ticket or answers are there.
      if (signIn?.how === 'switched' && submittedForm(db, form.id, owner)) throw phoneRegistered(phoneKey, forEvent)
      let ticketId: number | null = null
      if (form.content_entity_id) {
        if (events.event(form.content_entity_id)) {
          if (!person.cellphone) throw noPhone()
          // Registered already: the account's own ticket (its phone), or one of that phone (its own account's, or
          // a promoter's registration for it): signing in with the phone shows it (and the claim above is undone).
          if (events.registered(form.content_entity_id, person.cellphone)) {
            throw person.cellphone === account.cellphone ? alreadySubmitted() : phoneRegistered(phoneKey, true)
          }
          const a = createAttendee(db, {
            event: getEvent(db, form.content_entity_id),
            accountId: owner.id,
            ...person,
            values: clean,
            promoterId: promoter?.id ?? null,
            waitlistNow: heldSeatsAt(ctx)
          })
          ticketId = events.ticketIdOf(a.id)!
        }
      }
      const submissionId = forms.insertSubmission({
        form_id: form.id,
        account_id: owner.id,
        form_values: JSON.stringify(clean),
        idempotency_key: idempotencyKey ?? null,
        promoter_id: promoter?.id ?? null,
        ticket_id: ticketId,
        created_at: nowIso()
      })
      return { submissionId, signIn }
      // IMMEDIATE: the seat count and the new registration are one step for every process on the database.
    },
    'immediate'
  )
  // Where it came from (utm_source: a promoter's link, an assistant card…), for the funnel's sources.
  // The assistant's only when the server showed this account the event's card (services/attribution.ts).
  funnelRepo(db).attribute(outcome.submissionId, verifiedSource(db, trackHeader(req), account.id, form.content_entity_id ?? null, ctx.now()), null)
  return outcome
}

/** How a proven phone changed a visitor's sign-in: the phone `bound` to their account, or `switched` to its owner's. */
interface ProvenPhoneSignIn {
  account: AccountRow
  how: 'bound' | 'switched'
}

/**
 * A phone the visitor has just proved by its SMS code makes them known, as signing in with it would
 * (memberForPhone): a visitor without a phone gets it when no account has it, or is signed in to the (active)
 * account that has it; registrations a promoter made for the phone count from now on. An account with a phone of
 * its own stays itself. Call inside the submission's transaction, only after the code for `cellphone` passed.
 */
function claimProvenPhone(db: Db, account: AccountRow, cellphone: string): ProvenPhoneSignIn | null {
  if (account.cellphone || !cellphone) return null
  const holder = accountByPhone(db, cellphone)
  if (holder && holder.status !== 'ACTIVE') return null
  eventsRepo(db).confirmBehalf(cellphone, nowIso())
  if (holder) return { account: holder, how: 'switched' }
  accountsRepo(db).bindCellphone(account.id, cellphone)
  return { account: getAccount(db, account.id)!, how: 'bound' }
}

/**
 * What a submission answers: its id, the ticket it registered (or null), and the sign-in when it changed
 * (SubmitSurveyResult.login, left out when unchanged).
 */
export function surveyResultOf(db: Db, outcome: SurveyOutcome): SubmitSurveyResult {
  const s = formsRepo(db).submission(outcome.submissionId)!
  const attendee = s.ticket_id ? eventsRepo(db).attendeeIdOfTicket(s.ticket_id) : null
  const result = { submissionId: s.id, ticket: attendee ? ticketOf(db, attendee) : null }
  const login = outcome.signIn ? loginResult(db, outcome.signIn.account) : null
  return login ? { ...result, login } : result
}

interface BehalfInput {
  websiteFormId: number
  contentEntityId: number
  values: Record<string, FormValue>
}

/** A promoter registers someone for an event (the phone's account owns the ticket when there is one). */
export function submitOnBehalf(ctx: Ctx, account: AccountRow, promoter: PromoterRow, input: BehalfInput): AttendeeRow {
  const { db } = ctx
  const form = getForm(db, input.websiteFormId)
  const event = getEvent(db, input.contentEntityId)
  if (form.content_entity_id !== event.id) throw badRequest('表单与活动不匹配')
  const fields = formFields(form, ctx.extensions.has('conditionalFields'))
  return inTransaction(
    db,
    () => {
      const clean = validateValues(db, fields, input.values)
      const person = personFrom(fields, clean, { ...account, name: '', nick_name: '', cellphone: null, company: '', title: '' })
      if (!person.cellphone) throw badRequest('请填写手机号')
      if (!person.name) throw badRequest('请填写姓名')
      const owner = accountsRepo(db).idByPhone(person.cellphone)
      return createAttendee(db, {
        event,
        accountId: owner ?? account.id,
        ...person,
        values: clean,
        behalfBy: account.id,
        promoterId: promoter.id,
        waitlistNow: heldSeatsAt(ctx)
      })
    },
    'immediate'
  )
}

/** A promoter changes an attendee's answers (within their scope); the phone may not move the ticket to someone else. */
export function modifyProfile(ctx: Ctx, scope: AttendeeScope, attendeeId: number, values: Record<string, FormValue>): AttendeeRow {
  const { db } = ctx
  const forms = formsRepo(db)
  const events = eventsRepo(db)
  return inTransaction(db, () => {
    const a = events.attendee(attendeeId)
    if (!a || !inScope(scope, a)) throw notFound('报名记录不存在')
    const form = forms.formOfContent(a.event_id)
    const merged = { ...JSON.parse(a.form_values), ...values }
    const fields = form ? formFields(form, ctx.extensions.has('conditionalFields')) : []
    const clean = form ? validateValues(db, fields, merged) : merged
    const phoneKey = fields.find(f => f.type === 'PHONE')?.key
    const name = typeof clean.name === 'string' && clean.name ? clean.name : a.name
    const cellphone = phoneKey && typeof clean[phoneKey] === 'string' ? (clean[phoneKey] as string) : a.cellphone
    const company = typeof clean.company === 'string' ? clean.company : a.company
    const title = typeof clean.title === 'string' ? clean.title : a.title
    if (cellphone !== a.cellphone) {
      // The phone says whose ticket this is (我的门票 and the door find tickets by it), so a new phone
      // must not be registered for this event already (a second ticket) nor be another account's (the
      // ticket would move to them). The ticket's account (account_id) never changes here.
      if (events.registered(a.event_id, cellphone)) throw conflict('该手机号已报名此活动，不能改成这个手机号')
      const holder = accountsRepo(db).idByPhone(cellphone)
      if (holder && holder !== a.account_id) throw conflict('该手机号属于其他账号，不能把这张门票改到他名下；请为其单独报名')
    }
    events.updateProfile({ id: a.id, form_values: JSON.stringify(clean), name, cellphone, company, title })
    return events.attendee(a.id)!
  })
}
