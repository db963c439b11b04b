import { isWechatBrowser } from '@/services/platform/wechat-browser'

/**
 * On the web the poster is downloaded through a link with the download attribute (same-site images). WeChat's browser
 * drops the download but saves an image from its long-press menu: there the visitor is told so ('long-press').
 */
export async function saveImage(url: string, fileName: string): Promise<'saved' | 'downloaded' | 'long-press'> {
  if (isWechatBrowser()) return 'long-press'
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  return 'downloaded'
}
