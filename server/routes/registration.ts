import type { FastifyInstance } from 'fastify'
import type { FormField, FormValue } from '../../types/contract'
import { badRequest, conflict, notFound, ok } from '../lib/envelope'
import { idParams, obj, str, typed } from '../lib/schema'
import { accountsRepo } from '../repositories/accounts'
import { eventsRepo } from '../repositories/events'
import { formsRepo } from '../repositories/forms'
import { registrationEditsRepo } from '../repositories/registration-edits'
import { requireAccount } from '../services/accounts'
import type { Ctx } from '../services/context'
import { changedFields, ownsTicket, registrationOf, whyNotEditable } from '../services/registration'
import { requireSmsCode } from '../services/sms'
import { personFrom, validateValues, valuesSchema } from './forms'

/**
 * Extension `registrationEdit` (docs/endpoints.md "Extensions"): the attendee reads and changes the answers of
 * their registration from the ticket. Registered only with the extension on; without it these paths are 404.
 */
export function registerRegistrationEdit(fastify: FastifyInstance, ctx: Ctx): void {
  if (!ctx.extensions.has('registrationEdit')) return
  const app = typed(fastify)
  const { db } = ctx
  const edits = registrationEditsRepo(db)
  const events = eventsRepo(db)

  /** The ticket's registration when the account owns it; another account's ticket answers like a missing one. */
  const ownRow = (ticketId: number, account: Parameters<typeof ownsTicket>[0]) => {
    const row = edits.byTicket(ticketId)
    if (!row || !ownsTicket(account, row)) throw notFound('门票不存在')
    return row
  }

  app.get('/api/ca/v1/event/ticket/:ticketId/registration', { schema: { params: idParams('ticketId') } }, req => {
    const account = requireAccount(db, req)
    return ok(registrationOf(db, ownRow(req.params.ticketId, account), ctx.now()))
  })

  app.post(
    '/api/ca/v1/event/ticket/:ticketId/registration',
    { schema: { params: idParams('ticketId'), body: obj({ values: valuesSchema, smsCode: str(10) }, ['values']) } },
    req => {
      const account = requireAccount(db, req)
      const { ticketId } = req.params
      const first = ownRow(ticketId, account)
      const form = formsRepo(db).formOfContent(first.event_id)
      const refused = whyNotEditable(first, !!form, ctx.now())
      if (refused || !form) throw badRequest(refused ?? '该活动没有报名表单，无需修改')
      // The same rules as registering: the form's validation, and a new phone proven by SMS.
      const fields = JSON.parse(form.fields) as FormField[]
      const clean = validateValues(db, fields, req.body.values)
      const person = personFrom(fields, clean, {
        ...account,
        name: first.name,
        nick_name: first.name,
        cellphone: first.cellphone,
        company: first.company,
        title: first.title
      })
      if (!person.cellphone) throw badRequest('请填写手机号')
      const newPhone = person.cellphone !== first.cellphone
      if (newPhone && (form.sms_verify || person.cellphone !== account.cellphone)) {
        if (!req.body.smsCode) throw badRequest('新手机号需要验证：请获取并填写短信验证码')
        // Before the transaction: a wrong code's count must outlive the refusal (a rollback would forget it).
        requireSmsCode(ctx, req, person.cellphone, req.body.smsCode)
      }
      db.transaction(() => {
        // Read again inside: a check-in, an audit or another edit may have landed since.
        const row = ownRow(ticketId, account)
        const why = whyNotEditable(row, true, ctx.now())
        if (why) throw badRequest(why)
        const before = JSON.parse(row.form_values) as Record<string, FormValue>
        if (changedFields(fields, before, clean).length === 0) return
        if (person.cellphone !== row.cellphone) {
          // The phone says whose ticket this is (我的门票 and the door find tickets by it).
          if (row.account_id !== account.id) throw conflict('这张门票由他人为你报名，手机号不能在这里修改，请联系主办方')
          if (events.registered(row.event_id, person.cellphone)) throw conflict('该手机号已报名此活动，不能改成这个手机号')
          const holder = accountsRepo(db).idByPhone(person.cellphone)
          if (holder && holder !== row.account_id) throw conflict('该手机号属于其他账号，不能把这张门票改到他名下')
        }
        const json = JSON.stringify(clean)
        events.updateProfile({ id: row.id, form_values: json, ...person })
        edits.insert({
          attendee_id: row.id,
          account_id: account.id,
          before_values: row.form_values,
          after_values: json,
          edited_at: new Date(ctx.now()).toISOString()
        })
        edits.updateSubmissionValues(row.ticket_id, json)
        // The organiser approved other answers: an audited event reviews the new ones (待审核 again).
        if (row.needs_audit) edits.backToAudit(row.id)
      }).immediate()
      return ok(registrationOf(db, ownRow(ticketId, account), ctx.now()))
    }
  )
}
