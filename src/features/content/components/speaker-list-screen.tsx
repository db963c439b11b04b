import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { Speaker } from '../../../../types/contract'
import { Page } from '@/components/page'
import { Sheet } from '@/components/sheet'
import { QueryView, Skeleton } from '@/components/states'
import { WindowedList } from '@/components/windowed-list'
import { Routes } from '@/services/navigation/routes'
import { resizeImage } from '@/utils/image'
import { usePageShare } from '@/features/content/share'
import { useSpeakers } from '@/features/content/use-content-list'
import { tapTarget } from '@/utils/tap-target'
import './speaker-list-screen.scss'

function Avatar({ speaker, size }: { speaker: Speaker; size: 'small' | 'medium' | 'large' }) {
  return speaker.avatar ? (
    <Image
      className={`speaker__avatar speaker__avatar--${size}`}
      src={resizeImage(speaker.avatar, size === 'large' ? 'medium' : size)}
      mode='aspectFill'
      lazyLoad
      imgProps={{ alt: '' }}
    />
  ) : (
    <View className={`speaker__avatar speaker__avatar--${size} speaker__avatar--empty`}>
      <Text>{(speaker.name || '·').slice(0, 1)}</Text>
    </View>
  )
}

const role = (s: Speaker) => [s.title, s.company].filter(Boolean).join(' · ')

/**
 * Every speaker as a grid, each a button (onOpen: its intro). The first, when it has a picture, is featured: a row of
 * its own with a larger avatar (docs/decisions.md "A list's first item is featured").
 */
export function SpeakerListView({ speakers, onOpen }: { speakers: Speaker[]; onOpen: (speaker: Speaker) => void }) {
  const featured = !!speakers[0]?.avatar
  return (
    <WindowedList
      className='speaker-grid'
      items={speakers}
      itemKey={s => s.id}
      // Three columns: blocks of whole rows; the featured speaker fills the first row alone.
      blockSize={21}
      firstBlockExtra={featured ? 1 : 0}
      renderItem={(s, index) => {
        const lead = featured && index === 0
        return (
          <View
            className={lead ? 'speaker speaker--featured' : 'speaker'}
            {...tapTarget('button')}
            aria-label={s.name}
            data-testid='speaker'
            onClick={() => onOpen(s)}
          >
            <Avatar speaker={s} size={lead ? 'large' : 'small'} />
            <View className='speaker__who'>
              <Text className='speaker__name'>{s.name}</Text>
              <Text className='speaker__role'>{role(s)}</Text>
            </View>
          </View>
        )
      }}
    />
  )
}

/** Every speaker as a grid; tapping one shows the intro in a sheet. */
export function SpeakerListScreen() {
  const speakers = useSpeakers()
  const [open, setOpen] = useState<Speaker | null>(null)
  usePageShare({ title: '嘉宾', path: Routes.speakerList })
  return (
    <Page title='嘉宾'>
      <QueryView query={speakers} isEmpty={list => list.length === 0} skeleton={<Skeleton avatar />}>
        {list => <SpeakerListView speakers={list} onOpen={setOpen} />}
      </QueryView>
      <Sheet open={!!open} onClose={() => setOpen(null)} title='嘉宾介绍'>
        {open && (
          <View className='speaker-intro'>
            <View className='speaker-intro__head'>
              <Avatar speaker={open} size='medium' />
              <View className='speaker-intro__who'>
                <Text className='speaker-intro__name'>{open.name}</Text>
                <Text className='speaker-intro__role'>{role(open)}</Text>
              </View>
            </View>
            <Text className='speaker-intro__text'>{open.intro || '暂无介绍'}</Text>
          </View>
        )}
      </Sheet>
    </Page>
  )
}
