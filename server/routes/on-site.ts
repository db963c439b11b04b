import type { InteractionPointCode } from '../../types/contract'
import { BizError, badRequest, forbidden, notFound, ok } from '../lib/envelope'
import { id, obj, str } from '../lib/schema'
import { limiter } from '../lib/rate-limit'
import { miscRepo } from '../repositories/misc'
import { currentAccount } from '../services/accounts'
import { isDoorStaff } from '../services/events'
import { creditPoint, currentPointCode, isPointCode } from '../services/on-site-codes'
import { defineRoutes } from './plugin'

/** On-site interaction: the points of an interaction, checking in at a point with its code, the codes for door staff. */
export const onSiteRoutes = defineRoutes(({ app, db, signedIn }) => {
  const misc = miscRepo(db)

  app.get(
    '/api/ca-open/v1/onSiteInteractive/info',
    { schema: { summary: "Interaction (verified flags for the token's account)", description: '?id', querystring: obj({ id: id() }, ['id']) } },
    req => {
      const i = misc.interaction(req.query.id)
      if (!i) throw notFound('互动不存在')
      const account = currentAccount(db, req)
      const points = misc.points(i.id).map(p => ({
        pointId: p.id,
        name: p.name,
        description: p.description,
        reward: p.reward,
        verified: account ? misc.verified(account.id, p.id) : false
      }))
      return ok({ id: i.id, title: i.title, description: i.description, eventId: i.event_id, points })
    }
  )

  // A check-in at a point gives its points only with the code shown at that point right now (door staff
  // display it, rotating every 5 minutes): calling this from home, without having been there, gives nothing.
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
    (req, account) => {
      const p = misc.point(req.query.pointId)
      if (!p) throw notFound('互动点位不存在')
      const code = req.query.code?.trim()
      if (!code) throw badRequest('请扫描展区现场的二维码，或输入展区屏幕上的 6 位核销码')
      // Codes are 6 digits: wrong guesses are limited per account.
      if (!limiter(db, 'on-site-code', 20, 10 * 60_000).take(String(account.id))) throw new BizError(429, '核销尝试过于频繁，请稍后再试', 429)
      if (!isPointCode(db, p.id, code)) throw badRequest('核销码无效或已过期，请以展区现场显示的为准')
      creditPoint(db, account.id, p)
      return ok({ pointId: p.id, name: p.name, description: p.description, reward: p.reward, verified: true })
    }
  )

  // The codes to show on site, for door staff (promoters and company users) only.
  signedIn.get(
    '/api/ca-open/v1/onSiteInteractive/point/codes',
    {
      schema: {
        summary: 'InteractionPointCode[]: the current code of each point, for door staff (promoters, company users) to show on site; code 403 for anyone else',
        description: '?id (ours) [auth]',
        querystring: obj({ id: id() }, ['id'])
      }
    },
    (req, account) => {
      if (!isDoorStaff(db, account)) throw forbidden('仅现场工作人员可查看核销码')
      const i = misc.interaction(req.query.id)
      if (!i) throw notFound('互动不存在')
      const codes: InteractionPointCode[] = misc.points(i.id).map(p => {
        const { code, validUntil } = currentPointCode(db, p.id)
        const scanText = `pointId=${p.id}&code=${code}`
        return { pointId: p.id, name: p.name, code, scanText, qrCode: `/api/open/qrCode/gen?content=${encodeURIComponent(scanText)}`, validUntil }
      })
      return ok(codes)
    }
  )
})
