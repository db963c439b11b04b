import React from 'react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { FakeObserver } from '../../support/fake-observer'
import { PagedList } from '../../../src/components/paged-list'
import type { PagedListState } from '../../../src/hooks/use-paged-list'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

interface Item {
  id: number
}
const items = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ id: i + 1 }))

let container: HTMLElement
let root: Root
/** Where the footer sits on screen (jsdom lays nothing out). */
let footerTop = 10000

function state(fields: Partial<PagedListState<Item>>): PagedListState<Item> {
  return {
    items: items(10),
    loading: false,
    loadingMore: false,
    error: null,
    moreError: null,
    last: false,
    refresh: async () => undefined,
    loadMore: async () => undefined,
    setItems: () => undefined,
    ...fields
  }
}

function render(s: PagedListState<Item>) {
  act(() => root.render(<PagedList state={s} itemKey={i => i.id} renderItem={i => <div>item {i.id}</div>} />))
}
const footer = () => container.querySelector('.paged-list__footer') as HTMLElement

beforeEach(() => {
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
  FakeObserver.all = []
  footerTop = 10000
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = this.classList.contains('paged-list__footer') ? footerTop : 0
    return { top, bottom: top + 40, height: 40, width: 375, left: 0, right: 375, x: 0, y: top, toJSON: () => ({}) } as DOMRect
  })
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  jest.restoreAllMocks()
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
})

describe('PagedList keeps loading while its end is in view', () => {
  it('loads the next page when the end comes into view, and again after each page arrives while it stays there', () => {
    const loadMore = jest.fn(async () => undefined)
    render(state({ loadMore }))
    expect(loadMore).not.toHaveBeenCalled()

    // The visitor jumps to the end.
    footerTop = 600
    FakeObserver.report(footer(), true)
    expect(loadMore).toHaveBeenCalledTimes(1)

    // Loading: nothing more is asked for.
    render(state({ loadMore, loadingMore: true }))
    expect(loadMore).toHaveBeenCalledTimes(1)

    // Page 2 arrives and the end is still in view (no new scroll, no new observer report): page 3.
    render(state({ loadMore, items: items(20) }))
    expect(loadMore).toHaveBeenCalledTimes(2)

    // Page 3 arrives and pushed the end out of view: wait for the visitor.
    footerTop = 2000
    render(state({ loadMore, items: items(30) }))
    expect(loadMore).toHaveBeenCalledTimes(2)
  })

  it('loads the next page when the visitor jumps back to the end before the observer saw it leave', () => {
    const loadMore = jest.fn(async () => undefined)
    render(state({ loadMore }))
    footerTop = 600
    FakeObserver.report(footer(), true)
    render(state({ loadMore, loadingMore: true }))
    expect(loadMore).toHaveBeenCalledTimes(1)

    // Page 2 arrives and pushes the end out of view; within the same frame the visitor jumps to the
    // end again, so the observer never reports it leaving. The observer armed for 20 items reports
    // where the end is now.
    footerTop = 2000
    render(state({ loadMore, items: items(20) }))
    expect(loadMore).toHaveBeenCalledTimes(1)
    footerTop = 600
    FakeObserver.report(footer(), true)
    expect(loadMore).toHaveBeenCalledTimes(2)
    expect(FakeObserver.all.filter(o => !o.disconnected && o.targets.includes(footer()))).toHaveLength(1)
  })

  it('stops at the last page and after a failed page (the footer offers the retry)', () => {
    const loadMore = jest.fn(async () => undefined)
    footerTop = 600
    render(state({ loadMore, last: true }))
    FakeObserver.report(footer(), true)
    render(state({ loadMore, last: true, items: items(29) }))
    expect(loadMore).not.toHaveBeenCalled()
    expect(footer().textContent).toBe('没有更多了')

    render(state({ loadMore, items: items(20), moreError: new Error('网络连接失败') }))
    expect(loadMore).not.toHaveBeenCalled()
    expect(footer().textContent).toBe('加载失败，点击重试')
  })

  it('without IntersectionObserver the page reach-bottom event drives it alone', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
    const loadMore = jest.fn(async () => undefined)
    footerTop = 600
    render(state({ loadMore }))
    render(state({ loadMore, items: items(20) }))
    expect(loadMore).not.toHaveBeenCalled()
  })
})
