import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { useRef } from 'react'
import type { ShareContent } from '@/services/platform/types'

/**
 * Answers the platform share menu (friends and timeline) with the page's title, cover and path.
 * The content is read when the visitor shares, so a detail that loads later is what gets shared.
 */
export function useShareContent(content: ShareContent | null): void {
  const ref = useRef(content)
  ref.current = content
  useShareAppMessage(() => {
    const c = ref.current
    return c ? { title: c.title, path: c.path, imageUrl: c.imageUrl } : {}
  })
  useShareTimeline(() => {
    const c = ref.current
    if (!c) return {}
    const query = c.path.split('?')[1] || ''
    return { title: c.title, query, imageUrl: c.imageUrl }
  })
}
