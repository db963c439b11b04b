import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { FormRefusal, WebsiteForm } from '../../../types/contract'
import { PRIVATE_NO_STORE } from '../../lib/cache-control'
import { BizError } from '../../lib/envelope'
import { mobilePage, sendHtml } from '../../lib/html'
import { typed } from '../../lib/schema'
import { formsRepo } from '../../repositories/forms'
import { createVisitorFor, type AccountRow } from '../../services/accounts'
import { formOut, submitSurvey } from '../../services/forms'
import { sessionAccount, startSession } from '../../services/session'
import { sendSmsCode } from '../../services/sms'
import { anonymousForm, blankForm, paintForm } from '../../ssr/painter'
import { paintedViews } from '../../ssr/views'
import { FORM_ACTION_NAME, SMS_CODE_NAME, valuesFromEntries, type PostedEntries } from '../../../src/shared/form-names'
import { parseId } from '../../../src/shared/ids'
import type { PaintedFormState } from '../../../src/shared/painted-views'
import { APP_ROOT, BASE_PATH, pageUrl, Routes } from '../../../src/shared/routes'
import type { RoutesPlugin } from '../plugin'
import { anyQuery, cspOf, isCrossSitePost } from './common'
import type { WebOptions } from './index'

/** The refusal of a post from another site (no one may send a form in a visitor's name from elsewhere). */
const CROSS_SITE = '提交来自其他网站，已拒绝。请在本页填写后提交。'

/** Where a form's success page is, as the app's form page opens it (its event or course, the ticket made). */
function successUrl(form: WebsiteForm, eventId: number | null, submissionId: number, ticketId: number | null): string {
  const course = form.contentEntityType === 'COURSE'
  return (
    BASE_PATH +
    pageUrl(Routes.formSuccess, {
      submissionId,
      eventId: course ? undefined : (form.contentEntityId ?? eventId ?? undefined),
      courseId: course ? (form.contentEntityId ?? undefined) : undefined,
      ticketId: ticketId ?? undefined,
      formId: form.contentEntityId === null && eventId === null ? form.id : undefined
    })
  )
}

/** "138****8000": the phone a code went to, as the app masks it. */
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`

/**
 * The painted form page's own post (docs/first-paint.md "The form page"): the lead form filled and sent before the
 * app's script has arrived, or without script at all. The same service as the API's submitSurvey (validation,
 * duplicate and SMS checks, rate limits), the app's own messages for each field first; a success answers 303 to the
 * success page, anything else the painted form again with what was sent and the messages beside the fields.
 * "获取验证码" is a submit button too: it sends the code (the API's limits) and paints the form again.
 */
export const paintedFormRoutes: RoutesPlugin<WebOptions> = async (fastify, { ctx, indexPage }) => {
  if (!indexPage) return
  const app = typed(fastify)
  const { db } = ctx
  const csp = cspOf(ctx)

  // Every value of a repeated name (a checkbox group posts one per ticked box): the server's parser keeps the last.
  fastify.removeContentTypeParser('application/x-www-form-urlencoded')
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Array.from(new URLSearchParams(body as string)))
  })

  /** The painted form with this state: private (it holds what the visitor typed), never cached. */
  async function formPage(req: FastifyRequest, reply: FastifyReply, status: number, state: PaintedFormState) {
    const page = await indexPage!.answerWith(req.url, boot => paintForm(boot, state))
    if (!page || page.redirect) return reply.code(503).send('')
    return reply
      .code(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', PRIVATE_NO_STORE)
      .header('Content-Security-Policy', page.csp)
      .send(page.html)
  }

  app.post(`${BASE_PATH}${Routes.form}`, { schema: { querystring: anyQuery('id', 'eventId', 'ticketId'), body: Type.Unknown() } }, async (req, reply) => {
    const query = req.query as Record<string, unknown>
    const id = typeof query.id === 'string' && !query.ticketId ? parseId(query.id) : null
    const row = id ? formsRepo(db).form(id) : undefined
    if (!row) return sendHtml(reply, mobilePage('表单不存在', `<h1>表单不存在</h1><p><a href="${APP_ROOT}">返回首页</a></p>`), csp, 404)
    const views = paintedViews()
    const form = formOut(db, row, null, ctx.extensions.has('conditionalFields'))
    if (isCrossSitePost(req)) return formPage(req, reply, 403, { ...blankForm(anonymousForm(form)), submitError: CROSS_SITE })

    const entries: PostedEntries = Array.isArray(req.body) ? (req.body as [string, string][]) : []
    const posted = valuesFromEntries(form.fields, entries)
    const action = entries.find(([name]) => name === FORM_ACTION_NAME)?.[1] === 'sms' ? 'sms' : 'send'
    const signedIn = sessionAccount(db, req, reply)
    const phoneKey = views.phoneKey(form)
    const phone = phoneKey ? String(posted.values[phoneKey] ?? '').trim() : ''
    // An event's registration with a phone other than the account's verified one asks for its code, as in the app.
    const shown = form.verifyNewPhone && phoneKey && phone !== (signedIn?.cellphone || '') ? { ...form, smsVerify: true } : form
    const state: PaintedFormState = { form: shown, values: posted.values, errors: {}, smsCode: posted.smsCode, submitError: null, notice: null }

    if (action === 'sms') {
      const phoneError = phoneKey ? views.checkForm({ form: shown, values: posted.values, smsCode: '' })[phoneKey] : null
      if (!phoneKey || phoneError) return formPage(req, reply, 400, { ...state, errors: { [phoneKey || SMS_CODE_NAME]: phoneError || '表单没有手机号' } })
      try {
        sendSmsCode(ctx, req, phone)
      } catch (e) {
        if (!(e instanceof BizError)) throw e
        return formPage(req, reply, e.code === 429 ? 429 : 400, { ...state, errors: { [SMS_CODE_NAME]: e.message } })
      }
      return formPage(req, reply, 200, { ...state, notice: `验证码已发送至 ${masked(phone)}，请查收` })
    }

    const errors = views.checkForm({ form: shown, values: posted.values, smsCode: posted.smsCode })
    if (Object.keys(errors).length > 0) return formPage(req, reply, 400, { ...state, errors })
    // Submitting needs an account, as in the app: the visitor's own session, else a new visitor (the silent
    // sign-in's per-address limit), whose session starts with this answer.
    let account: AccountRow | null = signedIn
    if (!account) {
      try {
        account = createVisitorFor(db, req)
      } catch (e) {
        if (!(e instanceof BizError)) throw e
        return formPage(req, reply, 429, { ...state, submitError: e.message })
      }
      startSession(db, reply, account.id)
    }
    try {
      const outcome = submitSurvey(ctx, req, account, { formId: form.id, values: posted.values, smsCode: posted.smsCode || undefined })
      // Signed in to the phone's account by its code: the browser's session follows, as in the app.
      if (outcome.signIn?.how === 'switched') startSession(db, reply, outcome.signIn.account.id)
      const ticketId = formsRepo(db).submission(outcome.submissionId)?.ticket_id ?? null
      return reply
        .header('Cache-Control', PRIVATE_NO_STORE)
        .redirect(successUrl(form, parseId(String(query.eventId ?? '')), outcome.submissionId, ticketId), 303)
    } catch (e) {
      if (!(e instanceof BizError)) throw e
      // The service names the field its refusal is about (FormRefusal), as the app reads it: the SMS code's
      // shows the code field; a registered phone offers to sign in with it; the rest goes in the form's box.
      const refusal = (e.data ?? {}) as FormRefusal
      const field = refusal.field === SMS_CODE_NAME || form.fields.some(f => f.key === refusal.field) ? refusal.field : undefined
      const status = e.code === 429 ? 429 : e.code === 409 ? 409 : 400
      const taken = refusal.reason === 'PHONE_REGISTERED'
      if (field) {
        const withCode = field === SMS_CODE_NAME ? { ...shown, smsVerify: true } : shown
        return formPage(req, reply, status, { ...state, form: withCode, errors: { [field]: e.message }, phoneTaken: taken })
      }
      return formPage(req, reply, status, { ...state, submitError: e.message, phoneTaken: taken })
    }
  })
}
