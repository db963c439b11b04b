import { ok } from '../lib/envelope'
import { Type } from 'typebox'
import { bool, idParams, obj, oneOf, str } from '../lib/schema'
import { clearMyData, leadList, leadSheet, leadsCsv, myData, radarViewer, subscribeHotLeads, type RadarViewer } from '../services/lead-radar'
import { defineRoutes, routeGroup } from './plugin'

const filters = obj({ scope: oneOf(['mine', 'all']), category: oneOf(['events', 'products', 'courses', 'content']), fresh: bool() })

/**
 * 线索雷达 for promoters (the leads they brought) and company staff (every lead). Someone who is neither gets 403
 * "需要渠道伙伴权限", as on every promote/** route; the check runs after validation, as the promoters' routes do.
 */
const radarRoutes = defineRoutes({ extension: 'leadRadar' }, ({ app, ctx, db }) => {
  /** The viewer a request's preValidation resolved (its account, promoter and staff rows are read once). */
  const viewers = new WeakMap<object, RadarViewer>()
  app.get(
    '/api/ca-open/v1/promote/leads',
    {
      schema: {
        summary:
          'LeadList: the leads of the scope, warmest first (the first 100; by that interest\'s score with `category`), `fresh=true` those first seen in the last 7 days; `scope=all` (every lead) for company staff only, else 403 "只有公司员工可以查看全部线索"',
        description: '?scope&category&fresh (ours; leadRadar) [promoter]',
        querystring: filters
      }
    },
    req => ok(leadList(ctx, radarViewer(db, req), req.query))
  )

  app.get(
    '/api/ca-open/v1/promote/leads/export',
    {
      schema: {
        summary:
          'text/csv (UTF-8 with a byte-order mark, one lead a line, the filters of the list, every matching lead): company staff only, else 403 "只有公司员工可以导出线索"; a cell starting with = + - @ is prefixed with \'',
        description: '?scope&category&fresh (ours; leadRadar) [promoter]',
        querystring: filters
      }
    },
    (req, reply) => {
      const csv = leadsCsv(ctx, radarViewer(db, req), req.query)
      const day = new Date(ctx.now() + 8 * 3_600_000).toISOString().slice(0, 10)
      reply.header('Content-Type', 'text/csv; charset=utf-8')
      reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`线索雷达-${day}.csv`)}`)
      reply.header('Cache-Control', 'no-store')
      return reply.send(csv)
    }
  )

  app.post(
    '/api/ca-open/v1/promote/leads/subscribe',
    {
      schema: {
        summary:
          "{left: number}: the hot-lead subscribe message accepted in a mini-program tap (`subscribed` holding the platform's WX_/TT_TMPL_HOT_LEAD) allows one message, kept until a lead of the viewer turns hot (at most 20 kept); `left`: the messages the viewer's acceptances allow",
        description: 'LeadSubscribeBody (ours; leadRadar) [promoter]',
        body: obj({ platform: oneOf(['weapp', 'tt']), subscribed: Type.Array(str(100), { maxItems: 10 }) }, ['platform', 'subscribed'])
      },
      // Who may, before the body is read: 401/403 as every promote/** route answers them; the handler takes that answer.
      preValidation: async req => void viewers.set(req, radarViewer(db, req))
    },
    req => ok(subscribeHotLeads(ctx, viewers.get(req) ?? radarViewer(db, req), req.body))
  )

  app.get(
    '/api/ca-open/v1/promote/leads/:leadId',
    {
      schema: {
        summary:
          'LeadSheet: the lead with their timeline (newest first) and the last 14 days\' scores; 404 "线索不存在" for a lead outside the viewer\'s scope',
        description: '(ours; leadRadar) [promoter]',
        params: idParams('leadId')
      }
    },
    req => ok(leadSheet(ctx, radarViewer(db, req), req.params.leadId))
  )
})

/** 我的数据: what is kept about the signed-in visitor, and clearing it. */
const myDataRoutes = defineRoutes({ only: 'account', extension: 'leadRadar' }, ({ ctx, signedIn }) => {
  signedIn.get(
    '/api/ca/v1/personalCenter/myData',
    {
      schema: {
        summary:
          'MyData: what the radar reads about the account (counts by kind and the timeline within the retention window), its score and who follows it up',
        description: '(ours; leadRadar) [auth]'
      }
    },
    (_req, account) => ok(myData(ctx, account))
  )

  signedIn.post(
    '/api/ca/v1/personalCenter/myData/clear',
    {
      schema: {
        summary:
          "MyData after clearing: the score, the account's analytics and card views are deleted, and its records from before now (tickets, forms, points, which stay) are no longer read",
        description: '(ours; leadRadar) [auth]'
      }
    },
    (_req, account) => ok(clearMyData(ctx, account))
  )
})

/** Extension `leadRadar` (docs/extensions.md): without it these paths are 404. */
export const leadRadarRoutes = routeGroup(radarRoutes, myDataRoutes)
