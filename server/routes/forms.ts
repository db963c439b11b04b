import { Type } from 'typebox'
import { ok, value } from '../lib/envelope'
import { id, obj, oneOf, phone, str } from '../lib/schema'
import { currentAccount } from '../services/accounts'
import { defineRoutes } from './plugin'
import { submittedForm } from '../services/content'
import { attendeeScopeOf, toAttendee } from '../services/events'
import { formOut, getForm, modifyProfile, submitOnBehalf, submitSurvey, surveyResultOf } from '../services/forms'
import { startSession } from '../services/session'
import { RETRY_AFTER, sendSmsCode } from '../services/sms'

/** One answer: text, number, yes/no, a list of choices, or nothing. */
const formValueSchema = Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean(), Type.Array(str(200), { maxItems: 50 }), Type.Null()])
/**
 * The answers by field key: any keys (each at most 60 characters), at most 60 of them. The key pattern
 * matches every name, line breaks included (a bare Type.String() key would be `^.*$`, which does not).
 */
export const valuesSchema = Type.Record(Type.String({ pattern: '^[\\s\\S]*$' }), formValueSchema, { maxProperties: 60, propertyNames: { maxLength: 60 } })

/** Forms: definitions, submissions (with event registration), SMS verification, promoter tools. */
export const formRoutes = defineRoutes(({ app, ctx, db, signedIn, asPromoter }) => {
  const conditional = ctx.extensions.has('conditionalFields')

  app.get(
    '/api/open/v1/account/getFormById',
    {
      schema: {
        summary:
          "WebsiteForm (verifyNewPhone: an event registration's phone other than the account's needs smsCode; contentEntityType: EVENT, COURSE… of contentEntityId)",
        description: '?id',
        querystring: obj({ id: id() }, ['id'])
      }
    },
    req => ok(formOut(db, getForm(db, req.query.id), currentAccount(db, req), conditional))
  )

  signedIn.post(
    '/api/open/v1/account/submitSurvey',
    {
      schema: {
        summary:
          'SubmitSurveyResult (same idempotencyKey → same result, stored once; login: the new sign-in when an SMS-proven phone was bound or signed in to its account; refusals carry FormRefusal data: the field, 409 reason SUBMITTED "您已提交过该表单" or PHONE_REGISTERED; values as in "Form values" below)',
        description: '?websiteFormId SubmitSurveyBody [auth]',
        querystring: obj({ websiteFormId: id() }, ['websiteFormId']),
        body: obj({ values: valuesSchema, smsCode: str(10), idempotencyKey: str(100, { minLength: 1 }) }, ['values'])
      }
    },
    (req, account, reply) => {
      const outcome = submitSurvey(ctx, req, account, { formId: req.query.websiteFormId, ...req.body })
      // Signed in to the phone's account: this browser's session follows, as after the login page.
      if (outcome.signIn?.how === 'switched') startSession(db, reply, outcome.signIn.account.id)
      return ok(surveyResultOf(db, outcome))
    }
  )

  app.post(
    '/api/open/v1/account/verification',
    {
      schema: {
        summary: 'SmsCodeResult',
        description: '?websiteFormId {cellphone}',
        querystring: obj({ websiteFormId: id() }, ['websiteFormId']),
        body: obj({ cellphone: phone() }, ['cellphone'])
      }
    },
    req => {
      getForm(db, req.query.websiteFormId)
      sendSmsCode(ctx, req, req.body.cellphone)
      return ok({ sent: true, retryAfter: RETRY_AFTER })
    }
  )

  signedIn.get(
    '/api/ca-open/v1/companyAccount/form/submitted',
    { schema: { summary: '209 boolean', description: '?websiteFormId [auth]', querystring: obj({ websiteFormId: id() }, ['websiteFormId']) } },
    (req, account) => {
      getForm(db, req.query.websiteFormId)
      return value(submittedForm(db, req.query.websiteFormId, account))
    }
  )

  asPromoter.post(
    '/api/open/v1/account/form/behalfSubmit',
    {
      schema: {
        summary: 'Attendee',
        description: 'BehalfSubmitBody [promoter]',
        body: obj({ websiteFormId: id(), submitFormType: oneOf(['REGISTER_EVENT']), contentEntityId: id(), values: valuesSchema }, [
          'websiteFormId',
          'submitFormType',
          'contentEntityId',
          'values'
        ])
      }
    },
    (req, { account, promoter }) => {
      const attendee = submitOnBehalf(ctx, account, promoter, req.body)
      return ok(toAttendee(attendee))
    }
  )

  asPromoter.post(
    '/api/open/v1/account/form/modifyProfileData',
    {
      schema: {
        summary: 'Attendee',
        description: '?attendeeId {values} [promoter]',
        querystring: obj({ attendeeId: id() }, ['attendeeId']),
        body: obj({ values: valuesSchema }, ['values'])
      }
    },
    (req, { account, promoter }) => {
      const updated = modifyProfile(ctx, attendeeScopeOf(db, account, promoter), req.query.attendeeId, req.body.values)
      return ok(toAttendee(updated))
    }
  )
})
