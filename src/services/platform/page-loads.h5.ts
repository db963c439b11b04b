import { toast } from '@/services/ui/toast'
import { PAGE_LOAD_FAILED } from '@/shared/first-paint'

/** A navigation that ends this document is still under way after this long: it was cancelled (a tel: link, a download). */
const LEAVING_MS = 10_000

/** webpack's failure to load a page's script or style chunk (the router rethrows it from a history listener). */
function isChunkLoadError(reason: unknown): boolean {
  const error = reason as { name?: unknown; code?: unknown } | null
  return !!error && (error.name === 'ChunkLoadError' || error.code === 'CSS_CHUNK_LOAD_FAILED')
}

/** Where the notice of a first page that did not load stands (one at a time). */
const FIRST_LOAD_NOTICE_ID = 'page-load-failed'

/**
 * Nothing on screen to keep: no page of the app's and no painted view. The code of the page the visitor opened did not
 * arrive (a deep link on a flaky network), so the screen would stay blank.
 */
function nothingShown(): boolean {
  return !document.getElementById('fp') && !document.querySelector('#app .taro_page')
}

/**
 * The whole-screen notice for a first page whose code did not arrive, drawn with the DOM alone (the app's components
 * may be what did not arrive; its stylesheet is in the document): the message and 重试, which loads the page again.
 */
function showFirstLoadFailed(): void {
  if (document.getElementById(FIRST_LOAD_NOTICE_ID)) return
  const part = (tag: string, className: string, text: string) => {
    const el = document.createElement(tag)
    el.className = className
    el.textContent = text
    return el
  }
  // ErrorView's markup (components/states), over the whole screen.
  const box = part('div', 'state state--error state--screen', '')
  box.id = FIRST_LOAD_NOTICE_ID
  box.setAttribute('role', 'alert')
  box.setAttribute('data-network', 'true')
  const retry = part('button', 'btn state__action', '重试') as HTMLButtonElement
  retry.type = 'button'
  retry.addEventListener('click', () => window.location.reload())
  box.append(part('div', 'state__icon state__icon--error', '!'), part('span', 'state__text', PAGE_LOAD_FAILED), retry)
  document.body.appendChild(box)
  // The failed chunk may not have been the page's own (a part loaded beside it): if the page comes after all, it shows.
  const app = document.getElementById('app')
  if (!app) return
  const arrived = new MutationObserver(() => {
    if (!app.querySelector('.taro_page')) return
    arrived.disconnect()
    box.remove()
  })
  arrived.observe(app, { childList: true, subtree: true })
}

/**
 * A page whose code did not load is not a silent dead tap: the visitor is told and can tap again (webpack asks for
 * the chunk again next time). When it was the first page, with nothing on screen, a whole-screen notice with 重试 takes
 * the place of a blank page. When the document is on its way out (a full navigation such as the sign-in page), the
 * browser cancels the chunks still loading: that is no failure and nothing is said.
 */
export function watchPageLoads(): () => void {
  let leftAt = 0
  const leaving = () => (leftAt = Date.now())
  const rejected = (event: PromiseRejectionEvent) => {
    if (!isChunkLoadError(event.reason)) return
    event.preventDefault()
    if (Date.now() - leftAt <= LEAVING_MS) return
    if (nothingShown()) showFirstLoadFailed()
    else toast(PAGE_LOAD_FAILED, 3000)
  }
  for (const type of ['beforeunload', 'pagehide']) window.addEventListener(type, leaving)
  window.addEventListener('unhandledrejection', rejected)
  return () => {
    for (const type of ['beforeunload', 'pagehide']) window.removeEventListener(type, leaving)
    window.removeEventListener('unhandledrejection', rejected)
  }
}
