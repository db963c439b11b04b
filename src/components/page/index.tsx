import { View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import React, { useEffect } from 'react'
import { usePageAnalytics } from '@/services/analytics'
import { useStores } from '@/stores/context'
import { stripBase } from '@/services/navigation/routes'
import { parseId } from '@/shared/ids'
import { NavBar } from '@/components/nav-bar'
import { tapTarget } from '@/utils/tap-target'
import { setPageTitle } from './title'
import './index.scss'

interface PageProps {
  /** The document title (browser tab, history, analytics); the navigation bar's too unless `navTitle` names another. */
  title: string
  /**
   * What the navigation bar says when the page draws its title itself: a content detail's bar names the kind of page
   * (文章详情) while the title stands under the cover, so it is not read twice (issue #43).
   */
  navTitle?: string
  children?: React.ReactNode
  /** Hide the custom navigation bar (home uses its own header). */
  navBar?: boolean
  back?: boolean
  home?: boolean
  navRight?: React.ReactNode
  className?: string
  /** Content under a fixed bottom bar needs room. */
  bottomBar?: React.ReactNode
  /** Page analytics: detail pages pass their content id and turn on duration reports. */
  analytics?: { contentId?: number | null; duration?: boolean }
}

/** Content detail pages report engaged time and scroll depth (PAGE_DURATION) for their item. */
const DETAIL_PATHS = new Set([
  '/pages/article/index',
  '/pages/video/index',
  '/pages/course/index',
  '/pages/case/index',
  '/pages/product/index',
  '/pages/event/index',
  '/pages/material/index',
  '/packages/customized/pages/entity-data/index'
])

/**
 * 跳到主要内容: focus moves to the page's main content (an element marked `data-main`, else the page's body), so a
 * keyboard user skips the navigation bar, search and tabs. The link is the page's first focusable element.
 */
function skipToMain(e: { currentTarget: unknown }) {
  if (typeof document === 'undefined') return
  const link = e.currentTarget instanceof Element ? e.currentTarget : document.activeElement
  const page = link?.closest('.page')
  const main = page?.querySelector<HTMLElement>('[data-main]') || page?.querySelector<HTMLElement>('.page__body')
  if (!main) return
  main.setAttribute('tabindex', '-1')
  main.focus()
}

/** Every screen's frame: skip link, theme variables, custom navigation bar, document title, bottom bar. */
export const Page = observer(function Page({
  title,
  navTitle,
  children,
  navBar = true,
  back = true,
  home = true,
  navRight,
  className,
  bottomBar,
  analytics
}: PageProps) {
  const { theme, analytics: client } = useStores()
  const router = useRouter()
  // On H5 the router path is the page id, which carries the /web/h base and a ?stamp= suffix.
  const routePath = stripBase((router?.path || '').split('?')[0])
  const detail = DETAIL_PATHS.has(routePath) ? parseId(router?.params?.id) : null
  usePageAnalytics(client, {
    title,
    contentId: analytics?.contentId ?? detail ?? undefined,
    duration: analytics?.duration ?? detail !== null
  })
  useEffect(() => {
    setPageTitle(title)
  }, [title])
  // Coming back to a screen, the router puts back its own title: put ours back as text.
  useDidShow(() => setPageTitle(title))
  return (
    <View className={`page ${theme.themeClass} ${className || ''}`} style={theme.cssVars as React.CSSProperties}>
      <View className='page__skip' {...tapTarget('link')} onClick={skipToMain}>
        跳到主要内容
      </View>
      {navBar && <NavBar title={navTitle || title} back={back} home={home} right={navRight} />}
      <View className={`page__body ${bottomBar ? 'page__body--with-bar' : ''}`}>{children}</View>
      {bottomBar && <View className='page__bottom-bar'>{bottomBar}</View>}
    </View>
  )
})
