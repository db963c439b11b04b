import { alertDialog } from '@/services/ui/toast'

/** True inside WeChat's own browser (a page opened from a chat or a QR code), whose user agent says MicroMessenger. */
export function isWechatBrowser(userAgent = typeof navigator !== 'undefined' ? navigator.userAgent : ''): boolean {
  return /MicroMessenger/i.test(userAgent)
}

/**
 * In WeChat's browser, which hands no file to the phone (a download does nothing there): a dialog saying how to do
 * `action` (the button's words) in a browser instead, and true; elsewhere false, and nothing shown.
 */
export function sendToBrowser(action: string): boolean {
  if (!isWechatBrowser()) return false
  void alertDialog(`微信里不能直接${action}。请点右上角「···」，选「在浏览器中打开」，再点「${action}」。`, action)
  return true
}
