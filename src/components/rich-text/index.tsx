import { View } from '@tarojs/components'
import React, { useMemo } from 'react'
import { sanitizeHtml } from '@/services/sanitize/sanitize'
import { RichHtml } from './html'
import './index.scss'

/** Server rich text, sanitised before it reaches the DOM (Taro's H5 RichText does not sanitise). */
export function SafeRichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html || ''), [html])
  if (!clean) return null
  return (
    <View className={`safe-rich-text ${className || ''}`}>
      <RichHtml html={clean} />
    </View>
  )
}
