import { Type } from 'typebox'
import { ok } from '../../lib/envelope'
import { id, obj } from '../../lib/schema'
import { promotionRepo } from '../../repositories/promotion'
import { currentAccount, promoterOf } from '../../services/accounts'
import { getEvent } from '../../services/events'
import { rankOf } from '../../services/promoter-tools'
import { APP_ROOT, appPageUrl, BASE_PATH, Routes } from '../../../src/shared/routes'
import { defineRoutes } from '../plugin'

/** The promoters' rank and the short links (/s/:keyword), open to anyone. */
export const promotionOpenRoutes = defineRoutes(({ app, ctx, db }) => {
  app.get(
    '/api/open/v1/promotionEvent/rank',
    { schema: { summary: 'RankItem[] (isMe set when a token is sent)', description: '?eventId', querystring: obj({ eventId: id() }) } },
    req => {
      const eventId = req.query.eventId
      if (eventId) getEvent(db, eventId)
      const me = currentAccount(db, req)
      return ok(rankOf(ctx, eventId ?? null, me ? promoterOf(db, me) : undefined))
    }
  )

  app.get('/s/:keyword', { schema: { params: obj({ keyword: Type.String() }, ['keyword']) } }, (req, reply) => {
    const row = /^[\w-]{1,40}$/.test(req.params.keyword) ? promotionRepo(db).linkTarget(req.params.keyword) : undefined
    if (!row) return reply.redirect(APP_ROOT)
    const target = String(row.target)
    if (target.startsWith('/') && !target.startsWith('//')) return reply.redirect(BASE_PATH + target)
    return reply.redirect(appPageUrl(Routes.linkOpen, { keyword: req.params.keyword }))
  })
})
