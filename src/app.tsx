// First: the built-ins older browsers lack, before any module that calls them loads.
import './polyfills'
import './styles/taro-components'
import Taro, { usePageNotFound } from '@tarojs/taro'
import React, { useState } from 'react'
import { reaction } from 'mobx'
import type { SiteModule } from '../types/contract'
import { navigateTo } from './services/navigation/navigate'
import { setClientHooks } from './services/http'
import { legacyRedirect, notFoundUrl } from './services/navigation/legacy'
import { takeOverFirstPaint } from './services/platform/first-paint'
import { readBootData } from './services/platform/boot-data'
import { watchPageLoads } from './services/platform/page-loads'
import { seedQueries } from './hooks/use-query'
import { launchQuery } from './services/platform/launch'
import { watchForUpdates } from './services/platform/update'
import { startPickerA11y } from './services/ui/picker-a11y'
import { loadSanitizer } from './services/sanitize/sanitize'
import { whenIdle } from './services/platform/idle'
import { cleanParams } from './utils/params'
import { StoreProvider } from './stores/context'
import { createRootStore } from './create-root-store'
import type { RootStore } from './stores/root-store'
import './app.scss'

/**
 * Start-up: seed the query cache with what a painted page shipped, read the launch query, register the API
 * client's hooks, sign in silently, load the theme.
 */
function startApp(): RootStore {
  takeOverFirstPaint()
  watchPageLoads()
  seedQueries(readBootData()?.queries || [])
  const store = createRootStore()
  const query = launchQuery()
  store.session.init(query)
  setClientHooks({
    token: () => store.session.accountKey,
    authDisabled: () => !store.session.authEnabled,
    trackHeader: () => store.trackHeader(),
    // The session ended some other way than 退出登录 (expiry, a logout elsewhere): its kept tickets go too. Loaded
    // when needed: the offline-ticket code is not start-up code.
    sessionRefused: () => void import('./features/events/use-offline-ticket').then(m => m.forgetDeviceTickets()).catch(() => undefined)
  })
  void store.session.start()
  void store.site.load(query.websiteId).catch(() => undefined)
  watchForUpdates()
  startPickerA11y()
  // DOMPurify is no page's first download (a painted body is shipped clean): fetched once the page is idle, so the next
  // page's rich text does not wait for it.
  whenIdle(() => void loadSanitizer().catch(() => undefined), { fallbackMs: 3000 })
  reaction(
    () => store.session.account?.accountId,
    id => {
      if (id) store.analytics.identify(String(id))
    }
  )
  if (store.session.mode.editor) startEditorBridge(store)
  return store
}

/**
 * Editor mode: live previews from the hosting editor, from allow-listed origins only. The bridge's code loads only in
 * editor mode (no visitor's first load carries it); a message that arrives meanwhile is kept and handed to it.
 */
function startEditorBridge(store: RootStore): void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return
  const earlier: MessageEvent[] = []
  const keep = (event: MessageEvent) => void earlier.push(event)
  window.addEventListener('message', keep)
  void import('./services/editor').then(({ configuredEditorOrigins, createEditorBridge }) => {
    window.removeEventListener('message', keep)
    createEditorBridge({
      allowedOrigins: configuredEditorOrigins(),
      earlier,
      onMessage: message => {
        if (message.type === 'preview-theme') store.theme.applyPreview(message)
        else if (message.type === 'preview-modules') store.site.previewModules(message.modules as SiteModule[])
        else if (message.type === 'navigate') void navigateTo(message.path)
      }
    })
  })
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
    // Each page stands inside an error boundary of its own (services/platform/start-up.ts): Taro's page wrapper would
    // catch a page's render error before any boundary put here.
    <StoreProvider store={store}>{children}</StoreProvider>
  )
}

export default App
