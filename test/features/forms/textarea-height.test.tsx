import React, { act } from 'react'
import { Textarea } from '@/features/forms/components/controls'
import { mountEachTest } from '../../support/render'

// React's act() outside a Taro app (test/support/render.tsx).
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** An auto-height textarea reads the layout (scrollHeight) only when it has text to fit. */
describe('the web textarea’s auto height', () => {
  const mount = mountEachTest()
  let reads = 0
  beforeAll(() => {
    Object.defineProperty(HTMLTextAreaElement.prototype, 'scrollHeight', {
      configurable: true,
      get: () => {
        reads++
        return 72
      }
    })
  })
  afterAll(() => {
    delete (HTMLTextAreaElement.prototype as { scrollHeight?: number }).scrollHeight
  })
  const area = () => mount.container.querySelector('textarea')!

  it('leaves an empty box at its CSS height, reading no layout, and fits its text once it has some', async () => {
    reads = 0
    await act(async () => mount.root.render(<Textarea autoHeight value='' onInput={() => undefined} />))
    expect(area().style.height).toBe('')
    expect(reads).toBe(0)
    await act(async () => mount.root.render(<Textarea autoHeight value={'第一行\n第二行\n第三行'} onInput={() => undefined} />))
    expect(area().style.height).toBe('72px')
    await act(async () => mount.root.render(<Textarea autoHeight value='' onInput={() => undefined} />))
    expect(area().style.height).toBe('')
  })
})
