import { Image, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import { Empty, ErrorView } from '@/components/states'
import { errorMessage } from '@/services/http/errors'
import { useAction } from '@/hooks/use-action'
import { toast } from '@/services/ui/toast'
import { resizeImage } from '@/utils/image'
import { saveImage } from '@/features/cards/save-image'
import { usePoster, type PosterSource } from '@/features/cards/use-poster'
import { tapTarget } from '@/utils/tap-target'
import './poster-maker.scss'

interface PosterMakerProps {
  source: PosterSource
  deps: unknown[]
  /** Accessible name of the poster image. */
  alt: string
  fileName: string
}

/** What 保存图片 says, and for how long (ms), for each way the poster was saved. */
const SAVED: Record<Awaited<ReturnType<typeof saveImage>>, [string, number]> = {
  saved: ['已保存到相册', 2000],
  downloaded: ['图片已开始下载', 2000],
  // WeChat's browser: its own long-press menu saves the image
  'long-press': ['请长按图片，选「保存图片」', 3000]
}

/** Default poster proportions (the server's 750×1200 posters) until the server says otherwise. */
const DEFAULT_RATIO = 1200 / 750

/** Pick a template, get the poster as an image to long-press or download. */
export function PosterMaker({ source, deps, alt, fileName }: PosterMakerProps) {
  const state = usePoster(source, deps)
  const { poster } = state
  const ratio = poster && poster.width > 0 && poster.height > 0 ? poster.height / poster.width : DEFAULT_RATIO

  const saveAction = useAction(
    async (url: string) => {
      const how = await saveImage(url, fileName)
      const [message, ms] = SAVED[how]
      toast(message, ms)
    },
    { onError: e => toast(errorMessage(e) || '保存失败，请长按图片保存') }
  )
  const save = async () => {
    if (poster) await saveAction.run(poster.url)
  }

  if (state.templatesError) return <ErrorView error={state.templatesError} onRetry={state.retry} />
  if (source.templates && !state.templatesLoading && state.templates.length === 0) {
    return <Empty text='暂无可用的海报模板' hint='请稍后再来看看' />
  }

  return (
    <View className='poster'>
      {state.templates.length > 1 && (
        <View className='poster__templates' aria-label='海报模板'>
          {state.templates.map(t => (
            <View
              key={t.id}
              className={`poster__tpl ${state.selected?.id === t.id ? 'poster__tpl--on' : ''}`}
              {...tapTarget('button')}
              aria-pressed={state.selected?.id === t.id}
              aria-label={`模板 ${t.name}`}
              onClick={() => state.select(t)}
            >
              {/* The thumbnail is the template's own small poster: shown whole, never cropped. */}
              {t.preview ? (
                <Image className='poster__tpl-img' src={resizeImage(t.preview, 'icon')} mode='aspectFit' imgProps={{ alt: '' }} />
              ) : (
                <View className='poster__tpl-img' />
              )}
              <Text className='poster__tpl-name'>{t.name}</Text>
            </View>
          ))}
        </View>
      )}

      <View className='poster__stage'>
        {state.error ? (
          <View className='poster__frame poster__frame--error' style={{ paddingTop: `${ratio * 100}%` }}>
            <View className='poster__over'>
              <ErrorView error={state.error} onRetry={state.retry} />
            </View>
          </View>
        ) : poster ? (
          <Image className='poster__img' src={poster.url} mode='widthFix' showMenuByLongpress aria-label={alt} imgProps={{ alt }} />
        ) : (
          <View className='poster__frame poster__frame--loading' style={{ paddingTop: `${ratio * 100}%` }} aria-busy='true' aria-label='海报生成中'>
            <View className='poster__over'>
              <Text className='poster__loading'>海报生成中…</Text>
            </View>
          </View>
        )}
      </View>

      {poster && (
        <>
          <Text className='poster__hint'>长按图片可保存或发送给朋友</Text>
          <Button className='poster__save' disabled={saveAction.pending || undefined} onClick={() => void save()}>
            保存图片
          </Button>
        </>
      )}
    </View>
  )
}
