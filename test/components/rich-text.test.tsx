import React, { act } from 'react'
import { SafeRichText } from '@/components/rich-text'
import { mountEachTest } from '../support/render'

/** Issue #18: rich text on the web is sanitised HTML in a plain element, without Taro's Stencil RichText. */
describe('SafeRichText (web)', () => {
  const mount = mountEachTest()

  it('renders the sanitised HTML itself, with no web component around it', async () => {
    const html = '<h2>峰会介绍</h2><p onclick="steal()">正文<script>steal()</script></p><a href="javascript:steal()">x</a><img src="/a.png">'
    await act(async () => mount.root.render(<SafeRichText html={html} />))
    const box = mount.container.querySelector('.safe-rich-text')!
    expect(box.querySelector('h2')?.textContent).toBe('峰会介绍')
    expect(box.querySelector('p')?.textContent).toBe('正文')
    expect(box.querySelector('p')?.getAttribute('onclick')).toBeNull()
    expect(box.querySelector('script')).toBeNull()
    expect(box.querySelector('a')?.getAttribute('href')).toBeNull()
    expect(box.querySelector('img')?.getAttribute('loading')).toBe('lazy')
    expect(box.querySelector('taro-rich-text-core')).toBeNull()
  })

  it('renders nothing for empty or wholly unsafe text', async () => {
    await act(async () => mount.root.render(<SafeRichText html={'<script>steal()</script>'} />))
    expect(mount.container.innerHTML).toBe('')
  })
})
