import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import { goHome } from '@/services/navigation/navigate'
import '@/components/states/index.scss'

interface State {
  error: Error | null
}

/** Last line of defence: a render error shows a message and a way home instead of a blank page. */
export class ErrorBoundary extends React.Component<{ children?: React.ReactNode }, State> {
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
