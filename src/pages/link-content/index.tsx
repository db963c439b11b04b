import { Text, View } from '@tarojs/components'
import React from 'react'
import { Page } from '@/components/page'
import { SafeRichText } from '@/components/rich-text'
import { AsyncView, Empty, ErrorView, Skeleton } from '@/components/states'
import { getShortLink } from '@/features/site/api'
import { usePageParams } from '@/hooks/use-params'
import { useQuery } from '@/hooks/use-query'
import { MissingQueryError } from '@/services/http'
import { goHome, redirectTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { parseId } from '@/utils/params'
import './index.scss'

/** link-content/index?keyword[&contentId]: a short link's own content (title and rich text). */
export default function LinkContentPage() {
  const params = usePageParams()
  const keyword = params.keyword || ''
  const contentId = parseId(params.contentId)
  const query = useQuery(() => getShortLink(keyword, contentId), [keyword, contentId], { enabled: !!keyword })
  if (!keyword) {
    return (
      <Page title='内容'>
        <ErrorView error={new MissingQueryError()} />
      </Page>
    )
  }
  return (
    <Page title={query.data?.title || '内容'}>
      <AsyncView loading={query.loading} error={query.error} data={query.data} onRetry={() => void query.reload()} skeleton={<Skeleton rows={4} />}>
        {info => (
          <View className='link-content'>
            <Text className='link-content__title'>{info.title}</Text>
            {info.content ? (
              <SafeRichText html={info.content} className='link-content__body' />
            ) : (
              <Empty
                text='这个链接没有附带内容'
                actionText={info.target ? '打开链接' : '返回首页'}
                onAction={() => (info.target ? void redirectTo(pageUrl(Routes.linkOpen, { keyword: info.keyword })) : void goHome())}
              />
            )}
          </View>
        )}
      </AsyncView>
    </Page>
  )
}
