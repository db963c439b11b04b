import React from 'react'

/**
 * Sanitised HTML on the web, as a plain element: Taro's H5 RichText is a Stencil web component
 * (taro-rich-text-core) that only sets the same innerHTML, and pulling Stencil's runtime into a
 * detail page cost main-thread time at start-up (issue #18). `html` comes from sanitizeHtml only.
 */
export function RichHtml({ html }: { html: string }) {
  return <div className='safe-rich-text__html' dangerouslySetInnerHTML={{ __html: html }} />
}
