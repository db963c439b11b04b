import { Image, Input, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { usePageScroll } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import React, { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { AiAssistant } from '../../../../types/contract'
import { Page } from '@/components/page'
import { QueryView, Skeleton } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { assistantKey } from '@/shared/query-keys'
import { resizeImage } from '@/utils/image'
import { getAssistant } from '@/features/ai/api'
import { keepPositionWhilePrepending, nearBottom, scrollToBottom, watchGrowth, watchScroll } from '@/features/ai/scroll'
import { useChat, type ChatState } from '@/features/ai/use-chat'
import { MessageBubble } from './message-bubble'
import { inputLabel } from '@/utils/input-label'
import { tapTarget } from '@/utils/tap-target'
import './chat-screen.scss'

/** Questions longer than this are cut (the server takes 1000 characters). */
const MAX_QUESTION = 1000

/** The conversation's container: follows the newest exchange, loads older messages at the top; drawn by ThreadView. */
function Thread({ assistant, chat }: { assistant: AiAssistant; chat: ChatState }) {
  const restore = useRef<(() => void) | null>(null)
  // Follow the newest exchange while the visitor is at the bottom; once they scroll up to read, stay put.
  const stick = useRef(true)
  const [unseen, setUnseen] = useState(false)

  const followScroll = () => {
    stick.current = nearBottom()
    if (stick.current) setUnseen(false)
  }
  // On the web the shown page element scrolls (not always reported to usePageScroll): watch it directly too.
  useEffect(() => watchScroll(followScroll), [])
  // Answers (rich text) may finish drawing after the update that brought them: keep following.
  useEffect(
    () =>
      watchGrowth('.ai-chat', () => {
        if (stick.current && !restore.current) scrollToBottom()
      }),
    []
  )

  usePageScroll(({ scrollTop }) => {
    followScroll()
    if (scrollTop < 8 && chat.history.hasMore && !chat.history.loading) {
      restore.current = keepPositionWhilePrepending()
      void chat.loadEarlier()
    }
  })

  // Older messages above keep the reader's place; new text keeps the newest in view, or (scrolled up) lights 新消息.
  const last = chat.items[chat.items.length - 1]
  const seen = useRef(0)
  useLayoutEffect(() => {
    // The visitor's own new question brings them back to the newest exchange.
    const added = chat.items.slice(seen.current)
    seen.current = chat.items.length
    if (added.some(i => i.role === 'user' && i.id === null)) {
      stick.current = true
      setUnseen(false)
    }
    if (restore.current) {
      restore.current()
      restore.current = null
    } else if (stick.current) scrollToBottom()
    else if (last && last.id === null) setUnseen(true)
  }, [chat.items, last])

  const jumpToNewest = () => {
    stick.current = true
    setUnseen(false)
    scrollToBottom()
  }

  const earlier = () => {
    restore.current = keepPositionWhilePrepending()
    void chat.loadEarlier()
  }

  return <ThreadView assistant={assistant} chat={chat} unseen={unseen} onEarlier={earlier} onNewest={jumpToNewest} />
}

interface ThreadViewProps {
  assistant: AiAssistant
  chat: ChatState
  /** An answer grew below while the visitor reads above: 新消息 shows. */
  unseen: boolean
  onEarlier: () => void
  onNewest: () => void
}

/**
 * The conversation as a pure view of its props: the assistant's welcome and suggested questions (until the visitor
 * asks something), then the messages. Thread feeds it in the app; the server paints it with no messages (src/ssr/views.tsx).
 */
export function ThreadView({ assistant, chat, unseen, onEarlier, onNewest }: ThreadViewProps) {
  // Suggestions stay until the visitor asks something in this visit (history alone keeps them).
  const asked = chat.items.some(i => i.role === 'user' && i.id === null)
  return (
    <View className='ai-chat'>
      {chat.history.hasMore && (
        <View className='ai-chat__earlier' {...tapTarget('button')} onClick={onEarlier}>
          {chat.history.loading ? '加载中…' : '加载更早的消息'}
        </View>
      )}
      {chat.history.error && (
        <View className='ai-chat__earlier ai-chat__earlier--error' {...tapTarget('button')} onClick={onEarlier}>
          历史消息加载失败，点击重试
        </View>
      )}
      <View className='ai-msg ai-msg--assistant'>
        {assistant.avatar ? (
          <Image className='ai-msg__avatar' src={resizeImage(assistant.avatar, 'icon')} mode='aspectFill' imgProps={{ alt: '' }} />
        ) : (
          <View className='ai-msg__avatar ai-msg__avatar--empty'>AI</View>
        )}
        <View className='ai-msg__col'>
          <View className='ai-msg__bubble'>
            <Text className='ai-msg__name'>{assistant.name}</Text>
            <Text className='ai-msg__plain'>{assistant.welcome}</Text>
          </View>
          {!asked && assistant.suggestions.length > 0 && (
            <View className='ai-chat__chips' aria-label='你可以这样问'>
              {assistant.suggestions.map(s => (
                <View key={s} className='ai-chat__chip' {...tapTarget('button')} onClick={() => void chat.send(s)}>
                  {s}
                </View>
              ))}
            </View>
          )}
        </View>
      </View>
      {chat.items.map(item => (
        <MessageBubble key={item.key} item={item} avatar={assistant.avatar} onRetry={key => void chat.retry(key)} />
      ))}
      {unseen && (
        <View className='ai-chat__new' {...tapTarget('button')} aria-label='新消息，回到最新' onClick={onNewest}>
          新消息 ↓
        </View>
      )}
    </View>
  )
}

function InputBar({ chat }: { chat: ChatState }) {
  const [text, setText] = useState('')
  const submit = async () => {
    if (await chat.send(text)) setText('')
  }
  return <InputBarView text={text} sending={chat.sending} onText={setText} onSend={() => void submit()} onStop={chat.stop} />
}

interface InputBarViewProps {
  text: string
  /** An answer is on its way: 停止 instead of 发送. */
  sending: boolean
  onText: (text: string) => void
  onSend: () => void
  onStop: () => void
}

/** The question field and its send (or stop) button, as a pure view of its props (the server paints it empty). */
export function InputBarView({ text, sending, onText, onSend, onStop }: InputBarViewProps) {
  return (
    <View className='ai-input'>
      <Input
        id='ai-question'
        className='ai-input__field'
        value={text}
        placeholder='输入你的问题'
        {...inputLabel('输入你的问题')}
        maxlength={MAX_QUESTION}
        confirmType='send'
        onInput={e => onText(e.detail.value)}
        onConfirm={onSend}
      />
      {sending ? (
        <Button className='ai-input__btn ai-input__btn--stop' aria-label='停止回答' onClick={onStop}>
          停止
        </Button>
      ) : (
        <Button className='ai-input__btn' aria-label='发送' disabled={!text.trim() || undefined} onClick={onSend}>
          发送
        </Button>
      )}
    </View>
  )
}

/**
 * The chat page's frame as a pure view: the assistant's name as title, the conversation, the input bar under it.
 * ChatScreen passes its containers; the server paints ThreadView and InputBarView in it (src/ssr/views.tsx).
 */
export function ChatView({ title, thread, input }: { title: string; thread: React.ReactNode; input: React.ReactNode }) {
  return (
    <Page title={title} bottomBar={input}>
      {thread}
    </Page>
  )
}

/**
 * The AI assistant: its welcome and suggestions, the conversation streamed live, and the input bar. An observer: useChat
 * reads the session, whose sign-in may settle after the first render (with the painted page's shipped assistant nothing
 * else renders the screen again, so the history and a question kept over the sign-in step would never load).
 */
export const ChatScreen = observer(function ChatScreen() {
  const info = useQuery(assistantKey, () => getAssistant())
  const chat = useChat()
  useEffect(() => {
    if (info.data) scrollToBottom()
  }, [info.data])
  return (
    <ChatView
      title={info.data?.name || 'AI 助手'}
      input={<InputBar chat={chat} />}
      thread={
        <QueryView query={info} skeleton={<Skeleton rows={3} avatar />}>
          {assistant => <Thread assistant={assistant} chat={chat} />}
        </QueryView>
      }
    />
  )
})
