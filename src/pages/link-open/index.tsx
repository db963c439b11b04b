import React from 'react'
import { Page } from '@/components/page'
import { LinkOpenScreen } from '@/features/site/components'
import { usePageParams } from '@/hooks/use-params'
import { parseId } from '@/shared/ids'

/** link-open/index?keyword[&contentId] | ?url: resolves a short link and replaces this page with its target. */
export default function LinkOpenPage() {
  const params = usePageParams()
  return (
    <Page title='打开链接'>
      <LinkOpenScreen keyword={params.keyword} url={params.url} contentId={parseId(params.contentId)} />
    </Page>
  )
}
