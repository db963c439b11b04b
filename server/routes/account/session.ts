import { Type } from 'typebox'
import { ok } from '../../lib/envelope'
import { int, obj, str } from '../../lib/schema'
import { loginResult, revokeCredentials, toAccount, type AccountRow } from '../../services/accounts'
import { recordAttribution, updateProfile } from '../../services/profile'
import { clearSessionCookie, sessionAccount } from '../../services/session'
import { defineRoutes } from '../plugin'

/** The web session (wxh5 login from the session cookie, logout), the account, its attribution and profile. */
export const sessionRoutes = defineRoutes(({ app, db, signedIn }) => {
  app.post(
    '/api/ca-open/v1/companyAccount/wxh5/login',
    { schema: { summary: 'LoginResult; code 401 when there is no session', description: '(no body; reads the `ca_session` cookie set by /web/ca/login)' } },
    (req, reply) => {
      const account = sessionAccount(db, req, reply)
      if (!account) return reply.send({ code: 401, data: null, message: '请先登录' })
      return ok(loginResult(db, account))
    }
  )

  // Every credential of the account is replaced: sessions, the Authorization-Ca key, the upload apiKey and
  // the company user's UC token, so nothing copied before the logout works after it.
  signedIn.post(
    '/api/ca-open/v1/companyAccount/logout',
    {
      schema: {
        summary: 'true; clears the cookie, ends every session of the account and replaces its token, upload apiKey and UC token',
        description: '(ours) [auth]'
      }
    },
    (_req, account, reply) => {
      revokeCredentials(db, account)
      clearSessionCookie(reply)
      return ok(true)
    }
  )

  signedIn.post(
    '/api/open/v1/companyAccount/init',
    {
      schema: {
        summary: 'Account (records attribution once)',
        description: '{ocuid?, trackParams?: TrackParam[]} [auth]',
        body: obj({
          ocuid: Type.Union([int(), Type.Null()]),
          trackParams: Type.Array(obj({ paramName: str(40), paramValue: str(200) }, ['paramName', 'paramValue']), { maxItems: 20 })
        })
      }
    },
    (req, account) => ok(recordAttribution(db, account, req.body?.ocuid, req.body?.trackParams))
  )

  const me = (_req: unknown, account: AccountRow) => ok(toAccount(db, account))
  signedIn.get('/api/open/v1/getCurrentCompanyAccount', { schema: { summary: 'Account', description: '[auth]' } }, me)
  signedIn.get('/api/ca-open/v1/companyAccount/info', { schema: { summary: 'Account', description: '[auth]' } }, me)

  signedIn.post(
    '/api/ca-open/v1/companyAccount/updateInfos',
    {
      schema: {
        summary: 'Account',
        description: 'UpdateInfosBody [auth]',
        body: obj(
          {
            name: str(40),
            nickName: str(40, { minLength: 1 }),
            avatar: str(500),
            email: str(120, { pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
            // Integer with enum (not a union of literals) keeps the refusal's wording: 性别类型不正确（应为整数）.
            gender: Type.Integer({ enum: [0, 1, 2] }),
            company: str(80),
            title: str(40)
          },
          [],
          false
        )
      }
    },
    (req, account) => ok(updateProfile(db, account, req.body ?? {}))
  )
})
