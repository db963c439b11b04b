import React from 'react'
import { DetailBodySection, DetailHeader, type DetailPageSpec, EntityDetailPage, VideoPlayer } from '@/features/content/components'
import { Routes } from '@/services/navigation/routes'

/** The 视频 detail page, drawn by this page and by the server's painted view (src/ssr/views.tsx). */
export const VIDEO_PAGE: DetailPageSpec = {
  title: '视频详情',
  route: Routes.video,
  trackType: 'VIDEO',
  body: (detail, ctx) => (
    <>
      <VideoPlayer
        src={detail.video?.url}
        poster={detail.video?.poster || detail.cover}
        title={detail.title}
        duration={Number(detail.video?.duration) || 0}
        locked={ctx.locked}
      />
      <DetailHeader detail={detail} />
      {detail.content && <DetailBodySection title='视频简介' detail={detail} />}
    </>
  )
}

export default function VideoPage() {
  return <EntityDetailPage page={VIDEO_PAGE} />
}
