import React, { Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { ErrorView } from '@/components/states'

/** What stands in a part of a page whose code did not arrive (a flaky network), above its 重试. */
export const PART_LOAD_FAILED = '这部分内容没能加载，请检查网络后重试'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component of any props
type AnyComponent = ComponentType<any>

interface State {
  failed: boolean
}

/**
 * A part of a page whose code loads on demand (React.lazy over `load`): `fallback` while it loads; when its code does
 * not arrive (webpack's ChunkLoadError, for its script or its stylesheet) or the part fails to render, a notice with
 * 重试 in its place, and the rest of the page stays. Without this the error reached the page's boundary: the page went
 * blank (before each page had one of the app's) or gave way whole to 页面出错了. 重试 asks for the code again (webpack
 * forgets a chunk that failed; React.lazy keeps its first answer, so a new one is made).
 */
export function lazyPart<T extends AnyComponent>(load: () => Promise<{ default: T }>, fallback: ReactNode): ComponentType<ComponentProps<T>> {
  let Lazy = React.lazy(load)
  return class LazyPart extends React.Component<ComponentProps<T>, State> {
    state: State = { failed: false }

    static getDerivedStateFromError(): State {
      return { failed: true }
    }

    componentDidCatch(error: Error): void {
      console.warn('[app] a part of the page did not load:', error?.message)
    }

    retry = () => {
      Lazy = React.lazy(load)
      this.setState({ failed: false })
    }

    render() {
      if (this.state.failed) return <ErrorView error={PART_LOAD_FAILED} onRetry={this.retry} />
      return (
        <Suspense fallback={fallback}>
          <Lazy {...(this.props as React.ComponentPropsWithRef<T>)} />
        </Suspense>
      )
    }
  }
}
