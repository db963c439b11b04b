import React from 'react'
import { Page } from '@/components/page'
import { Empty } from '@/components/states'
import { goHome } from '@/services/navigation/navigate'

/** An honest screen for a route whose feature is not built yet: title, bar and a way on. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Empty text='该功能正在建设中' hint='敬请期待，先去首页看看吧' actionText='返回首页' onAction={() => void goHome()} />
    </Page>
  )
}
