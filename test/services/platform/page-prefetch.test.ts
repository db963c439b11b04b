import { prefetchPage } from '@/services/platform/page-prefetch'
import { importPage } from '@/services/platform/start-up'
import { whenIdle } from '@/services/platform/idle'

jest.mock('@/services/platform/start-up', () => ({ importPage: jest.fn() }))
jest.mock('@/services/platform/idle', () => ({ whenIdle: jest.fn() }))

const readyState = (state: DocumentReadyState) => Object.defineProperty(document, 'readyState', { value: state, configurable: true })

afterEach(() => {
  readyState('complete')
  // A test's prefetch still waiting for the page's load or the visitor goes now, not in the next test (jest may run them
  // in any order).
  window.dispatchEvent(new Event('load'))
  window.dispatchEvent(new Event('scroll'))
  jest.clearAllMocks()
})

/** Runs what was left to the browser's idle time. */
const idle = () => jest.mocked(whenIdle).mock.calls.forEach(([cb]) => cb())

describe('loading a page’s code ahead on the web', () => {
  it('waits for the page’s own load (its pictures), the visitor’s first scroll, then an idle moment', () => {
    readyState('loading')
    prefetchPage('/pages/form/index')
    document.body.dispatchEvent(new Event('scroll')) // before the load: not yet
    window.dispatchEvent(new Event('load'))
    expect(whenIdle).not.toHaveBeenCalled()
    const list = document.createElement('div')
    document.body.appendChild(list)
    list.dispatchEvent(new Event('scroll')) // any part of the page (scroll events do not bubble)
    expect(whenIdle).toHaveBeenCalledTimes(1)
    expect(importPage).not.toHaveBeenCalled()
    idle()
    expect(importPage).toHaveBeenCalledWith('/pages/form/index')
    list.remove()
  })

  it('a touch or a key counts as using the page, once', () => {
    prefetchPage('/pages/form/index')
    expect(whenIdle).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('touchstart'))
    document.dispatchEvent(new KeyboardEvent('keydown'))
    expect(whenIdle).toHaveBeenCalledTimes(1)
    prefetchPage('/pages/form/index')
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))
    expect(whenIdle).toHaveBeenCalledTimes(2)
  })

  it('nothing is loaded for a visitor who does not use the page', () => {
    prefetchPage('/pages/form/index')
    window.dispatchEvent(new Event('load'))
    expect(whenIdle).not.toHaveBeenCalled()
    expect(importPage).not.toHaveBeenCalled()
  })
})
