import Taro, { usePageNotFound } from '@tarojs/taro'
import React, { useState } from 'react'
import { ErrorBoundary } from './components/error-boundary'
import { setClientHooks } from './services/http'
import { legacyRedirect, notFoundUrl } from './services/navigation/legacy'
import { launchQuery } from './services/platform/launch'
import { watchForUpdates } from './services/platform/update'
import { cleanParams } from './utils/params'
import { StoreProvider } from './stores/context'
import { createRootStore } from './stores/create-root-store'
import type { RootStore } from './stores/root-store'
import './app.scss'

/** Start-up: read the launch query, register the API client's hooks, sign in silently, load the theme. */
function startApp(): RootStore {
  const store = createRootStore()
  const query = launchQuery()
  store.session.init(query)
  setClientHooks({
    token: () => store.session.accountKey,
    authDisabled: () => !store.session.authEnabled,
    trackHeader: () => store.session.trackHeader()
  })
  void store.session.start()
  void store.site.load(query.websiteId).catch(() => undefined)
  watchForUpdates()
  return store
}

/** Unknown paths: legacy names redirect with their query; anything else goes to the 404 page. */
function handleNotFound(res: { path: string; query: Record<string, unknown> }): void {
  const query = cleanParams(res.query)
  const target = legacyRedirect(res.path, query) || notFoundUrl(res.path, query)
  void Taro.redirectTo({ url: target }).catch(() => undefined)
}

function App({ children }: { children?: React.ReactNode }) {
  const [store] = useState(startApp)
  usePageNotFound(handleNotFound)
  return (
    <StoreProvider store={store}>
      <ErrorBoundary>{children}</ErrorBoundary>
    </StoreProvider>
  )
}

export default App
