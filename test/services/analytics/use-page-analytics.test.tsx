import React, { act } from 'react'
import { createRoot } from 'react-dom/client'
import { usePageAnalytics, type PageAnalyticsOptions } from '../../../src/services/analytics'
import { mountEachTest } from '../../support/render'
import { setup, events } from './helpers'

const lifecycle: Record<string, () => void> = {}

jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  return {
    __esModule: true,
    ...actual,
    default: actual.default || actual,
    useDidShow: (cb: () => void) => void (lifecycle.show = cb),
    useDidHide: (cb: () => void) => void (lifecycle.hide = cb),
    useUnload: (cb: () => void) => void (lifecycle.unload = cb)
  }
})

;(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true

function Page({ analytics, options }: { analytics: ReturnType<typeof setup>['analytics']; options: PageAnalyticsOptions }) {
  usePageAnalytics(analytics, options)
  return null
}

const mount = mountEachTest()

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('usePageAnalytics', () => {
  it('sends a page view with title and content id each time the page shows', async () => {
    const { analytics, rec } = setup()
    act(() => mount.root.render(<Page analytics={analytics} options={{ title: '视频', contentId: 9 }} />))
    act(() => lifecycle.show())
    act(() => lifecycle.hide())
    act(() => lifecycle.show())
    await analytics.flush()
    const views = events(rec.delivered(), 'PAGE_VIEW')
    expect(views).toHaveLength(2)
    expect(views[0]).toMatchObject({ properties: { contentId: 9 }, pageProperties: { title: '视频' } })
    expect(views[0].anonymousPageId).not.toBe(views[1].anonymousPageId)
  })

  it('runs duration mode while shown and ends it on hide', async () => {
    const { analytics, rec } = setup()
    act(() => mount.root.render(<Page analytics={analytics} options={{ duration: true, contentId: 'a-1' }} />))
    act(() => lifecycle.show())
    await act(() => jest.advanceTimersByTimeAsync(7000))
    act(() => lifecycle.hide())
    await act(() => jest.advanceTimersByTimeAsync(20000))
    await analytics.flush()
    expect(events(rec.delivered(), 'PAGE_DURATION').map(p => [p.properties.duration, p.properties.contentId])).toEqual([
      [5, 'a-1'],
      [2, 'a-1']
    ])
  })

  it('ends its session on unload and on unmount', async () => {
    const { analytics, rec } = setup()
    act(() => mount.root.render(<Page analytics={analytics} options={{ duration: true }} />))
    act(() => lifecycle.show())
    await act(() => jest.advanceTimersByTimeAsync(1000))
    act(() => lifecycle.unload())
    await act(() => jest.advanceTimersByTimeAsync(1000))
    act(() => lifecycle.show())
    await act(() => jest.advanceTimersByTimeAsync(1000))
    act(() => mount.root.render(<></>))
    await act(() => jest.advanceTimersByTimeAsync(20000))
    await analytics.flush()
    expect(events(rec.delivered(), 'PAGE_DURATION').map(p => p.properties.duration)).toEqual([1, 1])
  })

  it('sends no duration without duration mode', async () => {
    const { analytics, rec } = setup()
    act(() => mount.root.render(<Page analytics={analytics} options={{}} />))
    act(() => lifecycle.show())
    await act(() => jest.advanceTimersByTimeAsync(20000))
    await analytics.flush()
    expect(events(rec.delivered(), 'PAGE_DURATION')).toHaveLength(0)
  })

  it('records scroll depth on H5 while duration mode runs', async () => {
    const { analytics, rec } = setup()
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2000 })
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 500 })
    Object.defineProperty(window, 'pageYOffset', { configurable: true, value: 500 })
    act(() => mount.root.render(<Page analytics={analytics} options={{ duration: true }} />))
    act(() => lifecycle.show())
    document.dispatchEvent(new Event('scroll'))
    await act(() => jest.advanceTimersByTimeAsync(5000))
    await analytics.flush()
    expect(events(rec.delivered(), 'PAGE_DURATION')[0].properties.scrollDepth).toBe(50)
  })

  it('keeps the page working when analytics throws', () => {
    const broken = new Proxy({} as ReturnType<typeof setup>['analytics'], {
      get: () => () => {
        throw new Error('broken')
      }
    })
    act(() => mount.root.render(<Page analytics={broken} options={{ duration: true }} />))
    expect(() => act(() => lifecycle.show())).not.toThrow()
  })
})

describe('usePageAnalytics with a broken client', () => {
  it('hides and unloads without throwing', () => {
    const container = document.createElement('div')
    const root = createRoot(container)
    const broken = new Proxy({} as ReturnType<typeof setup>['analytics'], {
      get: (_t, key) => {
        if (key === 'startPageDuration') return () => () => undefined
        if (key === 'page') return () => undefined
        return () => {
          throw new Error('broken') // flush throws on hide
        }
      }
    })
    act(() => root.render(<Page analytics={broken} options={{ duration: true }} />))
    act(() => lifecycle.show())
    expect(() => act(() => lifecycle.hide())).not.toThrow()
    act(() => root.unmount())
  })
})
