import type { FastifyInstance } from 'fastify'
import type { TrackParam, UpdateInfosBody } from '../../types/contract'
import type { BindCodeRow, CompanyRow, PopupRow, WebsiteRow } from '../db/rows'
import { BizError, badRequest, ok, value, notFound } from '../lib/envelope'
import { code as randomCode, nowIso, token } from '../lib/random'
import { obj, phone, str, int, id } from '../lib/schema'
import { accountByPhone, createVisitorFor, getAccount, loginResult, requireAccount, toAccount, currentAccount, type AccountRow } from '../services/accounts'
import type { Ctx } from '../services/context'
import { clearSessionCookie, sessionAccount } from '../services/session'
import { requireSmsCode, RETRY_AFTER, sendSmsCode } from '../services/sms'

const TRACK_KEYS = ['utm_scid', 'utm_uid', 'utm_source', 'utm_entity_data_id']

/** Accounts, sessions, company and website settings. */
export function registerAccount(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx

  app.post('/api/ca-open/v1/companyAccount/wxh5/login', (req, reply) => {
    const account = sessionAccount(db, req)
    if (!account) return reply.send({ code: 401, data: null, message: '请先登录' })
    return ok(loginResult(db, account))
  })

  app.post('/api/ca-open/v1/companyAccount/logout', (req, reply) => {
    const account = requireAccount(db, req)
    db.transaction(() => {
      db.prepare('DELETE FROM sessions WHERE account_id = ?').run(account.id)
      db.prepare('UPDATE accounts SET account_key = ? WHERE id = ?').run(token(), account.id)
    })()
    clearSessionCookie(reply)
    return ok(true)
  })

  app.get('/api/open/v1/company/companyInfo', () => {
    const c = db.prepare('SELECT * FROM company LIMIT 1').get() as CompanyRow | undefined
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
      servicePhone: c.service_phone
    })
  })

  app.post<{ Body: { ocuid?: number | null; trackParams?: TrackParam[] } }>(
    '/api/open/v1/companyAccount/init',
    {
      schema: {
        body: obj({
          ocuid: { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 },
          trackParams: { type: 'array', maxItems: 20, items: obj({ paramName: str(40), paramValue: str(200) }, ['paramName', 'paramValue']) }
        })
      }
    },
    req => {
      const account = requireAccount(db, req)
      const { ocuid, trackParams } = req.body ?? {}
      // Attribution is recorded once: the first owner and the first tracking values win.
      if (account.ocuid == null && ocuid && db.prepare('SELECT 1 FROM company_users WHERE id = ?').get(ocuid)) {
        db.prepare('UPDATE accounts SET ocuid = ? WHERE id = ? AND ocuid IS NULL').run(ocuid, account.id)
      }
      const kept = (trackParams ?? []).filter(p => TRACK_KEYS.includes(p.paramName))
      if (!account.track_params && kept.length) {
        db.prepare('UPDATE accounts SET track_params = ? WHERE id = ? AND track_params IS NULL').run(JSON.stringify(kept), account.id)
      }
      return ok(toAccount(db, getAccount(db, account.id)!))
    }
  )

  const me = (req: Parameters<typeof requireAccount>[1]) => ok(toAccount(db, requireAccount(db, req)))
  app.get('/api/open/v1/getCurrentCompanyAccount', req => me(req))
  app.get('/api/ca-open/v1/companyAccount/info', req => me(req))

  // Any gated content, not only events: entityDataId, or eventId holding any content id.
  app.get<{ Querystring: { eventId?: number; entityDataId?: number } }>(
    '/api/ca/v1/event/checkAddCpUser',
    { schema: { querystring: obj({ eventId: id(), entityDataId: id() }) } },
    req => {
      const account = requireAccount(db, req)
      const contentId = req.query.entityDataId ?? req.query.eventId
      if (!contentId) throw badRequest('缺少内容 id')
      if (!db.prepare('SELECT 1 FROM entity_data WHERE id = ?').get(contentId)) throw notFound('内容不存在')
      return value(!!account.cp_contact_added)
    }
  )

  app.get('/api/ca-open/v1/companyAccount/trackParams', () =>
    ok(db.prepare('SELECT param_name AS paramName, param_value AS paramValue FROM track_params ORDER BY param_name').all() as TrackParam[])
  )

  app.get<{ Querystring: { account: string; type?: number } }>(
    '/api/open/auth/code',
    { schema: { querystring: obj({ account: phone(), type: int({ maximum: 9 }) }, ['account']) } },
    req => {
      sendSmsCode(ctx, req, req.query.account)
      return ok({ sent: true, retryAfter: RETRY_AFTER })
    }
  )

  app.post<{ Body: { code: string; phoneCode: string } }>(
    '/api/open/v1/wx/verifyCellphone',
    { schema: { body: obj({ code: str(10, { minLength: 4 }), phoneCode: phone() }, ['code', 'phoneCode']) } },
    req => {
      const account = requireAccount(db, req)
      const { code, phoneCode } = req.body
      requireSmsCode(ctx, phoneCode, code)
      const bindCode = token(16)
      db.prepare('INSERT INTO bind_codes (code, account_id, cellphone, expires_at) VALUES (?, ?, ?, ?)').run(
        bindCode,
        account.id,
        phoneCode,
        Date.now() + 10 * 60 * 1000
      )
      return ok({ verified: true, bindCode })
    }
  )

  app.post<{ Querystring: { code: string; appId?: string; bind?: boolean } }>(
    '/api/open/v1/wx/bindCellphone',
    { schema: { querystring: obj({ code: str(64, { minLength: 1 }), appId: str(64), bind: { type: 'boolean' } }, ['code']) } },
    req => {
      const account = requireAccount(db, req)
      const row = db
        .prepare('SELECT * FROM bind_codes WHERE code = ? AND account_id = ? AND used = 0 AND expires_at > ?')
        .get(req.query.code, account.id, Date.now()) as BindCodeRow | undefined
      if (!row) throw badRequest('绑定码无效或已过期，请重新验证手机号')
      if (req.query.bind === false) return ok(toAccount(db, account))
      const owner = accountByPhone(db, row.cellphone)
      if (owner && owner.id !== account.id) throw new BizError(409, '该手机号已绑定其他账号')
      db.transaction(() => {
        db.prepare('UPDATE bind_codes SET used = 1 WHERE code = ?').run(row.code)
        db.prepare('UPDATE accounts SET cellphone = ?, new_visitor = 0 WHERE id = ?').run(row.cellphone, account.id)
      })()
      return ok(toAccount(db, getAccount(db, account.id)!))
    }
  )

  app.post<{ Body: UpdateInfosBody }>(
    '/api/ca-open/v1/companyAccount/updateInfos',
    {
      schema: {
        body: obj(
          {
            name: str(40),
            nickName: str(40, { minLength: 1 }),
            avatar: str(500),
            email: { type: 'string', maxLength: 120, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' },
            gender: { type: 'integer', enum: [0, 1, 2] },
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
      const columns: Record<keyof UpdateInfosBody, string> = {
        name: 'name',
        nickName: 'nick_name',
        avatar: 'avatar',
        email: 'email',
        gender: 'gender',
        company: 'company',
        title: 'title'
      }
      const sets: string[] = []
      const values: unknown[] = []
      for (const key of Object.keys(columns) as (keyof UpdateInfosBody)[]) {
        if (b[key] === undefined) continue
        sets.push(`${columns[key]} = ?`)
        values.push(typeof b[key] === 'string' ? (b[key] as string).trim() : b[key])
      }
      if (b.avatar && !/^(\/|https?:\/\/)/.test(b.avatar)) throw badRequest('头像地址无效')
      if (sets.length) db.prepare(`UPDATE accounts SET ${sets.join(', ')} WHERE id = ?`).run(...values, account.id)
      return ok(toAccount(db, getAccount(db, account.id)!))
    }
  )

  // ---------------------------------------------------------------- website

  const website = (id: number) => {
    const w = db.prepare('SELECT * FROM websites WHERE id = ?').get(id) as WebsiteRow | undefined
    if (!w) throw notFound('站点不存在')
    return w
  }
  app.get<{ Params: { id: number } }>('/api/open/v1/website/:id/info', { schema: { params: obj({ id: id() }, ['id']) } }, req => {
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
  app.get<{ Params: { id: number } }>('/api/open/v1/website/:id/menu', { schema: { params: obj({ id: id() }, ['id']) } }, req =>
    ok(JSON.parse(website(req.params.id).menu))
  )

  const popupOut = (p: PopupRow) => ({ id: p.id, image: p.image, title: p.title, nav: p.nav ? JSON.parse(p.nav) : null, rule: p.rule })
  app.get('/api/open/v1/popup/fetchPopupPush', () =>
    ok((db.prepare("SELECT * FROM popups WHERE placement = 'PUSH' ORDER BY id").all() as PopupRow[]).map(popupOut))
  )
  app.get('/api/ca-open/v1/popup/salePopup', () => {
    const p = db.prepare("SELECT * FROM popups WHERE placement = 'SALE' ORDER BY id LIMIT 1").get() as PopupRow | undefined
    return ok(p ? popupOut(p) : null)
  })
  app.get('/api/ca-open/v1/popup/miniprogram/list', () =>
    ok((db.prepare("SELECT * FROM popups WHERE placement = 'MINIPROGRAM' ORDER BY id").all() as PopupRow[]).map(popupOut))
  )

  // ---------------------------------------------------------------- phone verification by QR (mini-program flow, simulated)

  app.get('/api/open/v1/account/miniappPhoneVerifyQrCode', req => {
    const account = requireAccount(db, req)
    const code = randomCode(12)
    db.prepare('INSERT INTO phone_verify_codes (code, account_id, created_at) VALUES (?, ?, ?)').run(code, account.id, nowIso())
    return ok({ code, qrCode: `/api/open/qrCode/gen?content=${encodeURIComponent(`verify-phone:${code}`)}` })
  })
  app.get<{ Querystring: { code: string } }>(
    '/api/open/v1/account/verifyResult',
    { schema: { querystring: obj({ code: str(32, { minLength: 1 }) }, ['code']) } },
    req => {
      const account = requireAccount(db, req)
      const row = db.prepare('SELECT * FROM phone_verify_codes WHERE code = ? AND account_id = ?').get(req.query.code, account.id)
      if (!row) throw notFound('验证码不存在')
      const fresh = getAccount(db, account.id)!
      return ok({ verified: !!fresh.cellphone, cellphone: fresh.cellphone })
    }
  )

  // ---------------------------------------------------------------- mini-program variants (dormant in this build; they answer like the web)

  const domain = () => ok({ domain: (db.prepare('SELECT domain FROM company LIMIT 1').pluck().get() as string) ?? 'localhost' })
  app.post('/api/open/v1/wx/minapp/mainDomain/:appId', () => domain())
  app.get('/api/open/v1/douyin/mainDomain/:appId', () => domain())

  /** Mini-program code logins: the token's account when one is sent, else a new visitor. */
  const codeLogin = (req: Parameters<typeof currentAccount>[1]): AccountRow => currentAccount(db, req) ?? createVisitorFor(db, req.ip)
  const codeBody = { schema: { body: obj({ code: str(200, { minLength: 1 }) }, ['code']) } }
  app.post<{ Body: { code: string } }>('/api/open/v1/wx/minapp/loginV1', codeBody, req => ok(loginResult(db, codeLogin(req))))
  app.post<{ Body: { code: string } }>('/api/open/v1/douyin/login', codeBody, req => ok(loginResult(db, codeLogin(req))))
  app.post<{ Body: { cellphone: string; code: string } }>(
    '/api/open/v1/wx/businessMiniApp/loginUcByWeixinCellphoneAndCode',
    { schema: { body: obj({ cellphone: phone(), code: str(10, { minLength: 1 }) }, ['cellphone', 'code']) } },
    req => {
      const { cellphone, code } = req.body
      requireSmsCode(ctx, cellphone, code)
      if (!db.prepare('SELECT 1 FROM company_users WHERE cellphone = ?').get(cellphone)) throw new BizError(403, '该手机号不是企业成员')
      const account = accountByPhone(db, cellphone)
      if (!account) throw notFound('账号不存在')
      return ok(loginResult(db, account))
    }
  )
}
