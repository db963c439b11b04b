import { Text, View } from '@tarojs/components'
import type { CardModule } from '../../../../types/contract'
import { observer } from 'mobx-react-lite'
import React, { useState } from 'react'
import { Page } from '@/components/page'
import { ErrorView, Skeleton } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { navigateTo, showInAddress } from '@/services/navigation/navigate'
import { afterNextPaint } from '@/services/platform/navigation'
import { HOME, pageUrl, Routes } from '@/services/navigation/routes'
import { useStores } from '@/stores/context'
import { usePageShare } from '@/features/content'
import { usePopup } from '@/features/site/use-popup'
import { HomeHeader } from './home-header'
import { HomeTabBar, type HomeTab } from './home-tabs'
import { ModuleList } from './module-list'
import { PopupView } from './popup-view'
import { SiteMenu } from './site-menu'
import './home.scss'

interface HomeScreenProps {
  initialTab: HomeTab
  /** ?companyUserId of a card link; else the session's ocuid, else the site's CARD module user. */
  cardUserId: number | null
  /** The 名片 tab's content for a company user (the page passes the cards feature's view). */
  renderCard: (companyUserId: number) => React.ReactNode
}

/** Home: header, the website's modules, the website menu, popups, and the 首页/名片/我的 tab bar. */
export const HomeScreen = observer(function HomeScreen({ initialTab, cardUserId, renderCard }: HomeScreenProps) {
  const { site, theme, session } = useStores()
  const [tab, setTabState] = useState<HomeTab>(initialTab)
  const [menuOpen, setMenuOpen] = useState(false)
  const [openedCardUser, setOpenedCardUser] = useState<number | null>(null)
  // The tab (and the card opened from a CARD module) is in the address, so a reload or a copied link shows it again.
  // The other tab's render (the whole module list) waits for the frame that shows the tap, as a page change does.
  const setTab = (next: HomeTab, companyUserId?: number) => {
    showInAddress(next === 'card' ? { tab: 'card', ...(companyUserId ? { companyUserId } : {}) } : { tab: null })
    void afterNextPaint().then(() => setTabState(next))
  }
  const load = useQuery(['site.load'], () => site.load())
  const { popup, close } = usePopup(!session.mode.editor)

  const website = site.website
  const name = theme.homeTitle(website?.name)
  const modules = website?.modules || []
  const cardModule = modules.find((m): m is CardModule => m.kind === 'CARD')
  const cardUser = openedCardUser || cardUserId || session.ocuid || cardModule?.companyUserId || null
  usePageShare({
    title: website?.shareTitle || name,
    path: HOME,
    query: tab === 'card' && cardUser ? { tab: 'card', companyUserId: cardUser } : undefined,
    imageUrl: website?.shareImage || undefined
  })

  return (
    <HomeView
      tab={tab}
      onTab={setTab}
      name={name}
      logo={theme.logo}
      background={theme.backgroundImage}
      hasMenu={site.menu.length > 0}
      onMenu={() => setMenuOpen(true)}
      popup={popup && <PopupView popup={popup} onClose={close} />}
      menu={<SiteMenu open={menuOpen} items={site.menu} onClose={() => setMenuOpen(false)} title={name} />}
      empty={!!website && modules.length === 0}
      modules={
        website ? (
          <ModuleList
            modules={modules}
            onOpenCard={id => {
              setOpenedCardUser(id)
              setTab('card', id)
            }}
          />
        ) : load.error || site.error ? (
          <ErrorView error={load.error || site.error} onRetry={() => void load.reload()} />
        ) : (
          <Skeleton rows={4} avatar />
        )
      }
      card={
        cardUser ? (
          renderCard(cardUser)
        ) : website || load.error ? (
          <View className='home__empty'>
            <Text>暂无名片</Text>
          </View>
        ) : (
          <Skeleton rows={3} avatar />
        )
      }
    />
  )
})

interface HomeViewProps {
  tab: HomeTab
  onTab: (tab: HomeTab) => void
  name: string
  logo: string
  /** The theme's background image. */
  background?: string
  hasMenu: boolean
  onMenu: () => void
  /** The 首页 tab under the header: the module list (or its loading or error state). */
  modules: React.ReactNode
  /** The website has no modules. */
  empty: boolean
  /** The 名片 tab's content. */
  card?: React.ReactNode
  popup?: React.ReactNode
  menu?: React.ReactNode
}

/** Home as a pure view of props (the server paints its 首页 tab too, src/ssr/views.tsx): header, modules, tab bar. */
export function HomeView({ tab, onTab, name, logo, background, hasMenu, onMenu, modules, empty, card, popup, menu }: HomeViewProps) {
  const tabBar = <HomeTabBar current={tab} onTab={onTab} />

  return (
    <Page title={tab === 'card' ? '名片' : name} navBar={false} className='home' bottomBar={tabBar}>
      {/* First in the page (it is a fixed layer, so only the order changes): when it closes, the next Tab starts
          at the top of home, where a visitor who had not moved focus yet expects it. */}
      {tab === 'home' && popup}
      <View className={`home__bg ${background ? 'home__bg--image' : ''}`} style={background ? { backgroundImage: `url("${background}")` } : undefined}>
        {tab === 'home' ? (
          <>
            <HomeHeader
              logo={logo}
              name={name}
              hasMenu={hasMenu}
              onMenu={onMenu}
              onSearch={value => void navigateTo(pageUrl(Routes.home, { searchValue: value }))}
            />
            {modules}
            {empty && (
              <View className='home__empty'>
                <Text>网站还没有内容，敬请期待</Text>
              </View>
            )}
          </>
        ) : (
          <View className='home__card'>{card}</View>
        )}
      </View>
      {menu}
    </Page>
  )
}
