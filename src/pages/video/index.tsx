import React from 'react'
import { getEntityDataDetail } from '@/features/content/api'
import { DetailBody, DetailHeader, DetailScreen, DetailSection, useContentDetail } from '@/features/content/components'
import { VideoPlayer } from '@/features/content/components/video/video-player'
import { useIdParam } from '@/hooks/use-params'
import { Routes } from '@/services/navigation/routes'

export default function VideoPage() {
  const id = useIdParam('id')
  const state = useContentDetail(id, getEntityDataDetail, { trackType: 'VIDEO' })
  return (
    <DetailScreen title='视频详情' id={id} state={state} route={Routes.video}>
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
    </DetailScreen>
  )
}
