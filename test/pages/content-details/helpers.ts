import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'

// jsdom has no IntersectionObserver; Taro's lazy Image asks for one.
if (typeof (globalThis as Record<string, unknown>).IntersectionObserver === 'undefined') {
  ;(globalThis as Record<string, unknown>).IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}

function topPath(): string {
  const pages = Taro.getCurrentPages()
  return pages.length ? String(pages[pages.length - 1].path) : ''
}

/** Opens a page and waits until it is the top of the stack. */
export async function open(url: string): Promise<void> {
  const before = topPath()
  await Taro.navigateTo({ url })
  await waitFor(() => {
    if (topPath() === before) throw new Error('still on the previous page')
  })
}

/** The element of the page on top of the stack. */
export function currentPage(): HTMLElement {
  const el = document.getElementById(topPath())
  if (!el) throw new Error(`no page element for ${topPath()}`)
  return el
}

/** Waits for a leaf element of the current page whose text is exactly `text`. */
export async function findText(text: string): Promise<HTMLElement> {
  return settle(
    waitFor(() => {
      const el = Array.from(currentPage().querySelectorAll<HTMLElement>('*')).find(e => e.children.length === 0 && e.textContent?.trim() === text)
      if (!el) throw new Error(`no "${text}" in ${currentPage().textContent}`)
      return el
    })
  )
}

/** Lets the page finish mounting (effects, page show) before the test taps what it found. */
async function settle<T>(found: Promise<T>): Promise<T> {
  const value = await found
  await new Promise(resolve => setTimeout(resolve, 50))
  return value
}

/** Waits for an element of the current page. */
export async function find(selector: string): Promise<HTMLElement> {
  return settle(
    waitFor(() => {
      const el = currentPage().querySelector<HTMLElement>(selector)
      if (!el) throw new Error(`no ${selector}`)
      return el
    })
  )
}

/** Titles of the toasts shown through a showToast spy. */
export function toasts(spy: jest.SpyInstance): string[] {
  return spy.mock.calls.map(c => (c[0] as { title: string }).title)
}

/** Silences toasts and returns the spy. */
export function spyToasts(): jest.SpyInstance {
  return jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
}

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
