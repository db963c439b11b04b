import { useCallback, useEffect, useRef, useState } from 'react'
import type { AiCard, AiMessage } from '../../../types/contract'
import { errorMessage, UnauthorizedError } from '@/services/http/errors'
import { readStorage, writeStorage } from '@/services/storage'
import { toastError } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { getHistory, HISTORY_SIZE } from './api'
import { streamChat } from './stream'
import { StoppedError } from './stream-shared'

export type ChatStatus = 'done' | 'streaming' | 'stopped' | 'error'

export interface ChatItem {
  key: string
  /** Server id (history and finished answers); null while streaming or for this session's questions. */
  id: number | null
  role: 'user' | 'assistant'
  content: string
  links: AiMessage['links']
  /** Extension assistantCards: the answer's content as cards (empty without it). */
  cards: AiCard[]
  status: ChatStatus
  error?: string
  /** For answers: the question, so a failed answer can be asked again. */
  question?: string
}

export interface ChatState {
  items: ChatItem[]
  sending: boolean
  history: { loading: boolean; error: Error | null; hasMore: boolean; loaded: boolean }
  /** Sends a question; false when nothing was sent (empty, busy, not signed in). */
  send: (text: string) => Promise<boolean>
  stop: () => void
  retry: (key: string) => Promise<void>
  loadEarlier: () => Promise<void>
}

let seq = 0
const nextKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`

function fromMessage(m: AiMessage): ChatItem {
  return {
    key: `m-${m.id}`,
    id: m.id,
    role: m.role,
    content: m.content || '',
    links: Array.isArray(m.links) ? m.links : [],
    cards: Array.isArray(m.cards) ? m.cards : [],
    status: 'done'
  }
}

/** Storage key of a question sent just before the sign-in step (asked again once signed in). */
const PENDING_QUESTION_KEY = 'ai_pending_question'

/** Older history first in the list, without duplicates of what is already shown. */
function prependHistory(items: ChatItem[], older: AiMessage[]): ChatItem[] {
  const known = new Set(items.filter(i => i.id !== null).map(i => i.id))
  return older
    .filter(m => !known.has(m.id))
    .map(fromMessage)
    .concat(items)
}

/**
 * The chat: history loaded upwards by beforeId (10 a page), questions answered by the stream with
 * deltas appended live, stop (keeps the partial answer), retry of a failed answer.
 */
export function useChat(): ChatState {
  const { session } = useStores()
  const [items, setItems] = useState<ChatItem[]>([])
  const [sending, setSending] = useState(false)
  const [history, setHistory] = useState({ loading: false, error: null as Error | null, hasMore: false, loaded: false })
  const controller = useRef<AbortController | null>(null)
  const busy = useRef(false)
  const itemsRef = useRef(items)
  itemsRef.current = items
  const signedIn = !!session.account && !!session.accountKey

  const patch = useCallback((key: string, update: (item: ChatItem) => ChatItem) => {
    setItems(list => list.map(item => (item.key === key ? update(item) : item)))
  }, [])

  const loadPage = useCallback(async (beforeId?: number) => {
    setHistory(h => ({ ...h, loading: true, error: null }))
    try {
      const older = await getHistory(beforeId)
      const list = Array.isArray(older) ? older : []
      setItems(current => prependHistory(current, list))
      setHistory({ loading: false, error: null, hasMore: list.length >= HISTORY_SIZE, loaded: true })
    } catch (e) {
      setHistory(h => ({ ...h, loading: false, error: e instanceof Error ? e : new Error(String(e)) }))
    }
  }, [])

  // The latest page once the visitor is known to be signed in (history needs the account).
  useEffect(() => {
    if (signedIn && !history.loaded && !history.loading) void loadPage()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on sign-in only: with history in the deps a failed load would retry by itself
  }, [signedIn])

  const loadEarlier = useCallback(async () => {
    if (history.loading) return
    const ids = itemsRef.current.map(i => i.id).filter((id): id is number => typeof id === 'number' && id > 0)
    await loadPage(ids.length ? Math.min(...ids) : undefined)
  }, [history.loading, loadPage])

  const answer = useCallback(
    async (question: string, key: string) => {
      const abort = typeof AbortController !== 'undefined' ? new AbortController() : null
      controller.current = abort
      try {
        const final = await streamChat(question, {
          signal: abort?.signal,
          onDelta: delta => {
            patch(key, item => ({ ...item, content: item.content + delta }))
          }
        })
        patch(key, item => ({
          ...item,
          id: final.id || null,
          content: final.content || item.content,
          links: Array.isArray(final.links) ? final.links : [],
          cards: Array.isArray(final.cards) ? final.cards : [],
          status: 'done'
        }))
      } catch (e) {
        if (e instanceof StoppedError) patch(key, item => ({ ...item, status: 'stopped' }))
        else patch(key, item => ({ ...item, status: 'error', error: errorMessage(e) }))
      } finally {
        controller.current = null
      }
    },
    [patch]
  )

  const run = useCallback(
    async (question: string, answerKey: string) => {
      busy.current = true
      setSending(true)
      try {
        await answer(question, answerKey)
      } finally {
        busy.current = false
        setSending(false)
      }
    },
    [answer]
  )

  const send = useCallback(
    async (text: string) => {
      const question = text.trim()
      if (!question || busy.current) return false
      // Signing in may leave the page and come back: the question waits in storage and is asked on return.
      if (!signedIn && session.authEnabled) writeStorage(PENDING_QUESTION_KEY, question)
      try {
        await session.requireAccount()
      } catch (e) {
        // UnauthorizedError: the browser is on its way to the sign-in page; the question stays for the return.
        if (!(e instanceof UnauthorizedError)) writeStorage(PENDING_QUESTION_KEY, null)
        toastError(e)
        return false
      }
      writeStorage(PENDING_QUESTION_KEY, null)
      const answerKey = nextKey('a')
      setItems(list =>
        list.concat(
          { key: nextKey('q'), id: null, role: 'user', content: question, links: [], cards: [], status: 'done' },
          { key: answerKey, id: null, role: 'assistant', content: '', links: [], cards: [], status: 'streaming', question }
        )
      )
      void run(question, answerKey)
      return true
    },
    [session, run, signedIn]
  )

  // Back from signing in: ask the question the visitor sent before it (after the history, so it comes last).
  const historySettled = history.loaded || !!history.error
  useEffect(() => {
    if (!signedIn || !historySettled) return
    const pending = readStorage<string>(PENDING_QUESTION_KEY)
    if (typeof pending === 'string' && pending.trim()) void send(pending)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, historySettled])

  const stop = useCallback(() => controller.current?.abort(), [])

  const retry = useCallback(
    async (key: string) => {
      const failed = itemsRef.current.find(i => i.key === key)
      if (!failed?.question || busy.current) return
      patch(key, item => ({ ...item, content: '', status: 'streaming', error: undefined }))
      await run(failed.question, key)
    },
    [patch, run]
  )

  return { items, sending, history, send, stop, retry, loadEarlier }
}
