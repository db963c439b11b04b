import { Image, Text, View } from '@tarojs/components'
import React from 'react'
import { resizeImage } from '@/utils/image'
import type { ChatItem } from '@/features/ai/use-chat'
import { AnswerCards, AnswerLinks } from './answer-cards'
import { AnswerMarkdown } from './answer-markdown'
import { tapTarget } from '@/utils/tap-target'

interface MessageBubbleProps {
  item: ChatItem
  avatar: string
  onRetry: (key: string) => void
}

function Typing() {
  return (
    <View className='ai-typing' aria-label='正在输入'>
      <View className='ai-typing__dot' />
      <View className='ai-typing__dot' />
      <View className='ai-typing__dot' />
    </View>
  )
}

/** One message: the visitor's question on the right, the assistant's answer (markdown, links, state) on the left. */
export function MessageBubble({ item, avatar, onRetry }: MessageBubbleProps) {
  if (item.role === 'user') {
    return (
      <View className='ai-msg ai-msg--user'>
        <View className='ai-msg__bubble ai-msg__bubble--user'>
          <Text className='ai-msg__plain' selectable>
            {item.content}
          </Text>
        </View>
      </View>
    )
  }
  const empty = !item.content
  return (
    <View className='ai-msg ai-msg--assistant' data-status={item.status}>
      {avatar ? (
        <Image className='ai-msg__avatar' src={resizeImage(avatar, 'icon')} mode='aspectFill' imgProps={{ alt: '' }} />
      ) : (
        <View className='ai-msg__avatar ai-msg__avatar--empty'>AI</View>
      )}
      <View className='ai-msg__col'>
        <View className='ai-msg__bubble'>
          {empty && item.status === 'streaming' ? <Typing /> : empty ? null : <AnswerMarkdown content={item.content} />}
          {item.status === 'streaming' && !empty && <Text className='ai-msg__caret'>▍</Text>}
          <AnswerLinks item={item} />
        </View>
        <AnswerCards item={item} />
        {item.status === 'stopped' && <Text className='ai-msg__note'>已停止回答</Text>}
        {item.status === 'error' && (
          <View className='ai-msg__error' role='alert'>
            <Text>{item.error || '回答失败'}</Text>
            <View className='ai-msg__retry' {...tapTarget('button')} aria-label='重试' onClick={() => onRetry(item.key)}>
              重试
            </View>
          </View>
        )}
      </View>
    </View>
  )
}
