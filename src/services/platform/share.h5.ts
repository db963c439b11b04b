import type { ShareContent } from './types'
import { copyText } from './clipboard'

/** On the web sharing copies the full link ("已复制"). */
export async function shareContent(content: ShareContent): Promise<'copied' | 'menu'> {
  const origin = typeof window !== 'undefined' ? window.location.origin : ''
  await copyText(`${origin}/web/h${content.path}`)
  return 'copied'
}
