import { UnsupportedPlatformError } from '@/services/http/errors'
import type { ShareContent } from './types'

/** Turns on the platform share menu for the current page. Unsupported here. */
export async function enableShareMenu(_options: { timeline: boolean }): Promise<void> {
  throw new UnsupportedPlatformError()
}

/** Shares content; resolves to what was done. Unsupported here. */
export async function shareContent(_content: ShareContent): Promise<'copied' | 'menu'> {
  throw new UnsupportedPlatformError()
}
