import { View } from '@tarojs/components'
import React, { useEffect, useRef, useState } from 'react'
import type { BannerCarouselProps } from './banner-carousel'

/**
 * The web's carousel: a scroll-snap track that turns by itself and follows the finger natively.
 * Taro's H5 Swiper ships the swiper library (≈ 40 KB gzipped) to the home page's first load; this
 * does the same job with the browser's own scrolling. Every slide stays reachable by Tab (focus scrolls it
 * into view) and announced as "n / count"; the turning pauses under a finger and while focus is inside.
 */
export function BannerCarousel({ slides, interval }: BannerCarouselProps) {
  const track = useRef<HTMLElement | null>(null)
  const [current, setCurrent] = useState(0)
  const [paused, setPaused] = useState(false)
  const count = slides.length

  useEffect(() => {
    if (count < 2 || paused) return
    const timer = setInterval(() => {
      const el = track.current
      if (!el || !el.clientWidth) return
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count
      el.scrollTo({ left: next * el.clientWidth, behavior: next === 0 ? 'auto' : 'smooth' })
    }, interval)
    return () => clearInterval(timer)
  }, [count, interval, paused])

  useEffect(() => {
    const el = track.current
    if (!el) return
    const onScroll = () => {
      if (el.clientWidth) setCurrent(Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))))
    }
    el.addEventListener('scroll', onScroll, { passive: true })
    return () => el.removeEventListener('scroll', onScroll)
  }, [count])

  // Taro's View typings have no focus events; on the web they are React's, and they bubble from the slides.
  const focusPauses: object = { onFocus: () => setPaused(true), onBlur: () => setPaused(false) }

  return (
    <View className='banner-module__swiper banner-carousel' role='region' aria-roledescription='carousel' aria-label='轮播图'>
      <View
        ref={track}
        className='banner-carousel__track'
        data-testid='banner-track'
        onTouchStart={() => setPaused(true)}
        onTouchEnd={() => setPaused(false)}
        {...focusPauses}
      >
        {slides.map((slide, i) => (
          <View key={i} className='banner-carousel__slide' role='group' aria-roledescription='slide' aria-label={`${i + 1} / ${count}`}>
            {slide}
          </View>
        ))}
      </View>
      {count > 1 && (
        <View className='banner-carousel__dots' aria-hidden='true'>
          {slides.map((_, i) => (
            <View key={i} className={`banner-carousel__dot ${i === current ? 'banner-carousel__dot--on' : ''}`} />
          ))}
        </View>
      )}
    </View>
  )
}
