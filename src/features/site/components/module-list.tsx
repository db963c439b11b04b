import { View } from '@tarojs/components'
import type { SiteModule } from '../../../../types/contract'
import { navigateTo, openNavItem } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
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
    return { onOpen: () => void openNavItem(nav) }
  }
  if (module.kind === 'CONTENT') {
    const url = listUrlOf(module.entityType)
    return url ? { onOpen: () => void navigateTo(url) } : null
  }
  return null
}

interface ModuleListProps {
  modules: SiteModule[] | null | undefined
  /** The CARD teaser's "查看完整名片" (home switches to its 名片 tab). */
  onOpenCard?: (companyUserId: number) => void
}

function ModuleBody({ module }: { module: SiteModule }) {
  switch (module.kind) {
    case 'BANNER':
      return <BannerModule module={module} />
    case 'NAV':
      return <NavModule module={module} />
    case 'CONTENT':
      return <ContentModule module={module} />
    case 'RICH_TEXT':
      return <RichTextBody module={module} />
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

/** A website page's modules in order, each in its themed frame; unknown kinds are skipped, TITLEs head the next module. */
export function ModuleList({ modules, onOpenCard }: ModuleListProps) {
  const list = sectionsOf(Array.isArray(modules) ? modules : [], kind => KNOWN.has(kind))
  const openCard = onOpenCard || ((companyUserId: number) => void navigateTo(pageUrl(Routes.home, { tab: 'card', companyUserId })))
  return (
    <View className='module-list'>
      {list.map(module =>
        // The card draws its own frame: it is left out when the card cannot load, and its heading depends on whose card it is.
        module.kind === 'CARD' ? (
          <CardModule key={module.id} module={module} more={moreOf(module)} onOpenCard={openCard} />
        ) : (
          <ModuleFrame key={module.id} module={module} more={moreOf(module)} flush={FLUSH.has(module.kind)}>
            <ModuleBody module={module} />
          </ModuleFrame>
        )
      )}
    </View>
  )
}
