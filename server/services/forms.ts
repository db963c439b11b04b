import type { FastifyRequest } from 'fastify'
import type { FormField, FormValue, WebsiteForm } from '../../types/contract'
import type { Db } from '../db'
import type { FormRow } from '../db/rows'
import { badRequest, conflict, notFound } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { accountsRepo } from '../repositories/accounts'
import { contentRepo } from '../repositories/content'
import { eventsRepo } from '../repositories/events'
import { formsRepo } from '../repositories/forms'
import { funnelRepo } from '../repositories/funnel'
import type { AccountRow, PromoterRow } from './accounts'
import { entityTypeOut, submittedForm } from './content'
import type { Ctx } from './context'
import { createAttendee, getEvent, inScope, type AttendeeRow, type AttendeeScope } from './events'
import { verifiedSource } from './attribution'
import { promoterFromTrack, trackHeader } from './promotion'
import { requireSmsCode } from './sms'
import { heldSeatsAt } from './waitlist'
import { knownRegionPrefix, parseRegion } from '../../src/shared/region'
import { hiddenKeys, withoutConditions } from '../../src/shared/form-conditions'
import { inTransaction } from '../repositories/unit-of-work'
import { CELLPHONE_INVALID, CELLPHONE_PATTERN } from '../../src/shared/phone'

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
 * Checks values against the form's fields; answers the cleaned values or throws code 400 naming the field.
 * A REGION answer is 1–3 names from the province down (src/shared/region.ts), each a place of the address
 * tree under the one before; it is stored as that array. A field hidden by its condition (`showWhen`,
 * src/shared/form-conditions.ts, the app's rule) is not required and a value sent for it is dropped, like an
 * unknown key: a visitor who picked 企业用户, typed 公司规模, then switched to 个人用户 is not refused.
 */
export function validateValues(db: Db, fields: FormField[], values: Record<string, FormValue>): Record<string, FormValue> {
  const out: Record<string, FormValue> = {}
  const places = (code: string | null) => contentRepo(db).addresses(code ?? undefined)
  const hidden = hiddenKeys(fields, values)
  for (const f of fields) {
    if (hidden.has(f.key)) continue
    const raw = values[f.key]
    const region = f.type === 'REGION' ? parseRegion(raw) : null
    const v = region ?? raw
    const fail = (why: string) => badRequest(`${f.label}${why}`)
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
        if (typeof v !== 'string' || !CELLPHONE_PATTERN.test(v)) throw badRequest(CELLPHONE_INVALID)
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

/**
 * A visitor's submission of a form, registering for its event when the form belongs to one; answers the
 * submission's id (the earlier one when `idempotencyKey` repeats a submission). The SMS code is checked
 * before the IMMEDIATE transaction, the duplicate checks and the seat count inside it.
 */
export function submitSurvey(ctx: Ctx, req: FastifyRequest, account: AccountRow, input: SurveyInput): number {
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
  if (replayed !== null) return replayed
  if (submittedForm(db, form.id, account)) throw conflict('您已提交过该表单')
  const fields = formFields(form, ctx.extensions.has('conditionalFields'))
  const clean = validateValues(db, fields, values)
  const person = personFrom(fields, clean, account)
  // A registration phone is the account's verified cellphone or proven by SMS here, so nobody can
  // claim a stranger's phone (who would then be refused as already registered).
  const unproven = registersForEvent(db, form) && !!person.cellphone && person.cellphone !== account.cellphone
  if (form.sms_verify || unproven) {
    if (!person.cellphone) throw badRequest('请填写手机号')
    if (unproven && !smsCode) throw badRequest('该手机号不是你账号已验证的手机号，请获取并填写短信验证码')
    // Before the transaction: a wrong code's count must outlive the refusal (a rollback would forget it).
    requireSmsCode(ctx, req, person.cellphone, smsCode ?? '')
  }
  const id = inTransaction(
    db,
    (): number => {
      // Checked again inside: a concurrent submission may have landed since.
      const again = replayOf()
      if (again !== null) return again
      if (submittedForm(db, form.id, account)) throw conflict('您已提交过该表单')
      let ticketId: number | null = null
      if (form.content_entity_id) {
        if (events.event(form.content_entity_id)) {
          if (!person.cellphone) throw badRequest('请填写手机号')
          const a = createAttendee(db, {
            event: getEvent(db, form.content_entity_id),
            accountId: account.id,
            ...person,
            values: clean,
            promoterId: promoter?.id ?? null,
            waitlistNow: heldSeatsAt(ctx)
          })
          ticketId = events.ticketIdOf(a.id)!
        }
      }
      return forms.insertSubmission({
        form_id: form.id,
        account_id: account.id,
        form_values: JSON.stringify(clean),
        idempotency_key: idempotencyKey ?? null,
        promoter_id: promoter?.id ?? null,
        ticket_id: ticketId,
        created_at: nowIso()
      })
      // IMMEDIATE: the seat count and the new registration are one step for every process on the database.
    },
    'immediate'
  )
  // Where it came from (utm_source: a promoter's link, an assistant card…), for the funnel's sources.
  // The assistant's only when the server showed this account the event's card (services/attribution.ts).
  funnelRepo(db).attribute(id, verifiedSource(db, trackHeader(req), account.id, form.content_entity_id ?? null, ctx.now()), null)
  return id
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
