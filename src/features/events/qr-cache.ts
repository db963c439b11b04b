import Taro from '@tarojs/taro'
import { absoluteUrl } from '@/services/http'

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Bytes as base64 (no btoa: it is missing on the mini-program targets). */
export function bytesToBase64(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]
    const b = i + 1 < bytes.length ? bytes[i + 1] : 0
    const c = i + 2 < bytes.length ? bytes[i + 2] : 0
    const n = (a << 16) | (b << 8) | c
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63]
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63] : '='
    out += i + 2 < bytes.length ? B64[n & 63] : '='
  }
  return out
}

/**
 * The ticket's QR image (its signed address, Ticket.qrCode) as a data URL, so it can be kept with the ticket and
 * shown offline. Null when the image cannot be fetched (the page then shows the server URL as usual).
 */
export async function fetchQrDataUrl(qrUrl: string): Promise<string | null> {
  try {
    const res = await Taro.request({ url: absoluteUrl(qrUrl), method: 'GET', responseType: 'arraybuffer', dataType: '其他' })
    if (res.statusCode !== 200 || !(res.data instanceof ArrayBuffer) || res.data.byteLength === 0) return null
    return `data:image/png;base64,${bytesToBase64(new Uint8Array(res.data))}`
  } catch {
    return null
  }
}
