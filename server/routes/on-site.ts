import { ok } from '../lib/envelope'
import { id, obj, str } from '../lib/schema'
import { currentAccount } from '../services/accounts'
import { checkInAtPoint, interactionOf, pointCodesOf } from '../services/on-site'
import { defineRoutes } from './plugin'

/** On-site interaction: the points of an interaction, checking in at a point with its code, the codes for door staff. */
export const onSiteRoutes = defineRoutes(({ app, db, signedIn }) => {
  app.get(
    '/api/ca-open/v1/onSiteInteractive/info',
    { schema: { summary: "Interaction (verified flags for the token's account)", description: '?id', querystring: obj({ id: id() }, ['id']) } },
    req => ok(interactionOf(db, req.query.id, currentAccount(db, req)))
  )

  signedIn.post(
    '/api/ca-open/v1/onSiteInteractive/point/record/verify',
    {
      schema: {
        summary:
          'InteractionPoint (verified; reward points added once); `code` is the 6-digit code shown at the point (code 400 without it or when wrong or expired; 429 after 20 tries in 10 minutes)',
        description: '?pointId&code [auth]',
        querystring: obj({ pointId: id(), code: str(20) }, ['pointId'])
      }
    },
    (req, account) => ok(checkInAtPoint(db, account, req.query.pointId, req.query.code))
  )

  signedIn.get(
    '/api/ca-open/v1/onSiteInteractive/point/codes',
    {
      schema: {
        summary: 'InteractionPointCode[]: the current code of each point, for door staff (promoters, company users) to show on site; code 403 for anyone else',
        description: '?id (ours) [auth]',
        querystring: obj({ id: id() }, ['id'])
      }
    },
    (req, account) => ok(pointCodesOf(db, account, req.query.id))
  )
})
