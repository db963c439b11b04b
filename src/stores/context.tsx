import React, { createContext, useContext } from 'react'
import type { RootStore } from './root-store'

const StoreContext = createContext<RootStore | null>(null)

export function StoreProvider({ store, children }: { store: RootStore; children?: React.ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}

/** The root store; throws when a component renders outside StoreProvider. */
export function useStores(): RootStore {
  const store = useContext(StoreContext)
  if (!store) throw new Error('useStores must be used inside StoreProvider')
  return store
}
