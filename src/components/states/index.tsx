import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import { errorMessage, NetworkError, UnauthorizedError } from '@/services/http/errors'
import './index.scss'

/** Grey placeholder blocks while the first answer is on its way. */
export function Skeleton({ rows = 4, avatar = false }: { rows?: number; avatar?: boolean }) {
  return (
    <View className='skeleton' aria-busy='true' aria-label='加载中'>
      {Array.from({ length: rows }, (_, i) => (
        <View key={i} className='skeleton__row'>
          {avatar && <View className='skeleton__thumb' />}
          <View className='skeleton__lines'>
            <View className='skeleton__line' />
            <View className='skeleton__line skeleton__line--short' />
          </View>
        </View>
      ))}
    </View>
  )
}

export function Loading({ text = '加载中…' }: { text?: string }) {
  return (
    <View className='state state--loading' aria-busy='true'>
      <View className='state__spinner' />
      <Text className='state__text'>{text}</Text>
    </View>
  )
}

export interface EmptyProps {
  text?: string
  hint?: string
  actionText?: string
  onAction?: () => void
}

/** Nothing to show: says so, and offers the next step when there is one. */
export function Empty({ text = '暂无内容', hint, actionText, onAction }: EmptyProps) {
  return (
    <View className='state state--empty'>
      <View className='state__icon'>○</View>
      <Text className='state__text'>{text}</Text>
      {hint && <Text className='state__hint'>{hint}</Text>}
      {actionText && onAction && (
        <Button className='state__action' onClick={onAction}>
          {actionText}
        </Button>
      )}
    </View>
  )
}

interface ErrorViewProps {
  error: unknown
  onRetry?: () => void
  retryText?: string
}

/**
 * An error with its message and a retry button. `data-network` says the request never got an answer (no connection),
 * so the painted page's notice speaks of the network only then (src/services/platform/first-paint.h5.ts).
 */
export function ErrorView({ error, onRetry, retryText = '重试' }: ErrorViewProps) {
  const message = errorMessage(error)
  const network = error instanceof NetworkError && error.status === null
  return (
    <View className='state state--error' role='alert' data-network={network ? 'true' : undefined}>
      <View className='state__icon state__icon--error'>!</View>
      <Text className='state__text'>{error instanceof UnauthorizedError ? message : message}</Text>
      {onRetry && (
        <Button className='state__action' onClick={onRetry}>
          {retryText}
        </Button>
      )}
    </View>
  )
}

interface AsyncViewProps<T> {
  loading: boolean
  error: unknown
  data: T | undefined | null
  onRetry?: () => void
  /** True when the data is "nothing" (an empty list...). */
  isEmpty?: (data: T) => boolean
  empty?: React.ReactNode
  skeleton?: React.ReactNode
  children: (data: T) => React.ReactNode
}

/** Loading → skeleton, error → retry, empty → empty state, else the content. */
function AsyncView<T>({ loading, error, data, onRetry, isEmpty, empty, skeleton, children }: AsyncViewProps<T>) {
  if (error && !loading) return <ErrorView error={error} onRetry={onRetry} />
  if (data === undefined || data === null) {
    if (loading || !error) return <>{skeleton || <Skeleton />}</>
    return <ErrorView error={error} onRetry={onRetry} />
  }
  if (isEmpty && isEmpty(data)) return <>{empty || <Empty />}</>
  return <>{children(data)}</>
}

interface QueryViewProps<T> extends Omit<AsyncViewProps<T>, 'loading' | 'error' | 'data' | 'onRetry'> {
  /** A useQuery (or usePagedList-like) state: its loading, error, data and reload. */
  query: { loading: boolean; error: unknown; data: T | undefined | null; reload: () => Promise<unknown> | void }
}

/** AsyncView for a useQuery state: `<QueryView query={q}>{data => …}</QueryView>`; 重试 calls q.reload(). */
export function QueryView<T>({ query, ...rest }: QueryViewProps<T>) {
  return <AsyncView loading={query.loading} error={query.error} data={query.data} onRetry={() => void query.reload()} {...rest} />
}
