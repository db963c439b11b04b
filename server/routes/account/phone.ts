import { badRequest, notFound, ok } from '../../lib/envelope'
import { code as randomCode, nowIso, token } from '../../lib/random'
import { bool, int, obj, phone, str } from '../../lib/schema'
import { qrCodePath } from '../../lib/signing'
import { accountsRepo } from '../../repositories/accounts'
import { bindCellphone, getAccount, toAccount } from '../../services/accounts'
import { requireSmsCode, RETRY_AFTER, sendSmsCode } from '../../services/sms'
import { defineRoutes } from '../plugin'

/** Phone numbers: SMS codes, verifying and binding a phone, and the mini-program's verification by QR (simulated). */
export const phoneRoutes = defineRoutes(({ app, ctx, db, signedIn }) => {
  const accounts = accountsRepo(db)
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
    (req, account) => {
      const { code, phoneCode } = req.body
      requireSmsCode(ctx, req, phoneCode, code)
      const bindCode = token(16)
      accounts.insertBindCode(bindCode, account.id, phoneCode, Date.now() + 10 * 60 * 1000)
      return ok({ verified: true, bindCode })
    }
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
    (req, account) => {
      const row = accounts.liveBindCode(req.query.code, account.id, Date.now())
      if (!row) throw badRequest('绑定码无效或已过期，请重新验证手机号')
      if (req.query.bind === false) return ok(toAccount(db, account))
      bindCellphone(db, account, row)
      return ok(toAccount(db, getAccount(db, account.id)!))
    }
  )

  // Phone verification by QR (the mini-program flow, simulated).
  signedIn.get(
    '/api/open/v1/account/miniappPhoneVerifyQrCode',
    { schema: { summary: '{code: string, qrCode: string (image URL)}', description: '[auth]' } },
    (_req, account) => {
      const code = randomCode(12)
      accounts.insertPhoneVerifyCode(code, account.id, nowIso())
      return ok({ code, qrCode: qrCodePath(db, `verify-phone:${code}`) })
    }
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
    (req, account) => {
      const row = accounts.phoneVerifyCode(req.query.code, account.id)
      if (!row) throw notFound('验证码不存在')
      const fresh = getAccount(db, account.id)!
      return ok({ verified: !!fresh.cellphone, cellphone: fresh.cellphone })
    }
  )
})
