import { Text, View } from '@tarojs/components'
import React, { useEffect, useMemo, useState } from 'react'
import { loadSanitizer, sanitizedNow } from '@/services/sanitize/sanitize'
import { plainText } from '@/shared/format'
import { withoutLeadingTitle } from '@/shared/leading-title'
import { RichHtml } from './html'
import './index.scss'

interface SafeRichTextProps {
  html: string | null | undefined
  className?: string
  /** The title shown above the text: a heading that opens the text with the same words is dropped (src/shared/leading-title.ts). */
  leadingTitle?: string | null
  /** Shown instead when nothing is left to show (empty, wholly unsafe, or only the title). */
  empty?: React.ReactNode
}

/**
 * Server rich text, sanitised before it reaches the DOM (Taro's H5 RichText does not sanitise). On the web the
 * sanitiser may still be on its way (src/services/sanitize/sanitize.h5.ts): meanwhile a busy placeholder (a painted
 * page's takeover waits for it when it is on screen); if it cannot load, the text without its markup.
 */
export function SafeRichText({ html, className, leadingTitle, empty = null }: SafeRichTextProps) {
  // Counts the sanitiser's arrivals: each one sanitises again (a count, so an arrival is never a state update React
  // could drop as "no change", even when the sanitiser came between the render and its effect).
  const [arrivals, setArrivals] = useState(0)
  const [failed, setFailed] = useState(false)
  const clean = useMemo(() => {
    const safe = sanitizedNow(html || '')
    return safe === null ? null : withoutLeadingTitle(safe, leadingTitle)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `arrivals`: sanitise again once the sanitiser is in
  }, [html, leadingTitle, arrivals])
  const pending = clean === null
  useEffect(() => {
    if (!pending) return
    let live = true
    loadSanitizer().then(
      () => live && setArrivals(n => n + 1),
      () => live && setFailed(true)
    )
    return () => {
      live = false
    }
  }, [pending])
  if (clean === null) {
    if (failed) return <Text className={`safe-rich-text safe-rich-text--plain ${className || ''}`}>{plainText(html || '')}</Text>
    return <View className={`safe-rich-text safe-rich-text--loading ${className || ''}`} aria-busy='true' aria-label='加载中' />
  }
  if (!clean) return <>{empty}</>
  return (
    <View className={`safe-rich-text ${className || ''}`}>
      <RichHtml html={clean} />
    </View>
  )
}
