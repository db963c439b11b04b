import fs from 'node:fs'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** Free media may be cached by anyone; guarded media (a buyer's clip, a signed-in download) only by the browser. */
export const PUBLIC_MEDIA = 'public, max-age=86400'

/** Sends a file with Range support (video seeking). */
export function sendRange(req: FastifyRequest, reply: FastifyReply, file: string, type: string, cache = PUBLIC_MEDIA) {
  const size = fs.statSync(file).size
  reply.header('Accept-Ranges', 'bytes').header('Cache-Control', cache).type(type)
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''))
  if (range && (range[1] || range[2])) {
    let start = range[1] ? Number(range[1]) : size - Number(range[2])
    let end = range[1] && range[2] ? Number(range[2]) : size - 1
    start = Math.max(0, start)
    end = Math.min(size - 1, end)
    if (start > end) return reply.code(416).header('Content-Range', `bytes */${size}`).send()
    reply
      .code(206)
      .header('Content-Range', `bytes ${start}-${end}/${size}`)
      .header('Content-Length', end - start + 1)
    return reply.send(fs.createReadStream(file, { start, end }))
  }
  reply.header('Content-Length', size)
  return reply.send(fs.createReadStream(file))
}
