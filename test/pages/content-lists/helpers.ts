import Taro from '@tarojs/taro'
import type { Category, EntityDataSummary, EntityTypeName } from '../../../types/contract'

/** A list row of any type. */
export function row(id: number, over: Partial<EntityDataSummary> = {}): EntityDataSummary {
  return {
    id,
    entityDataId: id,
    entityType: 'ARTICLE',
    contentType: 1,
    title: `条目${id}`,
    summary: `摘要${id}`,
    cover: '',
    categoryId: null,
    categoryName: null,
    labels: [],
    publishTime: '2026-01-01T08:00:00Z',
    viewCount: 12,
    starCount: 0,
    recommend: false,
    price: null,
    ...over
  }
}

export function category(id: number, name: string, entityType: EntityTypeName = 'ARTICLE', sort = id): Category {
  return { id, name, entityType, sort }
}

/** Resolves after the current macrotask queue (lets answers land). */
export const tick = (ms = 0) => new Promise(resolve => setTimeout(resolve, ms))

/** Types into a Taro Input (the inner <input>) the way a visitor does. */
export function typeInto(host: Element, value: string): HTMLInputElement {
  const input = host.querySelector('input') as HTMLInputElement
  if (!input) throw new Error('typeInto: the Taro Input has not rendered its <input> yet (await inputReady(host) first)')
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
  return input
}

/** Waits until a Taro Input host has rendered its inner <input> (Stencil renders on a later frame). */
export function inputReady(host: Element | null): Promise<Element> {
  return until(() => (host?.querySelector('input') ? host : null), 'input rendered')
}

/** Presses Enter (the keyboard's search key) in a Taro Input. */
export function pressEnter(input: HTMLInputElement): void {
  input.dispatchEvent(new KeyboardEvent('keydown', { keyCode: 13, bubbles: true } as KeyboardEventInit))
}

export function textOf(selector: string): string[] {
  return Array.from(document.querySelectorAll(selector)).map(el => (el.textContent || '').trim())
}

/** The visible page's root: earlier pages of the stack stay in the DOM, shaded. */
export function currentPage(): Element {
  const pages = Taro.getCurrentPages() as { $taroPath?: string }[]
  const path = pages[pages.length - 1]?.$taroPath
  return (path && document.getElementById(path)) || document.body
}

/** Closes every page above home, so a test's page (and its requests) do not outlive it. */
export async function backToHome(): Promise<void> {
  for (let guard = 0; guard < 20 && Taro.getCurrentPages().length > 1; guard++) {
    const before = Taro.getCurrentPages().length
    // navigateBack's promise does not always settle under jsdom: wait for the stack instead.
    void Taro.navigateBack({ delta: 1 }).catch(() => undefined)
    await until(() => Taro.getCurrentPages().length < before, 'navigateBack', 2000).catch(() => undefined)
  }
  await tick(10)
}

/** Polls until get() returns something truthy (without dumping the DOM on failure like waitFor). */
export async function until<T>(get: () => T | null | undefined | false, what = 'condition', timeout = 4000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = get()
    if (value) return value as T
    if (Date.now() - started > timeout) throw new Error(`timed out waiting for ${what}`)
    await tick(20)
  }
}
