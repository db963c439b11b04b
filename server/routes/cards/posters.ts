import { notFound, ok } from '../../lib/envelope'
import { id, obj } from '../../lib/schema'
import { cardsRepo } from '../../repositories/cards'
import { cardPoster, cardTemplateOut } from '../../services/cards'
import { originOf } from '../../services/context'
import { makePoster, posterCharge, templateOut } from '../../services/posters'
import { appPageUrl, Routes } from '../../../src/shared/routes'
import { defineRoutes } from '../plugin'

/** The business-card poster templates, a card's poster, and the card template. */
export const cardPosterRoutes = defineRoutes(({ app, ctx, db, signedIn }) => {
  const cards = cardsRepo(db)

  app.get('/api/open/ca/v1/businessCard/loadBusinessPosterTemplates', { schema: { summary: 'PosterTemplate[]' } }, req =>
    ok(cards.templates('BUSINESS').map(t => templateOut(ctx, t, originOf(ctx, req))))
  )

  signedIn.post(
    '/api/open/ca/v1/businessCard/posterDownload',
    {
      schema: {
        summary: 'PosterResult (a PNG; 429/503 past the limits)',
        description: '?businessCardId&freeMarkerTemplateId [auth]',
        querystring: obj({ businessCardId: id(), freeMarkerTemplateId: id() }, ['businessCardId', 'freeMarkerTemplateId'])
      }
    },
    async (req, account) => {
      const charge = posterCharge(ctx, req, account)
      const card = cards.card(req.query.businessCardId)
      if (!card) throw notFound('名片不存在')
      const tpl = cards.template(req.query.freeMarkerTemplateId, 'BUSINESS')
      if (!tpl) throw notFound('海报模板不存在')
      const link = originOf(ctx, req) + appPageUrl(Routes.home, { tab: 'card', companyUserId: card.company_user_id })
      return ok(await makePoster(ctx, cardPoster(card, link, tpl), charge))
    }
  )

  app.get('/api/open/ca/v1/businessCard/getCompanyBusinessCardTemplate', { schema: { summary: '{id, name, background, color}' } }, () => {
    const t = cards.firstTemplate('CARD')
    if (!t) throw notFound('名片模板不存在')
    return ok(cardTemplateOut(t))
  })
})
