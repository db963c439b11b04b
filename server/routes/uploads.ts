import { Type } from 'typebox'
import { BizError, ok } from '../lib/envelope'
import { obj } from '../lib/schema'
import { receiveUpload } from '../services/uploads'
import { defineRoutes } from './plugin'

/** File uploads with an account's apiKey, within the account's daily quota (services/uploads.ts; served by web/uploaded-files.ts). */
export const uploadRoutes = defineRoutes(({ app, ctx }) => {
  // The apiKey comes in the X-Api-Key header: in the URL it would land in request logs and proxies' logs, so a
  // key in the query is refused (and not looked at).
  app.post(
    '/api/open/file/upload',
    {
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        summary: 'UploadResult',
        description:
          '(apiKey in the `X-Api-Key` header; in the URL it is refused; multipart, field `file`; images, pdf, office, txt typed by content; 5 MB; quota per account)',
        querystring: obj({ apiKey: Type.Unknown() })
      }
    },
    async req => {
      if (req.query.apiKey !== undefined) throw new BizError(400, 'apiKey 不能放在网址中，请使用请求头 X-Api-Key', 400)
      return ok(await receiveUpload(ctx, req))
    }
  )
})
