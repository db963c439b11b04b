import { Image, Text, Video, View } from '@tarojs/components'
import React, { useState } from 'react'
import { resizeImage } from '@/utils/image'
import './index.scss'

interface VideoPlayerProps {
  src: string | null | undefined
  poster?: string | null
  title?: string
  /** Seconds, shown on the poster until the file says (Taro's Video `duration`). */
  duration?: number
  /** Paid and not bought: the poster with a lock instead of the player. */
  locked?: boolean
  onTimeUpdate?: (position: number, duration: number) => void
  onPause?: () => void
  onEnded?: () => void
  initialTime?: number
}

/**
 * Taro Video in a 16:9 box with its poster. When playback fails the poster stays and a clear
 * message says so; a locked or missing source shows the poster with a note.
 */
export function VideoPlayer({ src, poster, title, duration, locked, onTimeUpdate, onPause, onEnded, initialTime }: VideoPlayerProps) {
  const [failed, setFailed] = useState(false)
  const posterUrl = poster ? resizeImage(poster, 'large') : ''
  const note = locked ? '购买后即可观看' : !src ? '视频暂未上传' : failed ? '视频暂时无法播放，请稍后重试' : null
  return (
    <View className='video-player'>
      {note ? (
        <View className='video-player__fallback' role='img' aria-label={title || '视频封面'}>
          {posterUrl && <Image className='video-player__poster' src={posterUrl} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />}
          <View className='video-player__note' role={failed ? 'alert' : undefined}>
            <Text className='video-player__note-icon'>{locked ? '🔒' : '!'}</Text>
            <Text>{note}</Text>
          </View>
        </View>
      ) : (
        <Video
          className='video-player__video'
          src={src as string}
          poster={posterUrl}
          title={title}
          duration={duration || undefined}
          controls
          showCenterPlayBtn
          objectFit='contain'
          initialTime={initialTime}
          onError={() => setFailed(true)}
          onTimeUpdate={e => onTimeUpdate?.(Number(e.detail.currentTime) || 0, Number(e.detail.duration) || 0)}
          onPause={() => onPause?.()}
          onEnded={() => onEnded?.()}
        />
      )}
    </View>
  )
}
