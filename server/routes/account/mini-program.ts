import { ok } from '../../lib/envelope'
import { obj, phone, str } from '../../lib/schema'
import { createVisitorFor, currentAccount, loginResult, ucLoginByPhone, type AccountRow } from '../../services/accounts'
import { mainDomainOf } from '../../services/site'
import { defineRoutes } from '../plugin'

/** Mini-program variants (dormant in this build; they answer like the web): main domain, code logins, the UC login. */
export const miniProgramRoutes = defineRoutes(({ app, ctx, db }) => {
  const domain = () => ok(mainDomainOf(db))
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
    req => ok(ucLoginByPhone(ctx, req, req.body.cellphone, req.body.code))
  )
})
