import type { WxSignature } from '../../../types/contract'
import { UnsupportedPlatformError } from '@/services/http/errors'
import { isWechatBrowser } from '@/services/platform/wechat-browser'

/** Only the WeChat browser gets a JS-SDK signature (spec §5); elsewhere this throws. */
export async function getWxSignature(url: string, fetch: (url: string) => Promise<WxSignature>): Promise<WxSignature> {
  if (!isWechatBrowser()) throw new UnsupportedPlatformError()
  return fetch(url.split('#')[0])
}
