import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import { goHome } from '@/services/navigation/navigate'
import '@/components/states/index.scss'

interface State {
  error: Error | null
}

/**
 * Last line of defence: a render error shows a message, 重试 and a way home instead of a blank page. It has to stand
 * inside each page (withPageBoundary): Taro wraps every page in a boundary of its own that swallows the error and
 * draws nothing, so a boundary around the pages never hears of it.
 */
class ErrorBoundary extends React.Component<{ children?: React.ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error): void {
    // Keep a trace for developers; visitors see the fallback below.
    console.warn('[app] render error:', error?.message)
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <View className='state state--error' role='alert' style={{ paddingTop: '120px' }}>
        <Text className='state__text'>页面出错了，请稍后重试</Text>
        <Button className='state__action' onClick={() => this.setState({ error: null })}>
          重试
        </Button>
        <Button className='state__action' onClick={() => void goHome()}>
          返回首页
        </Button>
      </View>
    )
  }
}

const bounded = new WeakMap<React.ComponentType<never>, React.ComponentType<never>>()

/** A page component drawn inside its own ErrorBoundary (one wrapper per page component, made once). */
export function withPageBoundary<P extends object>(Page: React.ComponentType<P>): React.ComponentType<P> {
  const known = bounded.get(Page as React.ComponentType<never>)
  if (known) return known as unknown as React.ComponentType<P>
  function BoundedPage(props: P) {
    return (
      <ErrorBoundary>
        <Page {...props} />
      </ErrorBoundary>
    )
  }
  BoundedPage.displayName = `Bounded(${Page.displayName || Page.name || 'Page'})`
  bounded.set(Page as React.ComponentType<never>, BoundedPage as React.ComponentType<never>)
  return BoundedPage
}
