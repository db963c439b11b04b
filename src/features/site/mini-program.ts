/** Where WeChat opens a mini-program page from a link or a scanned code (its documented plain URL scheme). */
const SCHEME = 'weixin://dl/business/'

/**
 * The link a code on pages/app must hold to open the company's mini-program at `path` (WeChat's plain
 * URL scheme, no server call needed); null when the company has no mini-program. Never the web address:
 * scanning that on the web only opened the same web page again.
 */
export function miniProgramLink(appId: string | null | undefined, path = 'pages/index/index'): string | null {
  const id = (appId || '').trim()
  if (!/^wx[0-9a-zA-Z]{6,32}$/.test(id)) return null
  return `${SCHEME}?appid=${encodeURIComponent(id)}&path=${encodeURIComponent(path.replace(/^\//, ''))}`
}
