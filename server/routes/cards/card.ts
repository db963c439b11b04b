import { id, idParams, obj } from '../../lib/schema'
import { currentAccount, ucUserOf } from '../../services/accounts'
import { ok } from '../../lib/envelope'
import { browsedRecordsOf, visitCard } from '../../services/cards'
import { defineRoutes } from '../plugin'

/** A business card as a visitor opens it, and who looked at it. */
export const businessCardRoutes = defineRoutes(({ app, ctx, db }) => {
  app.get(
    '/api/open/ca/v1/businessCard/getBusinessCardByCompanyUserId',
    { schema: { summary: 'BusinessCard', description: '?companyUserId', querystring: obj({ companyUserId: id() }, ['companyUserId']) } },
    req => ok(visitCard(ctx, req.query.companyUserId, currentAccount(db, req)))
  )

  // Who looked at a card (nicknames, some with phone digits) is for the card's owner only: the company user
  // by their UC token, or the account with their cellphone.
  app.get(
    '/api/open/ca/v1/businessCard/getBrowsedRecord/:id',
    {
      schema: {
        summary: "BrowsedRecord[]: the card owner's only (their account token or UC token); code 403 for anyone else",
        description: '[auth]',
        params: idParams()
      }
    },
    req => ok(browsedRecordsOf(db, req.params.id, ucUserOf(db, req), currentAccount(db, req)))
  )
})
