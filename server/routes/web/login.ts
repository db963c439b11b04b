import { Type } from 'typebox'
import { BizError } from '../../lib/envelope'
import { escapeHtml, mobilePage, sendHtml } from '../../lib/html'
import { safeReturnPath } from '../../lib/safe-return'
import { ACCOUNT_DISABLED, accountByPhone, createVisitorFor, memberForPhone, TOO_MANY_VISITORS, type AccountRow } from '../../services/accounts'
import { companyRepo } from '../../repositories/company'
import { sessionAccount, startSession } from '../../services/session'
import { smsCodeProblem } from '../../services/sms'
import { defineRoutes } from '../plugin'
import { CELLPHONE_INVALID, CELLPHONE_PATTERN, isCellphone } from '../../../src/shared/phone'
import { APP_ROOT } from '../../../src/shared/routes'
import { anyQuery, cspOf, isCrossSitePost } from './common'

/** The web sign-in page (phone + SMS code) and the silent visitor sign-in (`wxAuth=true`). */
export const loginRoutes = defineRoutes(({ app, ctx, db }) => {
  const csp = cspOf(ctx)

  /** The company's logo: a path of this site or an https address; anything else is drawn from its name. */
  const logoOf = (logo: string | undefined) => (logo && (/^\/(?![/\\])/.test(logo) || /^https:\/\//.test(logo)) ? logo : '/media/logo/company.png')
  /** Where 返回 goes: the page the visitor came from when it is a page of the app (not an API or this page), else home. */
  const backOf = (returnUrl: string) => (returnUrl.startsWith(APP_ROOT) ? returnUrl : APP_ROOT)

  const loginPage = (returnUrl: string, error = '', cellphone = '') => {
    const company = companyRepo(db).company()
    const name = company?.name ?? ''
    return mobilePage(
      name ? `登录 · ${name}` : '登录',
      `<div class="brand"><img src="${escapeHtml(logoOf(company?.square_logo))}" alt="${escapeHtml(name)}" width="48" height="48"><p class="brand-name">${escapeHtml(name)}</p></div>
<h1>手机号登录</h1>
<form class="card" method="post" action="/web/ca/login" id="f">
<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
<label for="cellphone">手机号</label>
<input id="cellphone" name="cellphone" type="tel" inputmode="numeric" maxlength="11" autocomplete="tel" required value="${escapeHtml(cellphone)}" placeholder="请输入手机号">
<label for="code">验证码</label>
<div class="row"><input id="code" name="code" inputmode="numeric" maxlength="6" autocomplete="one-time-code" required placeholder="6 位验证码"><button type="button" id="send">获取验证码</button></div>
<div class="error" id="err" role="alert">${escapeHtml(error)}</div>
<button class="primary" type="submit">登录</button>
<p class="muted">演示环境：验证码会打印在服务器日志中${ctx.smsFixedCode ? `；演示账号（如 13800000000）也可直接使用 ${escapeHtml(ctx.smsFixedCode)}` : ''}。</p>
</form>
<p class="back"><a href="${escapeHtml(backOf(returnUrl))}">返回</a></p>`,
      `(function(){var b=document.getElementById('send'),p=document.getElementById('cellphone'),e=document.getElementById('err');
b.addEventListener('click',function(){var v=p.value.trim();if(!${CELLPHONE_PATTERN}.test(v)){e.textContent=${JSON.stringify(CELLPHONE_INVALID)};return}
b.disabled=true;fetch('/api/open/auth/code?type=0&account='+encodeURIComponent(v)).then(function(r){return r.json()}).then(function(j){
if(j.code!==200){e.textContent=j.message;b.disabled=false;return}e.textContent='';var n=j.data.retryAfter||60;b.textContent=n+'s';
var t=setInterval(function(){n--;b.textContent=n+'s';if(n<=0){clearInterval(t);b.disabled=false;b.textContent='获取验证码'}},1000)})
.catch(function(){e.textContent='网络错误，请重试';b.disabled=false})})})();`
    )
  }

  app.get(
    '/web/ca/login',
    {
      schema: {
        summary: 'login page (phone + SMS code); wxAuth=true signs in a visitor silently; then redirects to returnUrl (same-site only)',
        description: '?returnUrl[&wxAuth=true]',
        querystring: anyQuery('returnUrl', 'wxAuth')
      }
    },
    (req, reply) => {
      const returnUrl = safeReturnPath(req.query.returnUrl)
      if (req.query.wxAuth === 'true') {
        // Silent visitor sign-in; an existing session is kept.
        if (!sessionAccount(db, req, reply)) {
          let visitor: AccountRow
          try {
            visitor = createVisitorFor(db, req)
          } catch (e) {
            if (!(e instanceof BizError)) throw e
            const login = `/web/ca/login?returnUrl=${encodeURIComponent(returnUrl)}`
            return sendHtml(
              reply,
              mobilePage(
                '请稍后再试',
                `<h1>请稍后再试</h1><div class="card"><p>${escapeHtml(TOO_MANY_VISITORS)}。</p><p><a href="${escapeHtml(login)}">手机号登录</a> · <a href="${APP_ROOT}">返回首页</a></p></div>`
              ),
              csp,
              429
            )
          }
          startSession(db, reply, visitor.id)
        }
        return reply.redirect(returnUrl)
      }
      return sendHtml(reply, loginPage(returnUrl), csp)
    }
  )

  app.post('/web/ca/login', { schema: { body: Type.Unknown() } }, (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>
    const returnUrl = safeReturnPath(body.returnUrl)
    if (isCrossSitePost(req)) return sendHtml(reply, loginPage(returnUrl, '登录请求来自其他网站，已拒绝。请在本页输入手机号和验证码登录。'), csp, 403)
    const cellphone = String(body.cellphone ?? '').trim()
    const code = String(body.code ?? '').trim()
    if (!isCellphone(cellphone)) return sendHtml(reply, loginPage(returnUrl, CELLPHONE_INVALID, cellphone), csp, 400)
    const problem = smsCodeProblem(ctx, req, cellphone, code)
    if (problem) return sendHtml(reply, loginPage(returnUrl, problem.message, cellphone), csp, problem.locked ? 429 : 400)
    const existing = accountByPhone(db, cellphone)
    if (existing && existing.status !== 'ACTIVE') return sendHtml(reply, loginPage(returnUrl, ACCOUNT_DISABLED, cellphone), csp, 403)
    const account = memberForPhone(db, cellphone, () => sessionAccount(db, req))
    startSession(db, reply, account.id)
    return reply.redirect(returnUrl, 303)
  })
})
