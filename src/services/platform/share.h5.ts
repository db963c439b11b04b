import type { ShareContent } from './types'
import { copyText } from './clipboard'

/** Browsers have no share menu to turn on; the share sheet component is shown instead. */
export async function enableShareMenu(_options: { timeline: boolean }): Promise<void> {
  // nothing to enable on the web
}

/** On the web sharing copies the full link ("已复制"). */
export async function shareContent(content: ShareContent): Promise<'copied' | 'menu'> {
  const origin = typeof window !== 'undefined' ? window.location.origin : ''
  await copyText(`${origin}/web/h${content.path}`)
  return 'copied'
}
