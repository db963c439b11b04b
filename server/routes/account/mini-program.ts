import { BizError, notFound, ok } from '../../lib/envelope'
import { obj, phone, str } from '../../lib/schema'
import { accountsRepo } from '../../repositories/accounts'
import { companyRepo } from '../../repositories/company'
import { ACCOUNT_DISABLED, accountByPhone, createVisitorFor, currentAccount, loginResult, type AccountRow } from '../../services/accounts'
import { requireSmsCode } from '../../services/sms'
import { defineRoutes } from '../plugin'

/** Mini-program variants (dormant in this build; they answer like the web): main domain, code logins, the UC login. */
export const miniProgramRoutes = defineRoutes(({ app, ctx, db }) => {
  const accounts = accountsRepo(db)
  const site = companyRepo(db)
  const domain = () => ok({ domain: site.company()?.domain ?? 'localhost' })
  app.post('/api/open/v1/wx/minapp/mainDomain/:appId', { schema: { summary: '{domain}' } }, () => domain())
  app.get('/api/open/v1/douyin/mainDomain/:appId', { schema: { summary: '{domain}' } }, () => domain())

  /** Mini-program code logins: the token's account when one is sent, else a new visitor. */
  const codeLogin = (req: Parameters<typeof currentAccount>[1]): AccountRow => currentAccount(db, req) ?? createVisitorFor(db, req)
  const codeBody = obj({ code: str(200, { minLength: 1 }) }, ['code'])
  app.post('/api/open/v1/wx/minapp/loginV1', { schema: { body: codeBody, summary: 'LoginResult', description: '{code}' } }, req =>
    ok(loginResult(db, codeLogin(req)))
  )
  app.post('/api/open/v1/douyin/login', { schema: { body: codeBody, summary: 'LoginResult', description: '{code}' } }, req =>
    ok(loginResult(db, codeLogin(req)))
  )
  app.post(
    '/api/open/v1/wx/businessMiniApp/loginUcByWeixinCellphoneAndCode',
    {
      schema: {
        summary: 'LoginResult',
        description: '{cellphone, code}',
        body: obj({ cellphone: phone(), code: str(10, { minLength: 1 }) }, ['cellphone', 'code'])
      }
    },
    req => {
      const { cellphone, code } = req.body
      requireSmsCode(ctx, req, cellphone, code)
      if (!accounts.companyUserByPhone(cellphone)) throw new BizError(403, '该手机号不是企业成员')
      const account = accountByPhone(db, cellphone)
      if (!account) throw notFound('账号不存在')
      if (account.status !== 'ACTIVE') throw new BizError(403, ACCOUNT_DISABLED)
      return ok(loginResult(db, account))
    }
  )
})
