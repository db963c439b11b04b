import { watchPageLoads } from '@/services/platform/page-loads.h5'
import { PAGE_LOAD_FAILED } from '@/shared/first-paint'
import { toast } from '@/services/ui/toast'

jest.mock('@/services/ui/toast', () => ({ toast: jest.fn() }))

/** An unhandled rejection as the browser reports it; true when a handler took it (nothing reaches the console). */
function reject(reason: unknown): boolean {
  const event = new Event('unhandledrejection', { cancelable: true }) as Event & { reason: unknown }
  event.reason = reason
  window.dispatchEvent(event)
  return event.defaultPrevented
}

const chunkError = () => Object.assign(new Error('Loading chunk 2251 failed.\n(error: /web/h/js/2251.js)'), { name: 'ChunkLoadError' })

describe('watchPageLoads', () => {
  // A fresh watch per test: what one test did (a page leaving) is not the next one's start.
  let stop: () => void
  beforeEach(() => {
    jest.mocked(toast).mockClear()
    // A page on screen, as when a visitor taps a link to the next one.
    document.body.innerHTML = '<div id="app"><div class="taro_page">文章</div></div>'
    stop = watchPageLoads()
  })
  afterEach(() => {
    stop()
    jest.useRealTimers()
  })

  it('tells the visitor when the code of the page they tapped did not arrive', () => {
    expect(reject(chunkError())).toBe(true)
    expect(toast).toHaveBeenCalledWith(PAGE_LOAD_FAILED, 3000)
    expect(reject(Object.assign(new Error('Loading CSS chunk 7 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(true)
    expect(toast).toHaveBeenCalledTimes(2)
  })

  it('says nothing of the chunks a full navigation cancels, and speaks again when that navigation did not happen', () => {
    jest.useFakeTimers()
    window.dispatchEvent(new Event('beforeunload'))
    expect(reject(chunkError())).toBe(true)
    expect(toast).not.toHaveBeenCalled()
    jest.advanceTimersByTime(10_001)
    reject(chunkError())
    expect(toast).toHaveBeenCalledTimes(1)
  })

  it('puts a notice with 重试 in place of a blank screen when the first page’s code did not arrive, gone if the page comes after all', async () => {
    const reload = jest.fn()
    const location = window.location
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } })
    try {
      document.body.innerHTML = '<div id="app"></div>'
      expect(reject(chunkError())).toBe(true)
      reject(chunkError()) // a second chunk of the same page: still one notice
      const notices = document.querySelectorAll('[role="alert"]')
      expect(notices).toHaveLength(1)
      expect(notices[0].textContent).toContain(PAGE_LOAD_FAILED)
      expect(toast).not.toHaveBeenCalled()
      notices[0].querySelector('button')!.click()
      expect(reload).toHaveBeenCalledTimes(1)

      // The chunk that failed was not the page's own: the page mounts, and the notice goes.
      document.getElementById('app')!.innerHTML = '<div class="taro_page">小云</div>'
      await new Promise(resolve => setTimeout(resolve, 0))
      expect(document.querySelector('[role="alert"]')).toBeNull()
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location })
    }
  })

  it('leaves the painted view up when the app’s code did not arrive under it (its content stays readable)', () => {
    document.body.innerHTML = '<div id="fp">峰会</div><div id="app"></div>'
    expect(reject(chunkError())).toBe(true)
    expect(document.querySelector('[role="alert"]')).toBeNull()
  })

  it('leaves every other rejection to the browser', () => {
    expect(reject(new Error('boom'))).toBe(false)
    expect(reject(undefined)).toBe(false)
    expect(toast).not.toHaveBeenCalled()
  })
})
