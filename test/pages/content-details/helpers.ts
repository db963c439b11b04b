import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { openOnTop, queriesOnTop, spyToastCalls, stubIntersectionObserver, toastTitles, topPageElement as currentPage } from '../../support/page'
import { mockApi } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import { sessionRoutes } from './fixtures'

stubIntersectionObserver()

export { openOnTop as open, currentPage }

/**
 * Waits for the (first) element of the current page whose own text is `text`: up to 3 s, as the account pages' helper
 * (a tap's request, answer and render took over the default second on a loaded CI machine).
 */
export function findText(text: string, timeout = 3000): Promise<HTMLElement> {
  return waitFor(() => queriesOnTop().getAllByText(text)[0], { timeout })
}

/** Queries of the current page. */
export const screen = queriesOnTop

/** Records redirects without leaving the page. */
export function spyRedirects(): jest.SpyInstance {
  return jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
}

/** Records every page opened (navigateTo, or redirectTo once the stack is full) without leaving. */
export function spyNavigation(): { urls: () => string[] } {
  const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
  const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
  return { urls: () => [...nav.mock.calls, ...redirect.mock.calls].map(c => String((c[0] as { url: string }).url)) }
}

/**
 * The shared frame of a detail-page file (call inside its describe): one Taro app, the session routes
 * always served next to the test's own, toasts spied on in each test and every spy restored after it.
 */
export function detailSuite() {
  const testUtils = new TaroTestApp()
  let api: ReturnType<typeof mockApi> | null = null
  let toastSpy: jest.SpyInstance
  function serve(routes: Record<string, unknown>) {
    api?.restore()
    api = mockApi({ ...sessionRoutes(), ...routes })
    return api
  }
  beforeAll(async () => {
    serve({})
    await testUtils.createApp()
  })
  beforeEach(() => {
    toastSpy = spyToastCalls()
  })
  afterEach(() => jest.restoreAllMocks())
  return {
    testUtils,
    serve,
    /** The mock API the last serve() installed. */
    api: () => api!,
    /** Titles of the toasts shown in this test so far. */
    shownToasts: () => toastTitles(toastSpy)
  }
}
