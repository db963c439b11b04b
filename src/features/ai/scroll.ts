import Taro from '@tarojs/taro'

/** Scrolls the chat to its newest message. */
export function scrollToBottom(): void {
  try {
    void Taro.pageScrollTo({ scrollTop: 1e7, duration: 0 }).catch(() => undefined)
  } catch {
    // no page to scroll
  }
}

/** Mini-programs keep the position when content is added above; nothing to do. */
export function keepPositionWhilePrepending(): () => void {
  return () => undefined
}

/** True when the visitor is reading the newest messages (so new text should keep them in view). */
export function nearBottom(): boolean {
  return true
}

/** Mini-programs report scrolling through usePageScroll only; nothing to watch. */
export function watchScroll(_callback: () => void): () => void {
  return () => undefined
}

/** Mini-programs: the page keeps its own scroll; nothing to watch. */
export function watchGrowth(_selector: string, _callback: () => void): () => void {
  return () => undefined
}
