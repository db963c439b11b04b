import React, { act } from 'react'
import { createRoot } from 'react-dom/client'
import { SafeRichText } from '@/components/rich-text'
import { waitFor } from '@testing-library/dom'
import { resetBootData } from '@/services/platform/boot-data.h5'
import * as sanitizer from '@/services/sanitize/sanitize.h5'
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

/** Issue #39: DOMPurify is no page's first download; a painted page's body comes sanitised in its boot data. */
describe('SafeRichText before the sanitiser has loaded (web)', () => {
  const mount = mountEachTest()

  function shipBoot(cleanHtml: unknown) {
    document.getElementById('boot-data')?.remove()
    const el = document.createElement('script')
    el.type = 'application/json'
    el.id = 'boot-data'
    el.textContent = JSON.stringify({ companyInfo: { id: 1, name: '云图' }, website: null, cleanHtml })
    document.head.appendChild(el)
    resetBootData()
  }

  afterEach(async () => {
    document.getElementById('boot-data')?.remove()
    resetBootData()
    sanitizer.forgetSanitizer()
    await sanitizer.loadSanitizer()
  })

  it('shows a shipped body as the server sanitised it, without DOMPurify', async () => {
    const raw = '<h2>议程</h2><p onclick="steal()">上午九点开幕</p>'
    shipBoot([[raw, '<h2>议程</h2><p>上午九点开幕</p>']])
    sanitizer.forgetSanitizer()
    await act(async () => mount.root.render(<SafeRichText html={raw} />))
    const box = mount.container.querySelector('.safe-rich-text')!
    expect(box.getAttribute('aria-busy')).toBeNull()
    expect(box.querySelector('p')?.textContent).toBe('上午九点开幕')
    expect(box.querySelector('p')?.getAttribute('onclick')).toBeNull()
  })

  it('shows a busy placeholder for other text until the sanitiser has loaded, then the sanitised text', async () => {
    shipBoot([])
    sanitizer.forgetSanitizer()
    act(() => mount.root.render(<SafeRichText html={'<p onclick="steal()">正文</p><img src=x onerror="steal()">'} />))
    expect(mount.container.querySelector('.safe-rich-text--loading')?.getAttribute('aria-busy')).toBe('true')
    expect(mount.container.textContent).toBe('')
    await waitFor(() => expect(mount.container.querySelector('.safe-rich-text p')?.textContent).toBe('正文'))
    expect(mount.container.querySelector('[aria-busy="true"]')).toBeNull()
    expect(mount.container.innerHTML).not.toMatch(/onclick|onerror/)
  })

  it('shows the text when the sanitiser arrives between the render and its effect (no update is dropped)', async () => {
    shipBoot([])
    // The render finds no sanitiser; by the effect it has come (the idle prefetch), so the load resolves at once, before
    // React's next task. Rendered by React's own scheduler, as in a browser (act would render between the two updates).
    const now = jest.spyOn(sanitizer, 'sanitizedNow').mockImplementationOnce(() => null)
    const load = jest.spyOn(sanitizer, 'loadSanitizer').mockResolvedValue(undefined)
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const before = env.IS_REACT_ACT_ENVIRONMENT
    env.IS_REACT_ACT_ENVIRONMENT = false
    const box = document.createElement('div')
    const root = createRoot(box)
    try {
      root.render(<SafeRichText html={'<p>到达</p>'} />)
      await waitFor(() => expect(box.querySelector('.safe-rich-text p')?.textContent).toBe('到达'), { timeout: 2000 })
    } finally {
      root.unmount()
      env.IS_REACT_ACT_ENVIRONMENT = before
      now.mockRestore()
      load.mockRestore()
    }
  })

  it('never puts unsanitised markup into the page while it waits, and shows the words only when the sanitiser cannot load', async () => {
    shipBoot([])
    sanitizer.forgetSanitizer()
    const load = jest.spyOn(sanitizer, 'loadSanitizer').mockRejectedValue(new Error('offline'))
    await act(async () => mount.root.render(<SafeRichText html={'<p>会议<b onclick="steal()">议程</b></p><script>steal()</script>'} />))
    await waitFor(() => expect(mount.container.querySelector('.safe-rich-text--plain')).toBeTruthy())
    expect(mount.container.querySelector('b,script,[onclick]')).toBeNull()
    expect(mount.container.textContent).toContain('会议议程')
    expect(mount.container.textContent).not.toContain('steal') // no script text among the words
    load.mockRestore()
  })

  it('keeps the blocks of the text on lines of their own when only the words can be shown', async () => {
    shipBoot([])
    sanitizer.forgetSanitizer()
    const load = jest.spyOn(sanitizer, 'loadSanitizer').mockRejectedValue(new Error('offline'))
    const html = '<h2>议程</h2><p>上午\n  签到</p><ul><li>主论坛</li><li>分论坛<br>圆桌</li></ul><style>p{}</style><p>  午餐 <b>自助</b> </p>'
    await act(async () => mount.root.render(<SafeRichText html={html} />))
    await waitFor(() => expect(mount.container.querySelector('.safe-rich-text--plain')).toBeTruthy())
    expect(mount.container.querySelector('.safe-rich-text--plain')?.textContent).toBe('议程\n上午 签到\n主论坛\n分论坛\n圆桌\n午餐 自助')
    load.mockRestore()
  })
})
