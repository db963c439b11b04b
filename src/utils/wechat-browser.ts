/** True inside WeChat's own browser (a page opened from a chat or a QR code), whose user agent says MicroMessenger. */
export function isWechatBrowser(userAgent = typeof navigator !== 'undefined' ? navigator.userAgent : ''): boolean {
  return /MicroMessenger/i.test(userAgent)
}
