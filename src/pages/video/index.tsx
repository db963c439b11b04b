import React from 'react'
import { DetailBody, DetailHeader, DetailSection, EntityDetailPage } from '@/features/content/components'
import { VideoPlayer } from '@/features/content/components/video/video-player'
import { Routes } from '@/services/navigation/routes'

export default function VideoPage() {
  return (
    <EntityDetailPage title='视频详情' route={Routes.video} trackType='VIDEO'>
      {(detail, ctx) => (
        <>
          <VideoPlayer src={detail.video?.url} poster={detail.video?.poster || detail.cover} title={detail.title} locked={ctx.locked} />
          <DetailHeader detail={detail} />
          {detail.content && (
            <DetailSection title='视频简介'>
              <DetailBody html={detail.content} />
            </DetailSection>
          )}
        </>
      )}
    </EntityDetailPage>
  )
}
