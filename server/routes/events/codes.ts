import { badRequest, ok } from '../../lib/envelope'
import { id, obj, str } from '../../lib/schema'
import { currentAccount } from '../../services/accounts'
import { getEntity } from '../../services/content'
import { cpContactCodeOf, subscribeCodeOf } from '../../services/gate-codes'
import { defineRoutes } from '../plugin'

/** The QR codes of an event or gated content (the enterprise contact, the official account), open to anyone. */
export const gateCodeRoutes = defineRoutes(({ app, ctx, db }) => {
  // The contact code of any content gated by "需要添加企业微信" (an event, an article…): entityDataId, or
  // eventId as before. The demo has no enterprise messenger: showing the code to a signed-in visitor is
  // recorded, and checkAddCpUser counts the contact as added once DEMO_CP_ADD_DELAY_S have passed since
  // (time to scan), never on the visitor's word.
  app.get(
    '/api/open/v1/event/addCpUserCode',
    {
      schema: {
        summary: 'QrCodeInfo; demo: records when the code was first shown to the signed-in account (checkAddCpUser counts from then)',
        description: '?entityDataId (or eventId: any gated content id)',
        querystring: obj({ eventId: id(), entityDataId: id() })
      }
    },
    req => {
      const contentId = req.query.entityDataId ?? req.query.eventId
      if (!contentId) throw badRequest('缺少内容 id')
      const row = getEntity(db, contentId)
      return ok(cpContactCodeOf(ctx, row, currentAccount(db, req)))
    }
  )
  app.get(
    '/api/open/v1/entitySubscribeMpQrCode',
    { schema: { summary: 'QrCodeInfo', description: '?id&trackType', querystring: obj({ id: id(), trackType: str(40) }, ['id']) } },
    req => ok(subscribeCodeOf(db, getEntity(db, req.query.id), req.query.trackType))
  )
})
