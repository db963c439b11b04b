import React, { useEffect, useRef, useState } from 'react'
import type { ListBlockProps } from './list-block'

/** Blocks more than two screens (of the scroll container) above or below what is shown become spacers. */
const ROOT_MARGIN = '200% 0px'

/**
 * The nearest ancestor that scrolls vertically (Taro's H5 pages scroll inside `.taro_page` unless
 * they use window scrolling), or null for the viewport. rootMargin only widens the root, so the
 * observer must watch from the element that actually clips the list.
 */
function scrollRoot(el: HTMLElement): HTMLElement | null {
  for (let node = el.parentElement; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
    if (/^(auto|scroll|overlay)$/.test(getComputedStyle(node).overflowY)) return node
  }
  return null
}

/**
 * The web's block: rendered while within ROOT_MARGIN of the visible part of its scroll container,
 * otherwise an empty element of the height it had when it left. Without IntersectionObserver (old
 * browsers, jsdom) it always renders.
 */
export function ListBlock({ renderContent }: ListBlockProps) {
  const ref = useRef<HTMLDivElement | null>(null)
  // null: rendered; a number: a spacer of that many px.
  const [spacer, setSpacer] = useState<number | null>(null)

  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      entries => {
        const entry = entries[entries.length - 1]
        const height = entry.boundingClientRect.height
        if (entry.isIntersecting) setSpacer(null)
        // Height 0 means the page is hidden (Taro keeps it as display: none under the next page): keep the items.
        else if (height > 0) setSpacer(current => current ?? height)
      },
      { root: scrollRoot(el), rootMargin: ROOT_MARGIN }
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  // A plain div, not a Taro View: Stencil's slot handling in <taro-view-core> leaves a marker text
  // node per removed child that still points at it, so emptied blocks would keep their items in memory.
  return (
    <div ref={ref} className='windowed-list__block' style={spacer === null ? undefined : { height: `${spacer}px` }}>
      {spacer === null ? renderContent() : null}
    </div>
  )
}
