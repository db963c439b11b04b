import { View } from '@tarojs/components'
import React from 'react'
import type { CardModule as CardModuleData, ContentModule as ContentModuleData, RichTextModule, SiteModule } from '../../../../types/contract'
import { navigateTo, openNavItem } from '@/services/navigation/navigate'
import { useFirstScreenOnly } from '@/services/platform/first-paint'
import type { FirstScreen } from '@/shared/first-paint'
import { navItemHref } from '@/services/navigation/nav-item-href'
import { BASE_PATH, pageUrl, Routes } from '@/services/navigation/routes'
import { listUrlOf } from '@/shared/content-routes'
import { BannerModule } from './banner-module'
import { CardModule } from './card-module'
import { ContentModule } from './content-module'
import { ImageModule } from './image-module'
import { ModuleFrame, type ModuleMore } from './module-frame'
import { NavModule } from './nav-module'
import { RichTextBody } from './rich-text-body'
import { sectionsOf } from '@/features/site/sections'
import './modules.scss'

function moreOf(module: SiteModule): ModuleMore | null {
  if (module.more) {
    const nav = module.more
    return { onOpen: () => void openNavItem(nav), href: navItemHref(nav) }
  }
  if (module.kind === 'CONTENT') {
    const url = listUrlOf(module.entityType)
    return url ? { onOpen: () => void navigateTo(url), href: BASE_PATH + url } : null
  }
  return null
}

/**
 * What draws the modules whose content is data of their own: in the app their containers (queries, the lazy rich
 * text), in the painted view views of the data the server read (src/ssr/views.tsx).
 */
export interface ModuleSlots {
  content: (module: ContentModuleData) => React.ReactNode
  richText: (module: RichTextModule) => React.ReactNode
  /** The CARD module, frame and all (left out when its card cannot be shown). */
  card: (module: CardModuleData, more: ModuleMore | null, onOpenCard: (companyUserId: number) => void) => React.ReactNode
}

interface ModuleListProps {
  modules: SiteModule[] | null | undefined
  /** The CARD teaser's "查看完整名片" (home switches to its 名片 tab). */
  onOpenCard?: (companyUserId: number) => void
}

function ModuleBody({ module, slots }: { module: SiteModule; slots: ModuleSlots }) {
  switch (module.kind) {
    case 'BANNER':
      return <BannerModule module={module} />
    case 'NAV':
      return <NavModule module={module} />
    case 'CONTENT':
      return <>{slots.content(module)}</>
    case 'RICH_TEXT':
      return <>{slots.richText(module)}</>
    case 'IMAGE':
      return <ImageModule module={module} />
    case 'TITLE':
    default:
      return null
  }
}

/** Kinds this app draws; a module of another kind (from a newer editor) is skipped, frame and all (a TITLE heads the next module). */
const KNOWN = new Set(['BANNER', 'NAV', 'CONTENT', 'RICH_TEXT', 'IMAGE', 'TITLE', 'CARD'])
const FLUSH = new Set(['BANNER', 'IMAGE'])

const APP_SLOTS: ModuleSlots = {
  content: module => <ContentModule module={module} />,
  richText: module => <RichTextBody module={module} />,
  card: (module, more, onOpenCard) => <CardModule module={module} more={more} onOpenCard={onOpenCard} />
}

/**
 * A website page's modules in order, each in its themed frame, drawn by their containers; while the painted view is up,
 * only the first screen it drew and a block for the rest (useFirstScreenOnly).
 */
export function ModuleList({ modules, onOpenCard }: ModuleListProps) {
  return <ModuleListView modules={modules} onOpenCard={onOpenCard} slots={APP_SLOTS} firstScreen={useFirstScreenOnly()} />
}

/** The modules as drawn, in order: unknown kinds skipped, each TITLE merged into the module it heads. */
export const drawnModules = (modules: SiteModule[] | null | undefined) => sectionsOf(Array.isArray(modules) ? modules : [], kind => KNOWN.has(kind))

/**
 * The module list as a pure view of props (the server paints it too, src/ssr/views.tsx): each drawn module in its
 * themed frame; `slots` draw the modules whose content is data. With `firstScreen`, only its first `count` sections and
 * one block of `height` for the rest, which names the count (`data-first-screen`: the painted view's, which the app
 * reads to draw the same until it has taken over, useFirstScreenOnly).
 */
export function ModuleListView({ modules, onOpenCard, slots, firstScreen }: ModuleListProps & { slots: ModuleSlots; firstScreen?: FirstScreen | null }) {
  const drawn = drawnModules(modules)
  const list = firstScreen ? drawn.slice(0, firstScreen.count) : drawn
  const openCard = onOpenCard || ((companyUserId: number) => void navigateTo(pageUrl(Routes.home, { tab: 'card', companyUserId })))
  const later = firstScreen && (
    <View className='module-list__later' data-first-screen={firstScreen.count} aria-hidden='true' style={{ height: firstScreen.height }} />
  )
  return (
    <>
      <View className='module-list' data-main>
        {list.map(module =>
          // The card draws its own frame: it is left out when the card cannot load, and its heading depends on whose card it is.
          module.kind === 'CARD' ? (
            <React.Fragment key={module.id}>{slots.card(module, moreOf(module), openCard)}</React.Fragment>
          ) : (
            <ModuleFrame key={module.id} module={module} more={moreOf(module)} flush={FLUSH.has(module.kind)}>
              <ModuleBody module={module} slots={slots} />
            </ModuleFrame>
          )
        )}
      </View>
      {later}
    </>
  )
}
