import fs from 'node:fs'
import path from 'node:path'
import { fail } from '../../lib/envelope'
import { sendRange } from '../../lib/send-range'
import { nameWithExt } from '../../lib/sniff'
import { miscRepo } from '../../repositories/misc'
import { defineRoutes } from '../plugin'
import { nameParams } from './common'

/** Uploaded files (stored by routes/uploads.ts), served sandboxed under their original names. */
export const uploadedFileRoutes = defineRoutes(({ app, ctx, db }) => {
  app.get(
    '/api/open/file/:name',
    {
      schema: {
        summary:
          'the uploaded file (not an envelope; Range requests, images and PDF inline, others as an attachment under their original name, sandboxed); 404 envelope for an unknown name',
        description: '(the `url` of an UploadResult)',
        params: nameParams
      }
    },
    (req, reply) => {
      const row = /^[0-9a-f]{32}\.[a-z]{3,4}$/.test(req.params.name) ? miscRepo(db).upload(req.params.name) : undefined
      const file = row ? path.join(ctx.uploadsDir, row.name) : ''
      if (!row || !fs.existsSync(file)) return reply.code(404).send(fail(404, '文件不存在'))
      const inline = row.mime.startsWith('image/') || row.mime === 'application/pdf'
      // Files stored before names were fixed at upload get the extension of their type here.
      const ext = row.name.slice(row.name.lastIndexOf('.') + 1)
      reply.header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(nameWithExt(row.original_name, ext))}`)
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox")
      return sendRange(req, reply, file, row.mime)
    }
  )
})
