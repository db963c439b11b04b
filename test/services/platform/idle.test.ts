import { whenIdle } from '@/services/platform/idle'

type IdleWindow = Omit<Window, 'requestIdleCallback'> & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }

describe('whenIdle', () => {
  const w = window as unknown as IdleWindow
  const original = w.requestIdleCallback

  afterEach(() => {
    w.requestIdleCallback = original
    jest.useRealTimers()
  })

  it('asks the browser for an idle moment, with a deadline', () => {
    const ask = jest.fn((cb: () => void) => {
      cb()
      return 1
    })
    w.requestIdleCallback = ask
    const cb = jest.fn()
    whenIdle(cb, { timeout: 3000 })
    expect(ask).toHaveBeenCalledWith(cb, { timeout: 3000 })
    expect(cb).toHaveBeenCalledTimes(1)
  })

  it('falls back to a timer where the browser has no idle callback (Safari)', () => {
    jest.useFakeTimers()
    delete w.requestIdleCallback
    const cb = jest.fn()
    whenIdle(cb, { fallbackMs: 2000 })
    jest.advanceTimersByTime(1999)
    expect(cb).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(cb).toHaveBeenCalledTimes(1)
  })
})
