import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { OrderRow } from '../../db/rows'
import { escapeHtml, mobilePage, sendHtml } from '../../lib/html'
import { safeReturnPath } from '../../lib/safe-return'
import { orderByNumber, payOrder } from '../../services/orders'
import { sessionAccount } from '../../services/session'
import { defineRoutes } from '../plugin'
import { anyQuery, cspOf, isCrossSitePost } from './common'
import { APP_ROOT, appPageUrl, Routes } from '../../../src/shared/routes'

/** The demo pay page, for the order's buyer only (the browser's session). */
export const payRoutes = defineRoutes(({ app, ctx, db }) => {
  /** The pay page is never framed (a framed 确认支付 could be clicked through an overlay). */
  const payCsp = { ...cspOf(ctx), frameAncestors: 'none' as const }

  const payError = (reply: FastifyReply, message: string, status = 404) =>
    sendHtml(
      reply,
      mobilePage('支付失败', `<h1>无法支付</h1><div class="card"><p>${escapeHtml(message)}</p><p><a href="${APP_ROOT}">返回首页</a></p></div>`),
      payCsp,
      status
    )

  /** The order when the browser's session is its buyer's; else the refusal page (sent) and null. */
  const buyersOrder = (req: FastifyRequest, reply: FastifyReply, no: unknown): OrderRow | null => {
    const account = sessionAccount(db, req, reply)
    if (!account) {
      const login = `/web/ca/login?returnUrl=${encodeURIComponent(appPageUrl(Routes.accountOrder))}`
      sendHtml(
        reply,
        mobilePage(
          '请先登录',
          `<h1>请先登录</h1><div class="card"><p>支付页只对下单的账号开放，请先用下单的账号登录，再从「我的订单」支付。</p><p><a href="${login}">登录</a> · <a href="${APP_ROOT}">返回首页</a></p></div>`
        ),
        payCsp,
        401
      )
      return null
    }
    const order = orderByNumber(db, no)
    if (!order || order.account_id !== account.id) {
      // A stranger's order and a missing one look the same: the number tells nothing.
      payError(reply, '订单不存在或不属于当前登录的账号，请从「我的订单」重新支付。')
      return null
    }
    return order
  }

  app.get(
    '/order/pay/submitCa',
    {
      schema: {
        summary:
          "demo pay page (HTML) for the order's buyer only (session cookie; others 401/404); paying (same-origin post) marks the order COMPLETE_PAY and redirects to redirectUrl (same-site only); 暂不支付，返回 goes back to redirectUrl unpaid",
        description: '?orderNumber&redirectUrl',
        querystring: anyQuery('orderNumber', 'redirectUrl')
      }
    },
    (req, reply) => {
      const order = buyersOrder(req, reply, req.query.orderNumber)
      if (!order) return reply
      const redirectUrl = safeReturnPath(req.query.redirectUrl)
      if (order.pay_status === 'COMPLETE_PAY') return reply.redirect(redirectUrl)
      if (order.pay_status !== 'WAIT_PAY') return payError(reply, '订单已取消，无法支付。', 409)
      return sendHtml(
        reply,
        mobilePage(
          '确认支付',
          `<h1>确认支付</h1><form class="card" method="post" action="/order/pay/submitCa">
<p>${escapeHtml(order.title)}</p><div class="amount">¥${(order.amount / 100).toFixed(2)}</div>
<p class="muted">订单号 ${escapeHtml(order.order_no)}<br>演示支付：不会产生真实扣款。</p>
<input type="hidden" name="orderNumber" value="${escapeHtml(order.order_no)}">
<input type="hidden" name="redirectUrl" value="${escapeHtml(redirectUrl)}">
<button class="primary" type="submit">确认支付</button>
<p class="back"><a href="${escapeHtml(redirectUrl)}">暂不支付，返回</a></p></form>`
        ),
        payCsp
      )
    }
  )

  app.post('/order/pay/submitCa', { schema: { body: Type.Unknown() } }, (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>
    if (isCrossSitePost(req)) return payError(reply, '支付请求来自其他网站，已拒绝。请从「我的订单」重新支付。', 403)
    const order = buyersOrder(req, reply, body.orderNumber)
    if (!order) return reply
    const redirectUrl = safeReturnPath(body.redirectUrl)
    if (!payOrder(db, order)) return payError(reply, '订单已取消，无法支付。', 409)
    return reply.redirect(redirectUrl, 303)
  })
})
