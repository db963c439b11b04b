import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React from 'react'
import type { NavItem, WebsiteInfo } from '../../../../../types/contract'
import { usePrefetchPage } from '@/hooks/use-prefetch-page'
import { navigateTo } from '@/services/navigation/navigate'
import { BASE_PATH, pageUrl, Routes } from '@/services/navigation/routes'
import { useStores } from '@/stores/context'
import { tapTarget } from '@/utils/tap-target'

/**
 * The site's lead form: the form its navigation opens as 申请试用 (a nav item of type 2, form by websiteFormId),
 * else its first form item; null when the site links none.
 */
function leadFormId(website: WebsiteInfo | null | undefined, menu: readonly NavItem[] | null | undefined): number | null {
  const items = [...(menu || []), ...(website?.modules || []).flatMap(m => (m.kind === 'NAV' ? m.items : []))].filter(
    i => i.type === 2 && typeof i.websiteFormId === 'number' && i.websiteFormId > 0
  )
  return (items.find(i => i.title === '申请试用') ?? items[0])?.websiteFormId ?? null
}

/** 申请试用: the main action of a product's bottom bar, opening the site's lead form (none when the site has none). */
export const TrialButton = observer(function TrialButton() {
  const { site } = useStores()
  const id = leadFormId(site.website, site.menu)
  usePrefetchPage(id ? Routes.form : null)
  if (!id) return null
  const url = pageUrl(Routes.form, { id })
  return (
    <View
      className='detail-bar__main detail-bar__main--link btn-primary'
      {...tapTarget('link')}
      data-href={BASE_PATH + url}
      onClick={() => void navigateTo(url)}
    >
      申请试用
    </View>
  )
})

/** 咨询: asks the site's AI assistant about the product (a bottom-bar button beside 收藏 and 分享). */
export function AskButton() {
  return (
    <View className='detail-bar__btn' {...tapTarget('link')} data-href={BASE_PATH + Routes.ai} onClick={() => void navigateTo(Routes.ai)}>
      <Text className='detail-bar__icon' aria-hidden='true'>
        ✉
      </Text>
      <Text className='detail-bar__label'>咨询</Text>
    </View>
  )
}
