import { Image, Text, View } from '@tarojs/components'
import type { NavModule as NavModuleData } from '../../../../types/contract'
import { openNavItem } from '@/services/navigation/navigate'
import { navItemHref } from '@/services/navigation/nav-item-href'
import { resizeImage } from '@/utils/image'
import { tapTarget } from '@/utils/tap-target'

/** A grid of navigation items (icon + title), `columns` to a row; each opens through openNavItem. */
export function NavModule({ module }: { module: NavModuleData }) {
  const items = Array.isArray(module.items) ? module.items : []
  const columns = Math.min(5, Math.max(2, Math.floor(Number(module.columns)) || 4))
  if (items.length === 0) return null
  return (
    <View className={`nav-module nav-module--cols-${columns}`} style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
      {items.map(item => (
        <View
          key={item.id}
          className='nav-module__item'
          {...tapTarget('link')}
          aria-label={item.title}
          data-href={navItemHref(item)}
          onClick={() => void openNavItem(item)}
        >
          {item.icon ? (
            <Image className='nav-module__icon' src={resizeImage(item.icon, 'icon')} mode='aspectFit' lazyLoad imgProps={{ alt: '' }} />
          ) : (
            <View className='nav-module__icon nav-module__icon--empty' aria-hidden='true'>
              <Text>{(item.title || '·').slice(0, 1)}</Text>
            </View>
          )}
          <Text className='nav-module__title'>{item.title}</Text>
        </View>
      ))}
    </View>
  )
}
