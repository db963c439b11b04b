/**
 * The element the chat scrolls in: Taro's H5 router makes the shown page (.taro_page) the scroll
 * container once the page stack is set up; before that (or where it does not scroll) the document.
 */
function root(): HTMLElement {
  const shown = document.querySelectorAll<HTMLElement>('.taro_page.taro_page_show')
  const page = shown[shown.length - 1]
  if (page && /(auto|scroll)/.test(getComputedStyle(page).overflowY)) return page
  return (document.scrollingElement || document.documentElement) as HTMLElement
}

/** Scrolls the chat to its newest message. */
export function scrollToBottom(): void {
  const el = root()
  el.scrollTop = el.scrollHeight
}

/** Call before older messages are added at the top; call the returned function after to stay put. */
export function keepPositionWhilePrepending(): () => void {
  const el = root()
  const fromBottom = el.scrollHeight - el.scrollTop
  return () => {
    el.scrollTop = el.scrollHeight - fromBottom
  }
}

/** True when the visitor is reading the newest messages (so new text should keep them in view). */
export function nearBottom(): boolean {
  const el = root()
  return el.scrollHeight - el.scrollTop - el.clientHeight < 120
}

/** Calls back on every scroll of the chat, whichever element scrolls (capture on the document). */
export function watchScroll(callback: () => void): () => void {
  document.addEventListener('scroll', callback, { capture: true, passive: true })
  return () => document.removeEventListener('scroll', callback, { capture: true })
}

/**
 * Calls back when the chat's content changes height after React has drawn it (rich text renders
 * late, images load), so "follow the newest" also holds for growth no state change announces.
 */
export function watchGrowth(selector: string, callback: () => void): () => void {
  // The newest page's element (an earlier chat page may still be in the stack).
  const all = document.querySelectorAll(selector)
  const el = all[all.length - 1]
  if (!el || typeof ResizeObserver === 'undefined') return () => undefined
  const observer = new ResizeObserver(() => callback())
  observer.observe(el)
  return () => observer.disconnect()
}
