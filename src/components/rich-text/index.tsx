import { View } from '@tarojs/components'
import React, { useMemo } from 'react'
import { sanitizeHtml } from '@/services/sanitize/sanitize'
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

/** Server rich text, sanitised before it reaches the DOM (Taro's H5 RichText does not sanitise). */
export function SafeRichText({ html, className, leadingTitle, empty = null }: SafeRichTextProps) {
  const clean = useMemo(() => withoutLeadingTitle(sanitizeHtml(html || ''), leadingTitle), [html, leadingTitle])
  if (!clean) return <>{empty}</>
  return (
    <View className={`safe-rich-text ${className || ''}`}>
      <RichHtml html={clean} />
    </View>
  )
}
