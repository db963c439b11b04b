import QRCode from 'qrcode'
import { BizError } from './envelope'
import { Lru } from './lru'

/** QR content is at most this many UTF-8 bytes (level M holds 2,331 bytes; links are far shorter). */
export const QR_MAX_BYTES = 1000

/** Finished PNGs and data URLs, keyed by content. */
const pngs = new Lru<Buffer>(500)
const dataUrls = new Lru<string>(500)

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

/** The QR code PNG (360 px) for content, from the cache when made before. */
export async function qrPng(content: string): Promise<Buffer> {
  const key = checkQrContent(content)
  const hit = pngs.get(key)
  if (hit) return hit
  try {
    return pngs.set(key, await QRCode.toBuffer(content, { type: 'png', width: 360, margin: 2, errorCorrectionLevel: 'M' }))
  } catch {
    throw new BizError(400, '内容无法生成二维码', 400)
  }
}

/** The QR code as a PNG data URL (posters), from the cache when made before. */
export async function qrDataUrl(content: string): Promise<string> {
  const key = checkQrContent(content)
  const hit = dataUrls.get(key)
  if (hit) return hit
  return dataUrls.set(key, await QRCode.toDataURL(content, { width: 300, margin: 1 }))
}
