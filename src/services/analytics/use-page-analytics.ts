import { useDidHide, useDidShow, useUnload } from '@tarojs/taro'
import { useCallback, useEffect, useRef } from 'react'
import { watchScrollDepth } from './browser'
import type { Analytics } from './types'

export interface PageAnalyticsOptions {
  /** Page title for the page view (defaults to document.title on H5). */
  title?: string
  /** The content item shown (article id...): sent with the page view and its durations. */
  contentId?: string | number
  /** Turns on duration mode: PAGE_DURATION every PAGE_DURATION_MS with engaged time and scroll depth. */
  duration?: boolean
}

/**
 * A page's analytics: page view on every show, duration mode while shown, ended and flushed on hide
 * and unload. Ends only its own duration session: Taro H5 may show the next page before hiding (or
 * unloading, after the animation) the previous one, so a global clear() here would cut the new page.
 */
export function usePageAnalytics(analytics: Analytics, options: PageAnalyticsOptions = {}): void {
  const latest = useRef(options)
  latest.current = options
  const stopRef = useRef<(() => void) | null>(null)

  const end = useCallback(() => {
    const stop = stopRef.current
    stopRef.current = null
    if (!stop) return
    try {
      stop()
      void analytics.flush().catch(() => undefined)
    } catch {
      // analytics never breaks a page
    }
  }, [analytics])

  useDidShow(() => {
    try {
      end()
      const { title, contentId, duration } = latest.current
      const props: Record<string, unknown> = {}
      if (title) props.title = title
      if (contentId !== undefined && contentId !== '') props.contentId = contentId
      analytics.page(props)
      if (!duration) {
        stopRef.current = () => undefined
        return
      }
      const stopDuration = analytics.startPageDuration({ contentId })
      const stopScroll = watchScrollDepth(percent => analytics.recordScrollDepth(percent))
      stopRef.current = () => {
        stopScroll()
        stopDuration()
      }
    } catch {
      // analytics never breaks a page
    }
  })
  useDidHide(end)
  useUnload(end)
  // A page removed without onUnload (tests, error boundaries) still ends its session.
  useEffect(() => end, [end])
}
