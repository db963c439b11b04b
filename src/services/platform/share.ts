import { UnsupportedPlatformError } from '@/services/http/errors'
import type { ShareContent } from './types'

/** Shares content; resolves to what was done. Unsupported here. */
export async function shareContent(_content: ShareContent): Promise<'copied' | 'menu'> {
  throw new UnsupportedPlatformError()
}
