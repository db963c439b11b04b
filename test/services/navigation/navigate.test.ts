import Taro from '@tarojs/taro'
import { goBack, goHome, navigateTo, OFFLINE_NAVIGATION, openExternal, openNavItem, redirectTo } from '@/services/navigation/navigate'

const pages = (n: number) => jest.spyOn(Taro, 'getCurrentPages').mockReturnValue(Array.from({ length: n }, () => ({})) as never)

describe('navigation executor', () => {
  let navigate: jest.SpyInstance
  let redirect: jest.SpyInstance
  let relaunch: jest.SpyInstance
  let back: jest.SpyInstance
  beforeEach(() => {
    navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    relaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    back = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('pushes pages while the stack is below 10', async () => {
    pages(9)
    await navigateTo('/pages/article/index?id=1')
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/article/index?id=1' })
  })

  it('opens the page after the frame that shows the tap: requestAnimationFrame, then a task', async () => {
    pages(1)
    const frames: FrameRequestCallback[] = []
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(cb => frames.push(cb))
    const opened = navigateTo('/pages/article/index?id=1')
    await Promise.resolve()
    expect(navigate).not.toHaveBeenCalled()
    expect(frames).toHaveLength(1)
    frames[0](0)
    expect(navigate).not.toHaveBeenCalled() // not inside the frame either: its render would delay that paint
    await opened
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/article/index?id=1' })
  })

  it('replaces the top page at 10 so the stack stays bounded', async () => {
    pages(10)
    await navigateTo('/pages/article/index?id=1')
    expect(navigate).not.toHaveBeenCalled()
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/article/index?id=1' })
  })

  it('goes back when there is history', async () => {
    pages(2)
    await goBack()
    expect(back).toHaveBeenCalledWith({ delta: 1 })
    expect(relaunch).not.toHaveBeenCalled()
  })

  it('goes home on a first or deep-linked page instead of reloading it', async () => {
    pages(1)
    window.history.replaceState({ idx: 0, key: 'a' }, '', '/web/h/pages/article/index?id=1')
    const browserBack = jest.spyOn(window.history, 'back').mockImplementation(() => undefined)
    await goBack()
    expect(back).not.toHaveBeenCalled()
    expect(browserBack).not.toHaveBeenCalled()
    expect(relaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })

  it('goes back through the browser history after a reload when an app page is behind this one', async () => {
    // A reloaded detail page: Taro's stack holds one page, the router's entry says it is the app's second.
    pages(1)
    window.history.replaceState({ idx: 1, key: 'b' }, '', '/web/h/pages/article/index?id=1')
    const browserBack = jest.spyOn(window.history, 'back').mockImplementation(() => undefined)
    await goBack()
    expect(browserBack).toHaveBeenCalledTimes(1)
    expect(back).not.toHaveBeenCalled()
    expect(relaunch).not.toHaveBeenCalled()
    window.history.replaceState(null, '', '/')
  })

  it('opens only http(s) links, through the web view page', async () => {
    pages(1)
    expect(await openExternal('javascript:alert(1)')).toBe(false)
    expect(navigate).not.toHaveBeenCalled()
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '不支持打开此链接' }))
    expect(await openExternal('https://example.com/a')).toBe(true)
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/web/index?src=https%3A%2F%2Fexample.com%2Fa' })
  })

  it('shows 不支持跳转小程序 for mini-program items on the web and calls the fallback for unknown types', async () => {
    await openNavItem({ id: 1, title: '', icon: '', type: 4, appId: 'wx', path: 'p' })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '不支持跳转小程序' }))
    const fallback = jest.fn()
    await openNavItem({ id: 1, title: '', icon: '', type: 77 as never }, fallback)
    expect(fallback).toHaveBeenCalled()
  })
})

describe('navigation without a connection', () => {
  afterEach(() => {
    jest.restoreAllMocks()
    document.getElementById('offline-notice')?.remove()
  })

  it('stays on the page and says a connection is needed, for a push, a replace and home', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const moves = ['navigateTo', 'redirectTo', 'reLaunch'].map(name => jest.spyOn(Taro, name as 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never))
    await navigateTo('/pages/event/index?id=30')
    await redirectTo('/pages/event/index?id=30')
    await goHome()
    for (const move of moves) expect(move).not.toHaveBeenCalled()
    const notice = document.getElementById('offline-notice')
    expect(notice?.getAttribute('role')).toBe('alert')
    expect(notice?.textContent).toBe(OFFLINE_NAVIGATION)
  })

  it('opens pages as usual online', async () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}] as never)
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await navigateTo('/pages/event/index?id=30')
    expect(navigate).toHaveBeenCalled()
    expect(document.getElementById('offline-notice')).toBeNull()
  })
})
