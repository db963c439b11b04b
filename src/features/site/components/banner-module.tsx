import { Image, Text, View } from '@tarojs/components'
import type { BannerModule as BannerModuleData } from '../../../../types/contract'
import { openNavItem } from '@/services/navigation/navigate'
import { navItemHref } from '@/services/navigation/nav-item-href'
import { resizeImage } from '@/utils/image'
import { BannerCarousel } from './banner-carousel'
import { tapTarget } from '@/utils/tap-target'

/** Slides that turn by themselves (with dots); a slide with a nav item opens it. */
export function BannerModule({ module }: { module: BannerModuleData }) {
  const slides = Array.isArray(module.slides) ? module.slides.filter(s => s && s.image) : []
  if (slides.length === 0) return null
  return (
    <View className='banner-module'>
      <BannerCarousel
        interval={4000}
        slides={slides.map((slide, i) => (
          <View
            key={i}
            className='banner-module__slide'
            {...(slide.nav ? tapTarget('link') : {})}
            aria-label={slide.title || `轮播图${i + 1}`}
            data-href={navItemHref(slide.nav)}
            onClick={() => slide.nav && void openNavItem(slide.nav)}
          >
            <Image
              className='banner-module__img'
              src={resizeImage(slide.image, 'large')}
              mode='aspectFill'
              lazyLoad={i > 0}
              imgProps={{ alt: slide.title || `轮播图${i + 1}` }}
            />
            {slide.title && <Text className='banner-module__caption'>{slide.title}</Text>}
          </View>
        ))}
      />
    </View>
  )
}
