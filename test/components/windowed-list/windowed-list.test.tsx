import React from 'react'
import { act } from 'react'
import { within } from '@testing-library/dom'
import { createRoot, type Root } from 'react-dom/client'
import { FakeObserver } from '../../support/fake-observer'
import { WindowedList } from '../../../src/components/windowed-list'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

interface Item {
  id: number
  name: string
}
const items = (n: number, from = 1): Item[] => Array.from({ length: n }, (_, i) => ({ id: from + i, name: `item ${from + i}` }))

let container: HTMLElement
let root: Root
// Blocks and spacers are the list's own structure (its classes and heights are what is under test); rows are the items.
const blocks = () => Array.from(container.querySelectorAll<HTMLElement>('.windowed-list__block'))
const rows = (el: HTMLElement = container) => within(el).queryAllByTestId('row')
const names = (el: HTMLElement = container) => rows(el).map(r => r.textContent)

function render(list: Item[], blockSize?: number, firstBlockExtra?: number) {
  act(() =>
    root.render(
      <WindowedList
        className='rows'
        items={list}
        itemKey={item => item.id}
        blockSize={blockSize}
        firstBlockExtra={firstBlockExtra}
        renderItem={(item, index) => (
          <div data-testid='row' data-index={index}>
            {item.name}
          </div>
        )}
      />
    )
  )
}

beforeEach(() => {
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
  FakeObserver.all = []
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
})

describe('WindowedList', () => {
  it('renders every item, in blocks, when IntersectionObserver is missing', () => {
    expect(typeof window.IntersectionObserver).toBe('undefined')
    render(items(45))
    expect(container.querySelector('.windowed-list.rows')).not.toBeNull()
    expect(blocks().map(b => rows(b).length)).toEqual([20, 20, 5])
    expect(names()).toEqual(items(45).map(i => i.name))
    const indexes = rows().map(r => Number(r.getAttribute('data-index')))
    expect(indexes).toEqual(items(45).map((_, i) => i))
  })

  it('groups items by blockSize', () => {
    render(items(10), 3)
    expect(blocks().map(b => rows(b).length)).toEqual([3, 3, 3, 1])
  })

  it('gives the first block firstBlockExtra more items (a featured card fills a grid row alone)', () => {
    render(items(45), undefined, 1)
    expect(blocks().map(b => rows(b).length)).toEqual([21, 20, 4])
    expect(names()).toEqual(items(45).map(i => i.name))
  })

  it('turns a block reported far away into a spacer of its measured height and brings it back near the viewport', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
    render(items(60))
    const [first, second, third] = blocks()
    expect(FakeObserver.all.map(o => o.options.rootMargin)).toEqual(['200% 0px', '200% 0px', '200% 0px'])

    FakeObserver.report(second, false, 1234.5)
    expect(blocks()).toHaveLength(3)
    expect(rows(second)).toHaveLength(0)
    expect(second.style.height).toBe('1234.5px')
    expect(names(first)).toEqual(items(20).map(i => i.name))
    expect(names(third)).toEqual(items(20, 41).map(i => i.name))

    FakeObserver.report(second, true, 1234.5)
    expect(names(second)).toEqual(items(20, 21).map(i => i.name))
    expect(second.style.height).toBe('')
  })

  it('watches from the nearest scrolling ancestor (a Taro page), else from the viewport', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
    render(items(20))
    expect(FakeObserver.all[0].options.root).toBeNull()
    act(() => root.unmount())
    FakeObserver.all = []
    container.style.overflowY = 'scroll'
    root = createRoot(container)
    render(items(20))
    expect(FakeObserver.all[0].options.root).toBe(container)
  })

  it('keeps the height measured when the block left, not the spacer height reported later', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
    render(items(40))
    const second = blocks()[1]
    FakeObserver.report(second, false, 800)
    FakeObserver.report(second, false, 999)
    expect(second.style.height).toBe('800px')
  })

  it('keeps the items of a block reported with no height (its page is hidden under another page)', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
    render(items(40))
    const second = blocks()[1]
    FakeObserver.report(second, false, 0)
    expect(names(second)).toHaveLength(20)
    expect(second.style.height).toBe('')
  })

  it('keeps item elements when items are appended (stable keys)', () => {
    render(items(25))
    const before = rows()
    render(items(50))
    const after = rows()
    expect(after).toHaveLength(50)
    after.slice(0, 25).forEach((el, i) => expect(el).toBe(before[i]))
  })

  it('keeps the blocks and their spacers when items are appended', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
    render(items(40))
    const first = blocks()[0]
    FakeObserver.report(first, false, 640)
    render(items(60))
    expect(blocks()[0]).toBe(first)
    expect(first.style.height).toBe('640px')
    expect(names()).toEqual(items(40, 21).map(i => i.name))
  })

  it('stops observing when unmounted', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
    render(items(30))
    act(() => root.unmount())
    root = createRoot(container)
    expect(FakeObserver.all.every(o => o.disconnected)).toBe(true)
  })
})
