/** Renders a component inside the app's store provider, outside a Taro app (component and feature tests). */
import React, { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { StoreProvider } from '@/stores/context'
import type { RootStore } from '@/stores/root-store'

/** Mounts `ui` with `store` provided into a fresh element of the document; returns the element and an unmount. */
export async function renderWithStore(store: RootStore, ui: React.ReactElement): Promise<{ el: HTMLElement; unmount: () => void }> {
  const el = document.createElement('div')
  document.body.appendChild(el)
  const r = createRoot(el)
  await act(async () => {
    r.render(<StoreProvider store={store}>{ui}</StoreProvider>)
  })
  return { el, unmount: () => act(() => r.unmount()) }
}

/** A fresh element of the document and a React root on it for each test (call at the top of the file); gone after it. */
export function mountEachTest(): { container: HTMLDivElement; root: Root } {
  const mount = {} as { container: HTMLDivElement; root: Root }
  beforeEach(() => {
    mount.container = document.createElement('div')
    document.body.appendChild(mount.container)
    mount.root = createRoot(mount.container)
  })
  afterEach(() => {
    act(() => mount.root.unmount())
    mount.container.remove()
  })
  return mount
}
