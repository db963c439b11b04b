import React from 'react'
import { Empty, ErrorView, Loading } from '@/components/states'
import { MissingQueryError } from '@/services/http'
import { goHome } from '@/services/navigation/navigate'
import { useLinkOpen, type LinkOpenRequest } from '@/features/site/use-link-open'

/** Opens a short link (or ?url) in place of this page; says so when it is missing, broken or leads nowhere. */
export function LinkOpenScreen(request: LinkOpenRequest) {
  const state = useLinkOpen(request)
  switch (state.status) {
    case 'missing':
      return <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
    case 'error':
      return <ErrorView error={state.error} onRetry={state.retry} />
    case 'unknown':
      return <Empty text='无法识别的链接' hint='该链接指向的地址无法在本站打开' actionText='返回首页' onAction={() => void goHome()} />
    default:
      return <Loading text='正在打开链接…' />
  }
}
