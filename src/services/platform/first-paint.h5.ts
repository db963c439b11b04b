/**
 * The server paints a landing page's first screen into the HTML (`#fp`, beside `#app`; docs/first-paint.md)
 * and hides `#app` under it. Once the app has rendered the same page with its content (no loading state
 * left on screen, the images the painted view shows decoded) this hands over: the app's page gets the painted view's scroll
 * position, then the painted view and its local CSS go in one frame, so nothing flashes or moves (its inline copy of
 * the app's CSS too, once the app's stylesheets are in).
 * If the app shows another page (a redirect) the painted view goes at once; after 15 s it goes anyway.
 *
 * If the app's page comes up with an error instead (its first request failed: offline, a 500), the painted
 * content stays on screen with a small notice whose 重试 runs the app page's own retry; the takeover
 * happens once that retry has brought the content.
 *
 * A tap on a control of the painted view that only the app can carry out is kept by the painted page and carried
 * out on the app's page at the takeover (TAKEOVER_EVENT).
 *
 * While the painted view is up the app renders unseen, so nothing it renders is urgent: the landing page's
 * first render and the renders of its data answers are React transitions (time-sliced in tasks of ~5 ms)
 * instead of one long task each, and the visitor's taps on the painted view are never kept waiting.
 */
import { Current } from '@tarojs/runtime'
import { startTransition, useEffect, useState } from 'react'
import { type FirstScreen, TAKEOVER_EVENT } from '@/shared/first-paint'

const GIVE_UP_MS = 15000
const IMAGE_WAIT_MS = 800

function currentPage(): HTMLElement | null {
  const pages = document.querySelectorAll<HTMLElement>('#app > .taro_page')
  return pages.length ? pages[pages.length - 1] : null
}

/** The app route of a Taro page element (its id is the page URL: "/web/h/pages/x/index?stamp=…"). */
function routeOf(page: HTMLElement): string {
  return (page.id || '').split('?')[0].replace(/^.*?\/(pages|packages)\//, '$1/')
}

/** Where an element of the app's page starts and ends, in pixels from the top of the screen the painted view shows. */
function onScreenSpan(el: Element, page: HTMLElement, scrollTop: number): { top: number; bottom: number } {
  const rect = el.getBoundingClientRect()
  const top = rect.top - page.getBoundingClientRect().top + page.scrollTop - scrollTop
  return { top, bottom: top + rect.height }
}

/** True for an element of the app's page inside the screen the painted view shows (scrolled as the view is). */
function onScreen(el: Element, page: HTMLElement, scrollTop: number): boolean {
  const { top, bottom } = onScreenSpan(el, page, scrollTop)
  return top < page.clientHeight && bottom > 0
}

/**
 * Images of the page on screen that the painted view shows (it holds the others back while the app's scripts load:
 * server/ssr/index-page.ts HELD_IMAGES_TAG), decoded (or failed), waiting at most IMAGE_WAIT_MS.
 */
function imagesOnScreen(page: HTMLElement, view: HTMLElement): Promise<unknown> {
  const shown = new Set(
    Array.from(view.querySelectorAll('img'))
      .filter(img => img.complete && img.naturalWidth > 0)
      .map(img => img.src)
  )
  const waits: Promise<unknown>[] = []
  page.querySelectorAll('img').forEach(img => {
    if (!img.getAttribute('src') || img.complete || !shown.has(img.src) || !onScreen(img, page, view.scrollTop)) return
    waits.push(img.decode ? img.decode().catch(() => undefined) : Promise.resolve())
  })
  if (waits.length === 0) return Promise.resolve()
  return Promise.race([Promise.all(waits), new Promise(resolve => setTimeout(resolve, IMAGE_WAIT_MS))])
}

/**
 * Still loading where it shows: a loading state that starts above the bottom of the screen the painted view shows. One
 * above the screen counts too (a visitor who scrolled the painted form down: its loading state is shorter than the
 * fields it stands for); one below the screen, where the painted view shows a placeholder or nothing, may finish after
 * the takeover (home's rich-text block).
 */
function busyOnScreen(page: HTMLElement, view: HTMLElement): boolean {
  const busy = Array.from(page.querySelectorAll('[aria-busy="true"]'))
  // A page not laid out yet (Taro shows a new page after its first render) has no screen to compare with: all counts.
  if (page.clientHeight === 0) return busy.length > 0
  return busy.some(el => onScreenSpan(el, page, view.scrollTop).top < page.clientHeight)
}

/**
 * The app's stylesheets have loaded (the painted page's loader adds them just before the app's scripts, before the
 * painted view's inline CSS, which holds only the rules its own markup uses), waiting at most IMAGE_WAIT_MS after the
 * page is otherwise ready. A lazy part's own stylesheet (a rich-text block below the screen) is not waited for:
 * webpack renders the part only once it has loaded.
 */
function stylesLoaded(): Promise<unknown> {
  const inline = document.getElementById('fp-css')
  const pending = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).filter(
    l => !l.sheet && (!inline || l.compareDocumentPosition(inline) & Node.DOCUMENT_POSITION_FOLLOWING)
  )
  if (pending.length === 0) return Promise.resolve()
  const loads = pending.map(l => new Promise(resolve => (l.addEventListener('load', resolve), l.addEventListener('error', resolve))))
  return Promise.race([Promise.all(loads), new Promise(resolve => setTimeout(resolve, IMAGE_WAIT_MS))])
}

/**
 * The painted view's inline CSS (`#fp-css`) goes too, once the app's stylesheets are in (kept if one failed: it is then
 * all the landing page has). It holds copies of app.css rules placed after app.css, so on every page opened later they
 * would beat the app's other rules of the same weight: a `.btn` copied for the landing form outweighed `.btn-primary`
 * and `.btn-plain` on the sign-up success page, which showed grey outline buttons (issue #43). The page on screen keeps
 * its look: the app's own files hold every rule the copy had, in the same order.
 */
function dropInlineCss(): void {
  const css = document.getElementById('fp-css')
  if (!css) return
  const pending = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).filter(l => !l.sheet)
  let left = pending.length
  if (left === 0) return css.remove()
  for (const link of pending) {
    link.addEventListener('load', () => --left === 0 && css.remove(), { once: true })
    link.addEventListener('error', () => (left = -1), { once: true })
  }
}

/** The app page's error states (components/states ErrorView): its first requests failed. */
const errorStates = (page: HTMLElement) => page.querySelectorAll<HTMLElement>('.state--error')

/**
 * Why the app's page failed, in the notice's words: the network only when a request got no answer (the error state's
 * `data-network`), else the server's own message (a business error: 4107…), as the app's error state shows it.
 */
function failureText(page: HTMLElement | null): string {
  const states = page ? Array.from(errorStates(page)) : []
  if (states.some(s => s.getAttribute('data-network') === 'true')) return '网络不稳定，最新内容没有加载出来'
  const said = states.map(s => s.querySelector('.state__text')?.textContent?.trim()).find(Boolean)
  return said || '最新内容没有加载出来'
}

/**
 * The small notice over the painted view while the app's page has failed to load: what is on screen stays
 * readable, and 重试 asks again. Styled by the painted page's own CSS (server/ssr/css.ts PAINT_LOCAL_CSS, there as long
 * as the painted view): the app's stylesheet may be what failed to arrive.
 */
function retryNotice(view: HTMLElement, retry: () => void): { show: (busy: boolean, text?: string) => void; remove: () => void } {
  const box = document.createElement('div')
  box.className = 'fp-retry'
  box.setAttribute('role', 'alert')
  const message = document.createElement('span')
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = '重试'
  button.addEventListener('click', retry)
  box.append(message, button)
  return {
    show: (busy, text = '') => {
      message.textContent = busy ? '正在重新加载…' : text
      button.disabled = busy
      if (!box.isConnected) view.appendChild(box)
    },
    remove: () => box.remove()
  }
}

/** True while the server-painted view covers the app. */
const behindPaint = () => typeof document !== 'undefined' && document.documentElement.classList.contains('fp-on')

/**
 * Applies a state update as a transition while the app renders under the painted view (nothing on screen
 * waits for it), and at once afterwards.
 */
export function updateBehindPaint(update: () => void): void {
  if (behindPaint()) startTransition(update)
  else update()
}

function paintedFirstScreen(): FirstScreen | null {
  if (!behindPaint()) return null
  const later = document.querySelector<HTMLElement>('#fp .module-list__later[data-first-screen]')
  const count = Number(later?.getAttribute('data-first-screen'))
  return later && Number.isInteger(count) && count >= 0 ? { count, height: later.style.height } : null
}

/**
 * While the painted view is up, the first screen it drew of a module list (home, custom pages): the app draws the same
 * sections and a block of the same height for the rest, then the rest once it has taken over (a transition). Rendering,
 * styling and laying out the modules below the screen under the painted view was work on the way to the takeover that
 * nobody saw. Null (draw everything) without a painted module list, or after the takeover.
 */
export function useFirstScreenOnly(): FirstScreen | null {
  const [firstScreen, setFirstScreen] = useState(paintedFirstScreen)
  const cut = firstScreen !== null
  useEffect(() => {
    if (!cut) return
    const all = () => startTransition(() => setFirstScreen(null))
    if (!behindPaint()) return all()
    document.addEventListener(TAKEOVER_EVENT, all, { once: true })
    return () => document.removeEventListener(TAKEOVER_EVENT, all)
  }, [cut])
  return firstScreen
}

/** The landing page's first render (Taro's app.mount → a forceUpdate of its page list) as a transition. */
function mountFirstPageAsTransition(): void {
  const app = Current.app as { mount?: (...args: unknown[]) => void } | null
  if (!app || typeof app.mount !== 'function') return
  const mount = app.mount
  app.mount = function (this: unknown, ...args: unknown[]) {
    delete app.mount
    if (behindPaint()) startTransition(() => mount.apply(this, args))
    else mount.apply(this, args)
  }
}

export function takeOverFirstPaint(): void {
  if (typeof document === 'undefined') return
  const view = document.getElementById('fp')
  const app = document.getElementById('app')
  if (!view || !app) return
  mountFirstPageAsTransition()
  const route = view.getAttribute('data-route') || ''
  let state: 'waiting' | 'settling' | 'done' = 'waiting'
  // The app's page failed to load: keep the painted content and offer 重试 (its own retry buttons).
  let failed = false
  const notice = retryNotice(view, () => {
    const page = currentPage()
    const retries = page ? Array.from(errorStates(page), el => el.querySelector<HTMLElement>('button, [role="button"]')).filter(b => !!b) : []
    if (retries.length === 0) return window.location.reload()
    notice.show(true)
    retries.forEach(button => button.click())
  })

  const finish = (page: HTMLElement | null) => {
    if (state === 'done') return
    state = 'done'
    observer.disconnect()
    clearTimeout(timer)
    notice.remove()
    if (page && view.scrollTop > 0) page.scrollTop = view.scrollTop
    view.remove()
    document.getElementById('fp-local')?.remove()
    dropInlineCss()
    document.documentElement.classList.remove('fp-on')
    // A tap the painted page kept for the app (server/ssr/tap-queue.ts) is carried out on this page now.
    document.dispatchEvent(new CustomEvent(TAKEOVER_EVENT, { detail: page }))
  }

  const check = () => {
    if (state !== 'waiting') return
    const page = currentPage()
    if (!page) return
    if (routeOf(page) !== route) return finish(null)
    if (!page.querySelector('.page__body') || busyOnScreen(page, view)) return
    failed = errorStates(page).length > 0
    if (failed) return notice.show(false, failureText(page))
    state = 'settling'
    void Promise.all([imagesOnScreen(page, view), stylesLoaded()]).then(() => {
      // Still ready (nothing started loading again)? Then swap in the next frame.
      if (state !== 'settling') return
      if (busyOnScreen(page, view) || errorStates(page).length > 0) {
        state = 'waiting'
        check()
        return
      }
      requestAnimationFrame(() => finish(page))
    })
  }

  // In a task of its own, not in the observer's microtask: the check reads the layout (busyOnScreen), and forcing the
  // page's style and layout inside React's commit task made one long task of the two (Lighthouse's TBT counts each
  // task's part over 50 ms). Mutations until then are one check.
  let queued = false
  const checkSoon = () => {
    if (queued) return
    queued = true
    setTimeout(() => {
      queued = false
      check()
    }, 0)
  }
  const observer = new MutationObserver(checkSoon)
  observer.observe(app, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] })
  // Past the wait the app's page replaces the painted one, unless all it has is an error: then the content stays.
  const timer = setTimeout(() => {
    if (!failed) finish(currentPage())
  }, GIVE_UP_MS)
  check()
}
