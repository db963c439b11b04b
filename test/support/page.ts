/**
 * DOM helpers for page tests (jest + @tarojs/test-utils-react): the page on top of Taro's stack,
 * Testing Library queries scoped to it, toasts, and the jsdom gaps Taro's components need.
 *
 *   await openOnTop('/pages/lottery/index?id=1')
 *   const screen = queriesOnTop()
 *   fireEvent.click(await screen.findByRole('button', { name: '立即抽奖' }))
 *   expect(toastTitles(toasts)).toContain('已抽奖')
 */
import Taro from '@tarojs/taro'
import { configure, waitFor, within, type fireEvent as domFireEvent } from '@testing-library/dom'
import { fireEvent as taroFireEvent } from '@tarojs/test-utils-react/dist/pure'
import * as composition from '@/create-root-store'
import { MAX_STACK } from '@/services/navigation/routes'
import type { RootStore } from '@/stores/root-store'
import { mockApi } from '../utils/mock-api'
import type { TaroTestApp } from '../utils/taro-app'

// Taro's fireEvent (what TaroTestApp.fireEvent is) runs the event inside React's act, so state settles before the next
// step; its typings leave out the per-event helpers Testing Library's has.
const fireEvent = taroFireEvent as unknown as typeof domFireEvent

// jsdom computes Taro's `.taro_page { display: none }` but not the animation that shows the page, so every page
// counts as hidden to role queries. Queries are scoped to the top page instead (queriesOnTop), which is what a visitor sees.
configure({ defaultHidden: true })

/** jsdom has no IntersectionObserver; Taro's lazy Image and the paged lists ask for one. */
export function stubIntersectionObserver(): void {
  if (typeof (globalThis as Record<string, unknown>).IntersectionObserver !== 'undefined') return
  ;(globalThis as Record<string, unknown>).IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
}

/** The route of the page on top of the stack ('' before the first). */
export function topPath(): string {
  const pages = Taro.getCurrentPages()
  return pages.length ? String(pages[pages.length - 1].path) : ''
}

/** The element of the page on top of the stack (Taro gives each page element its route as id). */
export function topPageElement(): HTMLElement {
  const el = document.getElementById(topPath())
  if (!el) throw new Error(`no page element for ${topPath()}`)
  return el
}

// Taken before any test spies on them: a test that stubs navigation (to record where a tap goes) or forgets to
// restore its stub must not stop the next test from opening its page.
const realNavigateTo = Taro.navigateTo
const realRedirectTo = Taro.redirectTo

/** Testing Library queries (getByRole, findByLabelText, getByText…) scoped to the page on top. */
export const queriesOnTop = () => within(topPageElement())

/** The queries of one page (what queriesOnTop and the open helpers answer). */
export type PageQueries = ReturnType<typeof queriesOnTop>

/**
 * Opens a fresh instance of a page (the same url as the page on top is a new page, like a second visit), waits
 * until it is the top of the stack and its element is in the document, and answers its queries. At the app's
 * stack limit it replaces the top page, as the app's own navigateTo does.
 */
export async function openOnTop(url: string): Promise<PageQueries> {
  const before = topPath()
  if (Taro.getCurrentPages().length >= MAX_STACK) await realRedirectTo({ url })
  else await realNavigateTo({ url })
  await waitFor(() => {
    // Each page instance has its own stamp in its path, so a reopened route counts as a new page.
    if (topPath() === before) throw new Error(`${url} is not on top (still ${before})`)
    topPageElement()
  })
  return queriesOnTop()
}

/** Opens a fresh instance of a page and waits until it shows `text` (anywhere in its text); answers its queries. */
export async function openShowing(url: string, text: string, timeout = 3000): Promise<PageQueries> {
  await openOnTop(url)
  await waitForTextOn(topPageElement, text, timeout)
  return queriesOnTop()
}

/**
 * Runs `tap` with page opening stubbed (nothing opens, the stub is gone after) and waits until the app asked to
 * open `url`:  await expectToOpen('/pages/course/index?id=6', () => fireEvent.click(row))
 */
export async function expectToOpen(url: string, tap: () => void): Promise<void> {
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
  try {
    tap()
    await waitFor(() => expect(nav).toHaveBeenCalledWith({ url }))
  } finally {
    nav.mockRestore()
  }
}

/** Puts back whichever of `fns` a test spied on (jest.spyOn), in an afterEach: a test that fails half-way leaves no stub behind. */
function restoreSpies(...fns: unknown[]): void {
  for (const fn of fns) if (jest.isMockFunction(fn)) fn.mockRestore()
}

/**
 * After each test of the file or describe it is called in: puts back the Taro functions named in `stubs` that the
 * test spied on, then pops the stack back to its first page, so every test opens its own page from the same start.
 */
export function fromFirstPageEachTest(...stubs: (keyof typeof Taro)[]): void {
  afterEach(async () => {
    restoreSpies(...stubs.map(name => Taro[name]))
    await backToFirstPage()
  })
}

/**
 * Waits until `control` can be tapped again and returns it: a control disabled while its action runs (one action
 * at a time) is enabled once that action has finished, so a tap after this is not dropped as a double tap.
 */
export async function whenEnabled<T extends Element>(control: T): Promise<T> {
  await waitFor(() => {
    if (control.hasAttribute('disabled') || control.getAttribute('aria-disabled') === 'true')
      throw new Error(`${control.getAttribute('aria-label') || control.textContent} is still disabled`)
  })
  return control
}

/** Silences toasts and returns the spy (read the titles with toastTitles). */
export function spyToastCalls(): jest.SpyInstance {
  return jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
}

/** Titles of the toasts shown through a showToast spy. */
export const toastTitles = (spy: jest.SpyInstance): string[] => spy.mock.calls.map(c => (c[0] as { title: string }).title)

/** Toasts shown, as a live list of titles (Taro.showToast is spied on); pass `shown` to fill a list made earlier. */
export function recordToasts(shown: string[] = []): string[] {
  jest.spyOn(Taro, 'showToast').mockImplementation(((opts: { title: string }) => {
    shown.push(opts.title)
    return Promise.resolve({ errMsg: 'ok' })
  }) as unknown as typeof Taro.showToast)
  return shown
}

/**
 * The native <input>/<textarea> Stencil renders inside a Taro Input/Textarea host (found with getByLabelText: in
 * jsdom the label stays on the host); null until it has rendered.
 */
export const nativeField = (host: Element): HTMLInputElement | null =>
  host.matches('input, textarea') ? (host as HTMLInputElement) : host.querySelector<HTMLInputElement>('input, textarea')

/**
 * The Taro Input/Textarea labelled `label` on the page on top: its host element (where the form components also label
 * the native control inside, both match; the host comes first), for typeInto and fieldValue.
 */
export const fieldLabelled = (label: string): HTMLElement => queriesOnTop().getAllByLabelText(label)[0]

/** Only native controls: a label found with this reaches the <input>/<textarea> a screen reader reads, not only Taro's host. */
const NATIVE_CONTROL = { selector: 'input, textarea' }

/**
 * The native <input>/<textarea> labelled `label` in `scope` (the page on top unless given), found only when the label
 * reaches that control; findNativeLabelled waits for it to render.
 */
export const nativeLabelled = (label: string, scope: PageQueries = queriesOnTop()): HTMLInputElement =>
  scope.getByLabelText<HTMLInputElement>(label, NATIVE_CONTROL)
export const findNativeLabelled = (label: string, scope: PageQueries = queriesOnTop()): Promise<HTMLInputElement> =>
  scope.findByLabelText<HTMLInputElement>(label, NATIVE_CONTROL)

/** What the native control of a Taro Input/Textarea holds ('' until it has rendered: wait for a value, not its attribute). */
export const fieldValue = (host: Element): string => nativeField(host)?.value ?? ''

/**
 * Types into a Taro Input/Textarea host like a visitor: waits for its native control, then a key down (Taro's
 * input ignores a second input event without one) and the input event with the whole new value.
 */
export async function typeInto(host: Element, value: string): Promise<HTMLInputElement> {
  return typeNow(await nativeControl(host), value)
}

/** The native control of a Taro Input/Textarea host once the web component has rendered it (a field just shown). */
export async function nativeControl(host: Element): Promise<HTMLInputElement> {
  return waitFor(() => {
    const found = nativeField(host)
    if (!found) throw new Error(`the field ${host.getAttribute('aria-label') || host.tagName} has not rendered its control yet`)
    return found
  })
}

/**
 * Runs `steps` with only setTimeout/clearTimeout on jest's fake clock (a 1 s debounce is then advanced, not waited
 * for), and the real clock back afterwards. Microtasks, frames and React's own scheduling stay real: wait for what the
 * app renders or requests after the debounce has fired once this returns.
 */
export async function withFakeTimeouts(steps: () => Promise<void>): Promise<void> {
  jest.useFakeTimers({ doNotFake: NOT_TIMEOUTS })
  try {
    await steps()
  } finally {
    jest.useRealTimers()
  }
}

/** Everything jest can fake except setTimeout/clearTimeout. */
const NOT_TIMEOUTS: NonNullable<Extract<Parameters<typeof jest.useFakeTimers>[0], { doNotFake?: unknown }>['doNotFake']> = [
  'Date',
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval'
]

/**
 * The keystroke of typeInto on a native control already found, in the same task: under jest's fake timers (a debounce
 * test) nothing here waits on a timer.
 */
export function typeNow(control: HTMLInputElement, value: string): HTMLInputElement {
  fireEvent.keyDown(control, { key: 'a', keyCode: 65 })
  // fireEvent sets the value as the browser would, past React's own record of it: a control React draws (the form's
  // textarea on the web) sees the change, which it would not after a plain `control.value = value`.
  fireEvent.input(control, { target: { value } })
  return control
}

/** Waits until the page `root()` returns shows `text` (re-read each try: the top page may change); returns that page. */
export async function waitForTextOn(root: () => HTMLElement, text: string, timeout = 3000): Promise<HTMLElement> {
  let page = root()
  await waitFor(
    () => {
      page = root()
      if (!(page.textContent || '').includes(text)) throw new Error(`"${text}" not on the page: ${(page.textContent || '').slice(0, 400)}`)
    },
    { timeout }
  )
  return page
}

/**
 * One Taro app for a file's describe (call inside it): before all its tests the mock API serves `routes`,
 * then the app starts; after them the mock is restored. Returns the mock API, to read its calls.
 */
export function serveApp(testUtils: TaroTestApp, routes: Record<string, unknown>): () => ReturnType<typeof mockApi> {
  let api: ReturnType<typeof mockApi> | null = null
  beforeAll(async () => {
    stubIntersectionObserver()
    api = mockApi(routes)
    await testUtils.createApp()
  })
  afterAll(() => api?.restore())
  return () => {
    if (!api) throw new Error('the app is not served yet')
    return api
  }
}

/**
 * Starts the app and hands back its root store, for tests that put the session back between them
 * (`store.session.setAccount(...)`, `store.session.clearTokens()`).
 */
export async function startAppWithStore(testUtils: TaroTestApp): Promise<RootStore> {
  const created = jest.spyOn(composition, 'createRootStore')
  try {
    await testUtils.createApp()
    // The app's first render (which makes the store) may come a task after createApp resolves on a busy machine.
    await waitFor(() => expect(created).toHaveBeenCalled())
    return created.mock.results[0].value
  } finally {
    created.mockRestore()
  }
}

/** Expects `page` to show each of `texts` somewhere in its text. */
export function expectShows(page: HTMLElement, ...texts: string[]): void {
  const shown = page.textContent || ''
  for (const text of texts) expect(shown).toContain(text)
}

/**
 * Pops the stack back to its first page, so the next test starts from a clean stack: each pop waits until the page
 * below is shown again (Taro makes a page current as it runs its show hooks, the refetches of useQuery among them).
 */
export async function backToFirstPage(): Promise<void> {
  for (let guard = 0; guard < 20 && Taro.getCurrentPages().length > 1; guard++) {
    const pages = Taro.getCurrentPages()
    const below = String(pages[pages.length - 2].path)
    // navigateBack's promise does not always settle under jsdom: wait for the page below instead.
    void Taro.navigateBack({ delta: 1 }).catch(() => undefined)
    await waitFor(
      () => {
        if (String(Taro.getCurrentInstance().page?.path) !== below) throw new Error(`${below} is not shown again`)
      },
      { timeout: 2000 }
    ).catch(() => undefined)
  }
}
