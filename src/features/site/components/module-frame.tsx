import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import React from 'react'
import type { SiteModule } from '../../../../types/contract'
import { useStores } from '@/stores/context'
import { moduleBoxStyle } from '@/features/site/module-style'
import { tapTarget } from '@/utils/tap-target'

export interface ModuleMore {
  label?: string
  onOpen: () => void
  /** The web address it opens, when it is one of the app's pages (a link in the painted view). */
  href?: string
}

interface ModuleFrameProps {
  module: SiteModule
  more?: ModuleMore | null
  /** Images and banners fill the box edge to edge (no content padding). */
  flush?: boolean
  children?: React.ReactNode
}

/** Design px in the unit the stylesheets use (rem on the web); plain px where Taro has no config (tests). */
function px(n: number): string {
  try {
    return Taro.pxTransform(n)
  } catch {
    return `${n}px`
  }
}

/** A module's box and title bar, laid out by the theme's moduleTheme and moduleThemeSettings. */
export const ModuleFrame = observer(function ModuleFrame({ module, more, flush, children }: ModuleFrameProps) {
  const { theme } = useStores()
  const { moduleTheme, moduleThemeSettings: settings } = theme.config
  const style = moduleBoxStyle(moduleTheme, settings, px, theme.themeColor)
  const moreLink = more ? (
    <View
      className='site-module__more'
      {...tapTarget('link')}
      aria-label={`${module.title || ''}${more.label || '更多'}`}
      data-href={more.href}
      onClick={more.onOpen}
    >
      <Text>{more.label || '更多'}</Text>
      <Text className='site-module__more-arrow'>›</Text>
    </View>
  ) : null
  const atBottom = !!more && settings.moreAtBottom
  return (
    <View
      className={`site-module site-module--${moduleTheme} site-module--${module.kind.toLowerCase()} ${settings.boxShadow ? 'site-module--shadow' : ''}`}
      style={style.box}
      data-testid={`module-${module.id}`}
    >
      {module.title && (
        <View
          className={`site-module__title-bar site-module__title-bar--${settings.titlePosition === 'center' ? 'center' : 'left'} site-module__title-bar--${settings.titleDecoration || 'none'}`}
          style={style.title}
        >
          <View className='site-module__titles'>
            <View className='site-module__title' role='heading' aria-level={2} style={style.titleText}>
              {module.title}
            </View>
            {module.subtitle && (
              <Text className='site-module__subtitle' style={style.subtitleText}>
                {module.subtitle}
              </Text>
            )}
          </View>
          {!atBottom && moreLink}
        </View>
      )}
      {children && (
        <View className='site-module__body' style={flush ? undefined : style.body}>
          {children}
        </View>
      )}
      {(atBottom || (!module.title && moreLink)) && <View className='site-module__more-bottom'>{moreLink}</View>}
    </View>
  )
})
