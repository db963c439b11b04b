import React, { act } from 'react'
import type { SiteModule } from '../../../types/contract'
import { ModuleList } from '@/features/site/components/module-list'
import { TAKEOVER_EVENT } from '@/shared/first-paint'
import { renderWithStore } from '../../support/render'
import { testRootStore } from '../../support/root-store'

// React's act() outside a Taro app (test/support/render.tsx).
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const image = (id: number): SiteModule =>
  ({ id, kind: 'IMAGE', title: `图${id}`, subtitle: '', more: null, image: `https://example.com/i${id}.png`, nav: null }) as unknown as SiteModule
const modules = [1, 2, 3, 4, 5].map(image)
const drawn = (el: HTMLElement) => Array.from(el.querySelectorAll('[aria-label^="图"]'), e => e.getAttribute('aria-label'))

afterEach(() => {
  document.documentElement.classList.remove('fp-on')
  document.body.innerHTML = ''
})

/** A painted page whose module list stopped after `count` sections, with a block of 900 px for the rest. */
function paintedModuleList(count: number): void {
  document.documentElement.classList.add('fp-on')
  document.body.innerHTML = `<div id="fp"><div class="module-list"></div><div class="module-list__later" data-first-screen="${count}" style="height:900px"></div></div>`
}

describe('a module list under the painted view', () => {
  it('draws the first screen the painted view drew and a block of its height, then every module once the app has taken over', async () => {
    paintedModuleList(2)
    const { el, unmount } = await renderWithStore(testRootStore(), <ModuleList modules={modules} />)
    expect(drawn(el)).toEqual(['图1', '图2'])
    const later = el.querySelector<HTMLElement>('.module-list__later')
    expect(later?.style.height).toBe('900px')
    expect(later?.getAttribute('aria-hidden')).toBe('true')

    document.documentElement.classList.remove('fp-on')
    await act(async () => void document.dispatchEvent(new CustomEvent(TAKEOVER_EVENT)))
    expect(drawn(el)).toEqual(['图1', '图2', '图3', '图4', '图5'])
    expect(el.querySelector('.module-list__later')).toBeNull()
    unmount()
  })

  it('draws every module without a painted view, or when the painted view drew them all', async () => {
    const plain = await renderWithStore(testRootStore(), <ModuleList modules={modules} />)
    expect(drawn(plain.el)).toHaveLength(5)
    plain.unmount()

    document.documentElement.classList.add('fp-on')
    document.body.innerHTML = '<div id="fp"><div class="module-list"></div></div>'
    const all = await renderWithStore(testRootStore(), <ModuleList modules={modules} />)
    expect(drawn(all.el)).toHaveLength(5)
    all.unmount()
  })
})
