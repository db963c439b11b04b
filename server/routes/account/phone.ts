import { ok } from '../../lib/envelope'
import { bool, int, obj, phone, str } from '../../lib/schema'
import { bindByCode, phoneVerifyQr, phoneVerifyResult, proveCellphone } from '../../services/phone-binding'
import { RETRY_AFTER, sendSmsCode } from '../../services/sms'
import { defineRoutes } from '../plugin'

/** Phone numbers: SMS codes, verifying and binding a phone, and the mini-program's verification by QR (simulated). */
export const phoneRoutes = defineRoutes(({ app, ctx, db, signedIn }) => {
  app.get(
    '/api/open/auth/code',
    {
      schema: {
        summary: 'SmsCodeResult (code printed in the server log; 429 past the send limits, docs/server.md)',
        description: '?account={cellphone}&type=0',
        querystring: obj({ account: phone(), type: int({ maximum: 9 }) }, ['account'])
      }
    },
    req => {
      sendSmsCode(ctx, req, req.query.account)
      return ok({ sent: true, retryAfter: RETRY_AFTER })
    }
  )

  signedIn.post(
    '/api/open/v1/wx/verifyCellphone',
    {
      schema: {
        summary: '{verified: true, bindCode: string}',
        description: '{code: smsCode, phoneCode: cellphone} [auth]',
        body: obj({ code: str(10, { minLength: 4 }), phoneCode: phone() }, ['code', 'phoneCode'])
      }
    },
    (req, account) => ok(proveCellphone(ctx, req, account, req.body.phoneCode, req.body.code))
  )

  signedIn.post(
    '/api/open/v1/wx/bindCellphone',
    {
      schema: {
        summary: 'Account (cellphone bound)',
        description: '?code={bindCode}&appId=web&bind=true [auth]',
        querystring: obj({ code: str(64, { minLength: 1 }), appId: str(64), bind: bool() }, ['code'])
      }
    },
    (req, account) => ok(bindByCode(db, account, req.query.code, req.query.bind))
  )

  // Phone verification by QR (the mini-program flow, simulated).
  signedIn.get(
    '/api/open/v1/account/miniappPhoneVerifyQrCode',
    { schema: { summary: '{code: string, qrCode: string (image URL)}', description: '[auth]' } },
    (_req, account) => ok(phoneVerifyQr(db, account))
  )
  signedIn.get(
    '/api/open/v1/account/verifyResult',
    {
      schema: {
        summary: '{verified: boolean, cellphone: string or null}',
        description: '?code [auth]',
        querystring: obj({ code: str(32, { minLength: 1 }) }, ['code'])
      }
    },
    (req, account) => ok(phoneVerifyResult(db, account, req.query.code))
  )
})
