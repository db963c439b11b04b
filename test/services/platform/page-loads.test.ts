import { PAGE_LOAD_FAILED, watchPageLoads } from '@/services/platform/page-loads.h5'
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

  it('leaves every other rejection to the browser', () => {
    expect(reject(new Error('boom'))).toBe(false)
    expect(reject(undefined)).toBe(false)
    expect(toast).not.toHaveBeenCalled()
  })
})
