import { WebView } from '@tarojs/components'
import React from 'react'

/** Mini-programs show the page inside the app's web view (its domain must be allow-listed). */
export function WebFrame({ url }: { url: string; host: string }) {
  return <WebView src={url} />
}
