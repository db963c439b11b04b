import { BizError } from './envelope'
import { Lru } from './lru'
import { asBuffer, BusyError, type WorkPool } from './pool'

/** QR content is at most this many UTF-8 bytes (level M holds 2,331 bytes; links are far shorter). */
export const QR_MAX_BYTES = 1000

/** Finished PNGs, keyed by content. */
const pngs = new Lru<Buffer>(500)
/** Codes being made now, so concurrent requests for one code do the work once. */
const pending = new Map<string, Promise<Buffer>>()

/** Throws a 400 envelope unless content is a non-empty string within QR_MAX_BYTES. */
export function checkQrContent(content: unknown): string {
  if (typeof content !== 'string' || !content) throw new BizError(400, '缺少参数 content', 400)
  if (Buffer.byteLength(content, 'utf8') > QR_MAX_BYTES) {
    throw new BizError(400, `内容过长：二维码内容最多 ${QR_MAX_BYTES} 字节（约 ${Math.floor(QR_MAX_BYTES / 3)} 个汉字）`, 400)
  }
  return content
}

/** True when the PNG for content is already made (answering it costs no work). */
export const qrCached = (content: string) => pngs.has(content)

/** The QR code PNG (360 px) for content, made in the worker pool, from the cache when made before. */
export function qrPng(pool: WorkPool, content: string): Promise<Buffer> {
  const key = checkQrContent(content)
  const hit = pngs.get(key)
  if (hit) return Promise.resolve(hit)
  const running = pending.get(key)
  if (running) return running
  const work = pool
    .run('qr', { content: key, width: 360, margin: 2 })
    .then(bytes => pngs.set(key, asBuffer(bytes)))
    .catch(e => {
      if (e instanceof BusyError) throw e
      throw new BizError(400, '内容无法生成二维码', 400)
    })
    .finally(() => pending.delete(key))
  pending.set(key, work)
  return work
}
