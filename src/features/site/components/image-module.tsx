import { Image, View } from '@tarojs/components'
import type { ImageModule as ImageModuleData } from '../../../../types/contract'
import { openNavItem } from '@/services/navigation/navigate'
import { navItemHref } from '@/services/navigation/nav-item-href'
import { resizeImage } from '@/utils/image'
import { tapTarget } from '@/utils/tap-target'

/** One full-width image; with a nav item it is a link. */
export function ImageModule({ module }: { module: ImageModuleData }) {
  if (!module.image) return null
  return (
    <View
      className='image-module'
      {...(module.nav ? tapTarget('link') : {})}
      aria-label={module.title || '图片'}
      data-href={navItemHref(module.nav)}
      onClick={() => module.nav && void openNavItem(module.nav)}
    >
      <Image className='image-module__img' src={resizeImage(module.image, 'large')} mode='widthFix' lazyLoad imgProps={{ alt: module.title || '图片' }} />
    </View>
  )
}
