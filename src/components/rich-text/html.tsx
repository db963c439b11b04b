import { RichText } from '@tarojs/components'
import React from 'react'

/** Sanitised HTML on a mini-program: Taro's RichText (the web's is html.h5.tsx). */
export function RichHtml({ html }: { html: string }) {
  return <RichText nodes={html} />
}
