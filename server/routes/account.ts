import { Type } from 'typebox'
import type { PopupRow } from '../db/rows'
import { BizError, badRequest, ok, notFound } from '../lib/envelope'
import { code as randomCode, nowIso, token } from '../lib/random'
import { badInput, isInvisible } from '../lib/input'
import { obj, phone, str, int, bool, idParams, typed } from '../lib/schema'
import { accountsRepo, type AccountInfo } from '../repositories/accounts'
import { companyRepo } from '../repositories/company'
import {
  ACCOUNT_DISABLED,
  accountByPhone,
  bindCellphone,
  createVisitorFor,
  getAccount,
  loginResult,
  revokeCredentials,
  requireAccount,
  toAccount,
  currentAccount,
  type AccountRow
} from '../services/accounts'
import type { RoutesPlugin } from './plugin'
import { clearSessionCookie, sessionAccount } from '../services/session'
import { requireSmsCode, RETRY_AFTER, sendSmsCode } from '../services/sms'
import { qrCodePath } from '../lib/signing'

const TRACK_KEYS = ['utm_scid', 'utm_uid', 'utm_source', 'utm_entity_data_id']

/** Accounts, sessions, company and website settings. */
export const accountRoutes: RoutesPlugin = async (fastify, { ctx }) => {
  const app = typed(fastify)
  const { db } = ctx
  const accounts = accountsRepo(db)
  const site = companyRepo(db)

  app.post('/api/ca-open/v1/companyAccount/wxh5/login', (req, reply) => {
    const account = sessionAccount(db, req, reply)
    if (!account) return reply.send({ code: 401, data: null, message: '请先登录' })
    return ok(loginResult(db, account))
  })

  // Every credential of the account is replaced: sessions, the Authorization-Ca key, the upload apiKey and
  // the company user's UC token, so nothing copied before the logout works after it.
  app.post('/api/ca-open/v1/companyAccount/logout', (req, reply) => {
    const account = requireAccount(db, req)
    revokeCredentials(db, account)
    clearSessionCookie(reply)
    return ok(true)
  })

  app.get('/api/open/v1/company/companyInfo', () => {
    const c = site.company()
    if (!c) throw new BizError(404, 'cannot find company')
    return ok({
      id: c.id,
      name: c.name,
      domain: c.domain,
      miniAppWebsiteId: c.mini_app_website_id,
      themeColor: c.theme_color,
      gradientColor: JSON.parse(c.gradient_color),
      squareLogo: c.square_logo,
      productName: c.product_name,
      servicePhone: c.service_phone,
      miniAppId: c.mini_app_id ?? null
    })
  })

  app.post(
    '/api/open/v1/companyAccount/init',
    {
      schema: {
        body: obj({
          ocuid: Type.Union([int(), Type.Null()]),
          trackParams: Type.Array(obj({ paramName: str(40), paramValue: str(200) }, ['paramName', 'paramValue']), { maxItems: 20 })
        })
      }
    },
    req => {
      const account = requireAccount(db, req)
      const { ocuid, trackParams } = req.body ?? {}
      // Attribution is recorded once: the first owner and the first tracking values win.
      if (account.ocuid == null && ocuid && accounts.companyUserExists(ocuid)) accounts.setOwnerOnce(account.id, ocuid)
      const kept = (trackParams ?? []).filter(p => TRACK_KEYS.includes(p.paramName))
      if (!account.track_params && kept.length) {
        accounts.setTrackParamsOnce(account.id, JSON.stringify(kept))
      }
      return ok(toAccount(db, getAccount(db, account.id)!))
    }
  )

  const me = (req: Parameters<typeof requireAccount>[1]) => ok(toAccount(db, requireAccount(db, req)))
  app.get('/api/open/v1/getCurrentCompanyAccount', req => me(req))
  app.get('/api/ca-open/v1/companyAccount/info', req => me(req))

  app.get('/api/ca-open/v1/companyAccount/trackParams', () => ok(site.trackParams()))

  app.get('/api/open/auth/code', { schema: { querystring: obj({ account: phone(), type: int({ maximum: 9 }) }, ['account']) } }, req => {
    sendSmsCode(ctx, req, req.query.account)
    return ok({ sent: true, retryAfter: RETRY_AFTER })
  })

  app.post(
    '/api/open/v1/wx/verifyCellphone',
    { schema: { body: obj({ code: str(10, { minLength: 4 }), phoneCode: phone() }, ['code', 'phoneCode']) } },
    req => {
      const account = requireAccount(db, req)
      const { code, phoneCode } = req.body
      requireSmsCode(ctx, req, phoneCode, code)
      const bindCode = token(16)
      accounts.insertBindCode(bindCode, account.id, phoneCode, Date.now() + 10 * 60 * 1000)
      return ok({ verified: true, bindCode })
    }
  )

  app.post(
    '/api/open/v1/wx/bindCellphone',
    { schema: { querystring: obj({ code: str(64, { minLength: 1 }), appId: str(64), bind: bool() }, ['code']) } },
    req => {
      const account = requireAccount(db, req)
      const row = accounts.liveBindCode(req.query.code, account.id, Date.now())
      if (!row) throw badRequest('绑定码无效或已过期，请重新验证手机号')
      if (req.query.bind === false) return ok(toAccount(db, account))
      bindCellphone(db, account, row)
      return ok(toAccount(db, getAccount(db, account.id)!))
    }
  )

  app.post(
    '/api/ca-open/v1/companyAccount/updateInfos',
    {
      schema: {
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
    req => {
      const account = requireAccount(db, req)
      const b = req.body ?? {}
      const trim = (v: string | undefined) => v?.trim()
      const info: AccountInfo = {
        name: trim(b.name),
        nick_name: trim(b.nickName),
        avatar: trim(b.avatar),
        email: trim(b.email),
        gender: b.gender,
        company: trim(b.company),
        title: trim(b.title)
      }
      if (b.avatar && !/^(\/|https?:\/\/)/.test(b.avatar)) throw badRequest('头像地址无效')
      // A name must show something: zero-width characters or lone combining marks read as a blank name.
      if (info.nick_name !== undefined && isInvisible(info.nick_name)) throw badInput('昵称不能只包含空格或不可见字符')
      if (info.name && isInvisible(info.name)) throw badInput('姓名不能只包含空格或不可见字符')
      accounts.updateInfo(account.id, info)
      return ok(toAccount(db, getAccount(db, account.id)!))
    }
  )

  // ---------------------------------------------------------------- website

  const website = (id: number) => {
    const w = site.website(id)
    if (!w) throw notFound('站点不存在')
    return w
  }
  app.get('/api/open/v1/website/:id/info', { schema: { params: idParams() } }, req => {
    const w = website(req.params.id)
    return ok({
      id: w.id,
      name: w.name,
      logo: w.logo,
      themeCode: w.theme_code,
      themeConfig: w.theme_config,
      shareTitle: w.share_title,
      shareImage: w.share_image,
      modules: JSON.parse(w.modules)
    })
  })
  app.get('/api/open/v1/website/:id/menu', { schema: { params: idParams() } }, req => ok(JSON.parse(website(req.params.id).menu)))

  const popupOut = (p: PopupRow) => ({ id: p.id, image: p.image, title: p.title, nav: p.nav ? JSON.parse(p.nav) : null, rule: p.rule })
  app.get('/api/open/v1/popup/fetchPopupPush', () => ok(site.popups('PUSH').map(popupOut)))
  app.get('/api/ca-open/v1/popup/salePopup', () => {
    const p = site.popups('SALE').at(0)
    return ok(p ? popupOut(p) : null)
  })
  app.get('/api/ca-open/v1/popup/miniprogram/list', () => ok(site.popups('MINIPROGRAM').map(popupOut)))

  // ---------------------------------------------------------------- phone verification by QR (mini-program flow, simulated)

  app.get('/api/open/v1/account/miniappPhoneVerifyQrCode', req => {
    const account = requireAccount(db, req)
    const code = randomCode(12)
    accounts.insertPhoneVerifyCode(code, account.id, nowIso())
    return ok({ code, qrCode: qrCodePath(db, `verify-phone:${code}`) })
  })
  app.get('/api/open/v1/account/verifyResult', { schema: { querystring: obj({ code: str(32, { minLength: 1 }) }, ['code']) } }, req => {
    const account = requireAccount(db, req)
    const row = accounts.phoneVerifyCode(req.query.code, account.id)
    if (!row) throw notFound('验证码不存在')
    const fresh = getAccount(db, account.id)!
    return ok({ verified: !!fresh.cellphone, cellphone: fresh.cellphone })
  })

  // ---------------------------------------------------------------- mini-program variants (dormant in this build; they answer like the web)

  const domain = () => ok({ domain: site.company()?.domain ?? 'localhost' })
  app.post('/api/open/v1/wx/minapp/mainDomain/:appId', () => domain())
  app.get('/api/open/v1/douyin/mainDomain/:appId', () => domain())

  /** Mini-program code logins: the token's account when one is sent, else a new visitor. */
  const codeLogin = (req: Parameters<typeof currentAccount>[1]): AccountRow => currentAccount(db, req) ?? createVisitorFor(db, req.ip)
  const codeBody = { schema: { body: obj({ code: str(200, { minLength: 1 }) }, ['code']) } }
  app.post('/api/open/v1/wx/minapp/loginV1', codeBody, req => ok(loginResult(db, codeLogin(req))))
  app.post('/api/open/v1/douyin/login', codeBody, req => ok(loginResult(db, codeLogin(req))))
  app.post(
    '/api/open/v1/wx/businessMiniApp/loginUcByWeixinCellphoneAndCode',
    { schema: { body: obj({ cellphone: phone(), code: str(10, { minLength: 1 }) }, ['cellphone', 'code']) } },
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
}
