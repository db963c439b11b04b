import { Swiper, SwiperItem } from '@tarojs/components'
import React from 'react'

export interface BannerCarouselProps {
  /** One node per slide. */
  slides: React.ReactNode[]
  /** Milliseconds between automatic turns. */
  interval: number
}

/** Mini-programs: the platform's native swiper (cheap there; on the web see banner-carousel.h5.tsx). */
export function BannerCarousel({ slides, interval }: BannerCarouselProps) {
  const many = slides.length > 1
  return (
    <Swiper
      className='banner-module__swiper'
      autoplay={many}
      circular={many}
      interval={interval}
      indicatorDots={many}
      indicatorColor='rgba(255, 255, 255, 0.5)'
      indicatorActiveColor='#ffffff'
    >
      {slides.map((slide, i) => (
        <SwiperItem key={i}>{slide}</SwiperItem>
      ))}
    </Swiper>
  )
}
