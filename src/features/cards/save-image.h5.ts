import { isWechatBrowser } from '@/services/platform/wechat-browser'
import { saveUrl } from '@/utils/save-blob'

/**
 * On the web the poster is downloaded through a link with the download attribute (same-site images). WeChat's browser
 * drops the download but saves an image from its long-press menu: there the visitor is told so ('long-press').
 */
export async function saveImage(url: string, fileName: string): Promise<'saved' | 'downloaded' | 'long-press'> {
  if (isWechatBrowser()) return 'long-press'
  saveUrl(url, fileName)
  return 'downloaded'
}
