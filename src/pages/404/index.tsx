import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import { Page } from '@/components/page'
import { usePageParams } from '@/hooks/use-params'
import { goHome } from '@/services/navigation/navigate'
import './index.scss'

/** Unknown paths land here with the original path and query (spec §2). */
export default function NotFoundPage() {
  const params = usePageParams()
  const path = (params.path || '').slice(0, 300)
  const query = (params.query || '').slice(0, 300)
  return (
    <Page title='页面不存在' back={false}>
      <View className='not-found'>
        <Text className='not-found__code'>404</Text>
        <Text className='not-found__text'>抱歉，您访问的页面不存在或已下线</Text>
        {path && (
          <Text className='not-found__path' data-testid='not-found-path'>
            {path}
            {query ? `?${query}` : ''}
          </Text>
        )}
        <Button className='btn-primary not-found__home' onClick={() => void goHome()}>
          返回首页
        </Button>
      </View>
    </Page>
  )
}
