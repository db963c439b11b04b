import { Image, Text, View } from '@tarojs/components'
import React from 'react'
import type { EntityDataDetail } from '../../../../../types/contract'
import type { DetailPageSpec } from './detail-page'
import { SafeRichText } from '@/components/rich-text'
import { formatCount, formatDate } from '@/shared/format'
import { resizeImage } from '@/utils/image'

/** Cover in a fixed 16:9 box (no layout shift), lazily loaded and resized for known hosts. */
export function DetailCover({ src, alt }: { src: string | null | undefined; alt?: string }) {
  if (!src) return null
  return (
    <View className='detail-cover'>
      <Image className='detail-cover__img' src={resizeImage(src, 'large')} mode='aspectFill' lazyLoad aria-label={alt} imgProps={{ alt: alt || '' }} />
    </View>
  )
}

/** How a content detail opens: its cover (named by the title) and its header. */
export function DetailIntro({ detail }: { detail: EntityDataDetail }) {
  return (
    <>
      <DetailCover src={detail.cover} alt={detail.title} />
      <DetailHeader detail={detail} />
    </>
  )
}

/** A detail page whose body opens with the intro (cover and header) and goes on with `rest`: most content types. */
export function introPage(spec: Omit<DetailPageSpec, 'body'>, rest: DetailPageSpec['body']): DetailPageSpec {
  return {
    ...spec,
    body: (detail, ctx) => (
      <>
        <DetailIntro detail={detail} />
        {rest(detail, ctx)}
      </>
    )
  }
}

/** Title, category, date, views and labels. */
export function DetailHeader({ detail, showDate = true }: { detail: EntityDataDetail; showDate?: boolean }) {
  const facts = [detail.categoryName, showDate ? formatDate(detail.publishTime, 'YYYY-MM-DD') : null, `${formatCount(detail.viewCount)} 浏览`].filter(Boolean)
  return (
    <View className='detail-header'>
      <View className='detail-header__title' role='heading' aria-level={2}>
        {detail.title}
      </View>
      <Text className='detail-header__facts'>{facts.join(' · ')}</Text>
      {detail.labels && detail.labels.length > 0 && (
        <View className='detail-header__labels'>
          {detail.labels.map(l => (
            <Text key={l} className='detail-header__label'>
              {l}
            </Text>
          ))}
        </View>
      )}
    </View>
  )
}

/**
 * The rich-text body, sanitised; a locked (paid) body is a faded preview with a note. `title` is the title the page shows
 * above it: a body that opens with the same words as a heading does not repeat them (docs/decisions.md "Screens and content").
 */
export function DetailBody({
  html,
  title,
  locked,
  emptyText = '暂无正文'
}: {
  html: string | null | undefined
  title?: string | null
  locked?: boolean
  emptyText?: string
}) {
  return (
    <View className={`detail-body ${locked ? 'detail-body--locked' : ''}`} data-testid='detail-body'>
      <SafeRichText html={html} leadingTitle={title} empty={<Text className='detail-body__empty'>{emptyText}</Text>} />
      {locked && (
        <View className='detail-body__lock'>
          <Text>购买后查看全部内容</Text>
        </View>
      )}
    </View>
  )
}

/** An entity's rich text (`content`) in a titled section: 活动介绍, 产品介绍, 课程介绍… */
export function DetailBodySection({ title, detail, locked }: { title: string; detail: { content?: string | null; title?: string | null }; locked?: boolean }) {
  return (
    <DetailSection title={title}>
      <DetailBody html={detail.content} title={detail.title} locked={locked} />
    </DetailSection>
  )
}

/** A titled white section. */
export function DetailSection({ title, children, extra }: { title: string; children: React.ReactNode; extra?: React.ReactNode }) {
  return (
    <View className='detail-section'>
      <View className='detail-section__head'>
        <Text className='detail-section__title'>{title}</Text>
        {extra}
      </View>
      {children}
    </View>
  )
}
