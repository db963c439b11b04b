import React from 'react'
import { waitFor } from '@testing-library/dom'
import { Current } from '@tarojs/runtime'
import { takeOverFirstPaint, updateBehindPaint } from '@/services/platform/first-paint.h5'
import { TAKEOVER_EVENT } from '@/shared/first-paint'

/** Issue #18: while the server-painted view covers the app, the app's renders are transitions (time-sliced). */
describe('renders behind the painted view', () => {
  let transition: jest.SpyInstance
  beforeEach(() => {
    transition = jest.spyOn(React, 'startTransition')
  })
  afterEach(() => {
    transition.mockRestore()
    document.documentElement.classList.remove('fp-on')
    document.body.innerHTML = ''
    Current.app = null
  })

  function paintedPage(): void {
    document.documentElement.classList.add('fp-on')
    document.body.innerHTML = '<div id="fp" data-route="pages/index/index"></div><div id="app"></div>'
  }

  it('applies an update as a transition while the painted view is up, at once after', () => {
    const update = jest.fn()
    document.documentElement.classList.add('fp-on')
    updateBehindPaint(update)
    expect(transition).toHaveBeenCalledTimes(1)
    expect(update).toHaveBeenCalledTimes(1)

    document.documentElement.classList.remove('fp-on')
    updateBehindPaint(update)
    expect(transition).toHaveBeenCalledTimes(1)
    expect(update).toHaveBeenCalledTimes(2)
  })

  it('mounts the landing page as a transition, and only that page', () => {
    const mount = jest.fn()
    const app = Object.create({ mount })
    Current.app = app
    paintedPage()
    takeOverFirstPaint()

    app.mount('page', '/pages/index/index', 'done')
    expect(transition).toHaveBeenCalledTimes(1)
    expect(mount).toHaveBeenCalledWith('page', '/pages/index/index', 'done')
    expect(mount.mock.instances[0]).toBe(app)

    app.mount('next', '/pages/article/index', 'done')
    expect(transition).toHaveBeenCalledTimes(1)
    expect(mount).toHaveBeenCalledTimes(2)
    expect(Object.prototype.hasOwnProperty.call(app, 'mount')).toBe(false)
  })

  it('leaves mounting alone on a page without a painted view', () => {
    const mount = jest.fn()
    const app = Object.create({ mount })
    Current.app = app
    document.body.innerHTML = '<div id="app"></div>'
    takeOverFirstPaint()
    app.mount('page', '/pages/ai/index')
    expect(transition).not.toHaveBeenCalled()
    expect(mount).toHaveBeenCalledTimes(1)
  })
})

/** Issue #27 item 7: a failed first request of the app leaves the painted content up, with a retry notice. */
describe('painted view when the app cannot load its page', () => {
  afterEach(() => {
    jest.useRealTimers()
    document.documentElement.classList.remove('fp-on')
    document.body.innerHTML = ''
    Current.app = null
  })

  /** The painted article and, under it, the app's page (Taro's .taro_page) with what the app rendered. */
  function paintedArticle(appBody: string): void {
    document.documentElement.classList.add('fp-on')
    document.body.innerHTML =
      '<div id="fp" data-route="pages/article/index"><p>painted article text</p></div>' +
      `<div id="app"><div class="taro_page" id="/web/h/pages/article/index?id=4">${appBody}</div></div>`
  }
  /** The app page's error state, whose 重试 runs `onRetry`. */
  function appPageFailed(onRetry: () => void): void {
    paintedArticle('<div class="page__body"><div class="state state--error" role="alert"><span>网络异常</span><button>重试</button></div></div>')
    document.querySelector('#app button')!.addEventListener('click', onRetry)
  }
  const appPage = () => document.querySelector<HTMLElement>('#app .taro_page')!

  it('keeps the painted content and shows a retry notice instead of the error', () => {
    appPageFailed(() => undefined)
    takeOverFirstPaint()
    expect(document.getElementById('fp')?.textContent).toContain('painted article text')
    expect(document.querySelector('.fp-retry')?.getAttribute('role')).toBe('alert')
    expect(document.querySelector('.fp-retry')?.textContent).toContain('重试')
    expect(document.documentElement.classList.contains('fp-on')).toBe(true)
  })

  it('runs the app page retry from the notice and takes over once the content is there', async () => {
    const retried = jest.fn()
    appPageFailed(retried)
    takeOverFirstPaint()
    document.querySelector<HTMLButtonElement>('.fp-retry button')!.click()
    expect(retried).toHaveBeenCalledTimes(1)
    expect(document.querySelector('.fp-retry')?.textContent).toContain('正在重新加载')

    appPage().innerHTML = '<div class="page__body"><p>app article text</p></div>'
    await waitFor(() => expect(document.getElementById('fp')).toBeNull())
    expect(document.querySelector('.fp-retry')).toBeNull()
    expect(document.documentElement.classList.contains('fp-on')).toBe(false)
  })

  it('speaks of the network only when the network failed, else shows the server’s message', () => {
    paintedArticle(
      '<div class="page__body"><div class="state state--error" role="alert" data-network="true"><span class="state__text">网络连接失败，请检查网络后重试</span><button>重试</button></div></div>'
    )
    takeOverFirstPaint()
    expect(document.querySelector('.fp-retry')?.textContent).toContain('网络不稳定，最新内容没有加载出来')

    document.body.innerHTML = ''
    paintedArticle(
      '<div class="page__body"><div class="state state--error" role="alert"><span class="state__text">该内容已下架</span><button>重试</button></div></div>'
    )
    takeOverFirstPaint()
    const notice = document.querySelector('.fp-retry')?.textContent || ''
    expect(notice).toContain('该内容已下架')
    expect(notice).not.toContain('网络')
  })

  it('does not hand the screen to an error when the wait for the app runs out', async () => {
    jest.useFakeTimers()
    paintedArticle('<div class="page__body"><div class="state state--error" role="alert"><button>重试</button></div></div>')
    takeOverFirstPaint()
    jest.advanceTimersByTime(20000)
    expect(document.getElementById('fp')).not.toBeNull()
    expect(document.querySelector('.fp-retry')).not.toBeNull()
  })
})

/** The painted page's tap queue (server/ssr/tap-queue.ts) carries out a kept tap when this event says the app is up. */
describe('the takeover event', () => {
  /** Each takeover event's detail. */
  let seen: unknown[] = []
  const listener = (event: Event) => seen.push((event as CustomEvent).detail)
  beforeEach(() => {
    seen = []
    document.addEventListener(TAKEOVER_EVENT, listener)
  })
  afterEach(() => {
    document.removeEventListener(TAKEOVER_EVENT, listener)
    document.documentElement.classList.remove('fp-on')
    document.body.innerHTML = ''
  })

  /** The painted article over the app's page at `pageUrl`. */
  function painted(pageUrl: string, appBody: string): void {
    document.documentElement.classList.add('fp-on')
    document.body.innerHTML =
      '<div id="fp" data-route="pages/article/index"></div>' + `<div id="app"><div class="taro_page" id="${pageUrl}">${appBody}</div></div>`
  }

  it("names the app's page once the painted view has gone", async () => {
    painted('/web/h/pages/article/index?id=4', '<div class="page__body">article</div>')
    takeOverFirstPaint()
    await waitFor(() => expect(seen).toHaveLength(1))
    expect(seen[0]).toBe(document.querySelector('#app .taro_page'))
    expect(document.getElementById('fp')).toBeNull()
  })

  it('names no page when the app shows another route', () => {
    painted('/web/h/pages/index/index', '')
    takeOverFirstPaint()
    expect(seen).toEqual([null])
  })
})

/**
 * Issue #43: the painted view's inline CSS held copies of app.css rules placed after app.css, so after the takeover a
 * copied `.btn` kept beating `.btn-primary` and `.btn-plain` on later pages (grey buttons on the sign-up success page).
 * It goes with the painted view, once the app's stylesheets are in.
 */
describe("the painted view's inline CSS", () => {
  afterEach(() => {
    document.documentElement.classList.remove('fp-on')
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })

  /** A painted article with its inline CSS, the app's stylesheet link (loaded or not) before it, and the app's page. */
  function painted(sheetLoaded: boolean): HTMLLinkElement {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = '/web/h/css/app.css'
    if (sheetLoaded) Object.defineProperty(link, 'sheet', { value: {} })
    document.head.append(link)
    const css = document.createElement('style')
    css.id = 'fp-css'
    css.textContent = '.btn{background:#fff}'
    document.head.append(css)
    document.documentElement.classList.add('fp-on')
    document.body.innerHTML =
      '<div id="fp" data-route="pages/article/index"></div><div id="app"><div class="taro_page" id="/web/h/pages/article/index?id=4"><div class="page__body">article</div></div></div>'
    return link
  }

  it('goes at the takeover when the app’s stylesheets are in', async () => {
    painted(true)
    takeOverFirstPaint()
    await waitFor(() => expect(document.getElementById('fp')).toBeNull())
    expect(document.getElementById('fp-css')).toBeNull()
  })

  it('waits for a stylesheet still loading, and stays when one failed', async () => {
    const link = painted(false)
    takeOverFirstPaint()
    await waitFor(() => expect(document.getElementById('fp')).toBeNull(), { timeout: 3000 })
    expect(document.getElementById('fp-css')).not.toBeNull()
    link.dispatchEvent(new Event('load'))
    expect(document.getElementById('fp-css')).toBeNull()

    document.head.innerHTML = ''
    const failing = painted(false)
    takeOverFirstPaint()
    await waitFor(() => expect(document.getElementById('fp')).toBeNull(), { timeout: 3000 })
    failing.dispatchEvent(new Event('error'))
    expect(document.getElementById('fp-css')).not.toBeNull()
  })
})
