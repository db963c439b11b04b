import type { WxSignature } from '../../../types/contract'
import { UnsupportedPlatformError } from '@/services/http/errors'

/** WeChat JS-SDK signature for the share config. Mini-programs have no JS-SDK. */
export async function getWxSignature(_url: string, _fetch: (url: string) => Promise<WxSignature>): Promise<WxSignature> {
  throw new UnsupportedPlatformError()
}
