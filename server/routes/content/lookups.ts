import crypto from 'node:crypto'
import { badRequest, notFound, ok } from '../../lib/envelope'
import { id, obj, str } from '../../lib/schema'
import { contentRepo } from '../../repositories/content'
import { enterpriseOut, shortLinkOut } from '../../services/content'
import { defineRoutes } from '../plugin'

/** Lookups the forms and pages use: regions, enterprises by name, short links, the WeChat JS signature. */
export const lookupRoutes = defineRoutes(({ app, db }) => {
  const content = contentRepo(db)

  app.get(
    '/api/open/address/list',
    { schema: { summary: 'AddressNode[] (provinces; children of code)', description: '?code', querystring: obj({ code: str(12, { pattern: '^\\d*$' }) }) } },
    req => {
      const rows = content.addresses(req.query.code || undefined)
      if (req.query.code && !rows.length && !content.addressExists(req.query.code)) throw notFound('地区不存在')
      return ok(rows)
    }
  )

  app.get(
    '/api/open/v1/common/enterpriseInfo/searchByName',
    { schema: { summary: 'EnterpriseInfo[] (empty name → [])', description: '?name', querystring: obj({ name: str(60) }) } },
    req => {
      const name = (req.query.name ?? '').trim()
      if (!name) return ok([])
      return ok(content.enterprisesNamed(name).map(enterpriseOut))
    }
  )

  app.get(
    '/api/open/v1/shortLink/showInfo',
    {
      schema: { summary: 'ShortLinkInfo', description: '?keyword&contentId', querystring: obj({ keyword: str(40, { pattern: '^[\\w-]*$' }), contentId: id() }) }
    },
    req => {
      const { keyword, contentId } = req.query
      if (!keyword && !contentId) throw badRequest('缺少参数 keyword')
      const row = keyword ? content.shortLink(keyword) : content.shortLinkOf(contentId!)
      if (!row) throw notFound('短链接不存在')
      return ok(shortLinkOut(row))
    }
  )

  app.get('/api/open/wx/api/signature', { schema: { summary: 'WxSignature', description: '?url', querystring: obj({ url: str(2000) }) } }, req => {
    // The demo has no WeChat app: a deterministic, well-formed but inert signature.
    const timestamp = Math.floor(Date.now() / 1000)
    const nonceStr = crypto.randomBytes(8).toString('hex')
    const signature = crypto
      .createHash('sha1')
      .update(`noncestr=${nonceStr}&timestamp=${timestamp}&url=${req.query.url ?? ''}`)
      .digest('hex')
    return ok({ appId: 'wx-demo-local', timestamp, nonceStr, signature })
  })
})
