import { View } from '@tarojs/components'
import React, { useMemo } from 'react'
import { SafeRichText } from '@/components/rich-text'
import { navigateTo, openExternal } from '@/services/navigation/navigate'
import { safeAppPath, safeHttpUrl } from '@/services/navigation/links'
import { BASE_PATH } from '@/services/navigation/routes'
import { markdownToHtml } from '@/features/ai/markdown'

interface ClickLike {
  target?: unknown
  preventDefault?: () => void
  stopPropagation?: () => void
}

/** Where a clicked link in an answer goes: an app page opened in-app, an http(s) URL via the web view, or nowhere. */
export function answerLinkTarget(href: string): { kind: 'app'; path: string } | { kind: 'http'; url: string } | null {
  const path = href.startsWith(`${BASE_PATH}/`) ? safeAppPath(href.slice(BASE_PATH.length)) : safeAppPath(href)
  if (path) return { kind: 'app', path }
  const url = safeHttpUrl(href)
  return url ? { kind: 'http', url } : null
}

/** Finds the link a click landed in (rich text is plain DOM on the web). */
function clickedHref(event: ClickLike): string | null {
  let node = event.target as { tagName?: string; getAttribute?: (n: string) => string | null; parentNode?: unknown } | null
  for (let depth = 0; node && depth < 8; depth++) {
    if (typeof node.tagName === 'string' && node.tagName.toUpperCase() === 'A') return node.getAttribute?.('href') || null
    node = node.parentNode as typeof node
  }
  return null
}

/** An assistant answer: markdown made safe, its links opened inside the app. */
export function AnswerMarkdown({ content }: { content: string }) {
  const html = useMemo(() => markdownToHtml(content), [content])
  const onClick = (event: ClickLike) => {
    const href = clickedHref(event)
    if (href === null) return
    event.preventDefault?.()
    event.stopPropagation?.()
    const target = answerLinkTarget(href)
    if (target?.kind === 'app') void navigateTo(target.path)
    else if (target?.kind === 'http') void openExternal(target.url)
  }
  return (
    <View className='ai-answer' onClick={onClick as never}>
      <SafeRichText html={html} className='ai-answer__text' />
    </View>
  )
}
