import React from 'react'
import { Page } from '@/components/page'
import { WebScreen } from '@/features/web/components'
import { usePageParams } from '@/hooks/use-params'

/** web/index?src=<encoded url>: an http(s) page inside the app or an explicit step out of it; anything else refused. */
export default function WebPage() {
  const params = usePageParams()
  return (
    <Page title='网页'>
      <WebScreen src={params.src || ''} />
    </Page>
  )
}
