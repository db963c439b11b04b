import { toast } from '@/services/ui/toast'

/** What a visitor reads when the code of the page they tapped did not arrive (the link stays tappable). */
export const PAGE_LOAD_FAILED = '网络不给力，页面没能打开，请重试'

/** A navigation that ends this document is still under way after this long: it was cancelled (a tel: link, a download). */
const LEAVING_MS = 10_000

/** webpack's failure to load a page's script or style chunk (the router rethrows it from a history listener). */
function isChunkLoadError(reason: unknown): boolean {
  const error = reason as { name?: unknown; code?: unknown } | null
  return !!error && (error.name === 'ChunkLoadError' || error.code === 'CSS_CHUNK_LOAD_FAILED')
}

/**
 * A page whose code did not load is not a silent dead tap: the visitor is told and can tap again (webpack asks for
 * the chunk again next time). When the document is on its way out (a full navigation such as the sign-in page), the
 * browser cancels the chunks still loading: that is no failure and nothing is said.
 */
export function watchPageLoads(): () => void {
  let leftAt = 0
  const leaving = () => (leftAt = Date.now())
  const rejected = (event: PromiseRejectionEvent) => {
    if (!isChunkLoadError(event.reason)) return
    event.preventDefault()
    if (Date.now() - leftAt > LEAVING_MS) toast(PAGE_LOAD_FAILED, 3000)
  }
  for (const type of ['beforeunload', 'pagehide']) window.addEventListener(type, leaving)
  window.addEventListener('unhandledrejection', rejected)
  return () => {
    for (const type of ['beforeunload', 'pagehide']) window.removeEventListener(type, leaving)
    window.removeEventListener('unhandledrejection', rejected)
  }
}
