/** Renders a component inside the app's store provider, outside a Taro app (component and feature tests). */
import React, { act } from 'react'
import { createRoot } from 'react-dom/client'
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
