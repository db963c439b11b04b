import { Image, Text, View } from '@tarojs/components'
import type { NavItem } from '../../../../types/contract'
import { Sheet } from '@/components/sheet'
import { openNavItem } from '@/services/navigation/navigate'
import { resizeImage } from '@/utils/image'
import { tapTarget } from '@/utils/tap-target'

/** The website menu as a drawer; an item closes the drawer and opens through openNavItem. */
export function SiteMenu({ open, items, onClose, title = '菜单' }: { open: boolean; items: NavItem[]; onClose: () => void; title?: string }) {
  return (
    <Sheet open={open} onClose={onClose} side='left' title={title}>
      {items.length === 0 ? (
        <View className='site-menu__empty'>
          <Text>暂无菜单</Text>
        </View>
      ) : (
        <View className='site-menu' role='menu'>
          {items.map(item => (
            <View
              key={item.id}
              className='site-menu__item'
              {...tapTarget('menuitem')}
              aria-label={item.title}
              onClick={() => {
                onClose()
                void openNavItem(item)
              }}
            >
              {item.icon ? (
                <Image className='site-menu__icon' src={resizeImage(item.icon, 'icon')} mode='aspectFit' lazyLoad imgProps={{ alt: '' }} />
              ) : (
                <View className='site-menu__icon site-menu__icon--empty' />
              )}
              <Text className='site-menu__title'>{item.title}</Text>
              <Text className='site-menu__arrow'>›</Text>
            </View>
          ))}
        </View>
      )}
    </Sheet>
  )
}
