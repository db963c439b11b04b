/**
 * The web app's start in three main-thread tasks instead of one (config/index.ts adds the call to Taro's
 * generated entry): 1. the modules evaluate (React, Taro's runtime and router, the app's entry), 2. Taro
 * creates the app, its history and router, 3. the first page's module is imported and rendered. Each task
 * is shorter than the one they made together, which is what Lighthouse's Total Blocking Time counts
 * (the part of every task over 50 ms). Nothing waits longer: each step is queued as the next task, not
 * after a delay. Web only; mini-programs never load this file.
 */

import type { ComponentType } from 'react'

/** A Taro route as its generated entry declares it: `load` returns [the page module's promise, …]. */
interface RouteConfig {
  path?: string
  load?: (...args: unknown[]) => unknown[]
}

/** Each route's own import of its page's code and styles, by path without the leading slash (deferRouteLoads). */
const pageImports = new Map<string, () => Promise<unknown>>()

/** Resolves in the next task (MessageChannel: no 4 ms clamp, and it runs before rendering-idle work). */
export function nextTask(): Promise<void> {
  return new Promise(resolve => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

function mark(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name)
}

/** What a page component becomes before the router mounts it (config/index.ts passes the app's error boundary). */
type PageWrapper = (page: ComponentType<object>) => ComponentType<object>

/** What the router reads of a page module: its default export (or the module itself), here wrapped. */
function wrappedPage(module: unknown, wrap: PageWrapper): { default: ComponentType<object> } {
  const found = module as { default?: ComponentType<object> }
  return { default: wrap(found.default ?? (module as ComponentType<object>)) }
}

/**
 * Makes every route import its page module one task after the router asks for it, so the router's own
 * start-up and the page's module evaluation are separate tasks. Marks `app:page-import` once, when the
 * first page import starts. With `wrap`, each page component is handed over wrapped: the app's entry passes
 * withPageBoundary, so that a render error shows 页面出错了 with 重试 where Taro's own page boundary would leave the
 * page blank.
 */
export function deferRouteLoads(routes: RouteConfig[], wrap?: PageWrapper): void {
  let marked = false
  for (const route of routes) {
    const load = route.load
    if (typeof load !== 'function') continue
    if (route.path) pageImports.set(route.path, () => load()[0] as Promise<unknown>)
    route.load = function (this: unknown, ...args: unknown[]) {
      const page = nextTask().then(() => {
        if (!marked) {
          marked = true
          mark('app:page-import')
        }
        const imported = load.apply(this, args)[0] as Promise<unknown>
        return wrap ? imported.then(module => wrappedPage(module, wrap)) : imported
      })
      return [page, ...args]
    }
  }
}

/**
 * Loads a route's page code and styles into the page's module cache without showing it (a path as `Routes` names it),
 * so that opening it later waits only for its data. At most once per route; a failed load is forgotten (the router's
 * own load then tries again and shows the page's error state if it fails too).
 */
export function importPage(path: string): void {
  const key = path.replace(/^\//, '')
  const load = pageImports.get(key)
  if (!load) return
  pageImports.delete(key)
  load().catch(() => pageImports.set(key, load))
}

/**
 * IntersectionObserver where the browser lacks it (iOS Safari 12.0–12.1 of the supported browsers): Taro's Image
 * creates one for every lazy image, unguarded, so a page with a content card would throw. The W3C polyfill is a chunk of
 * its own, loaded only there; if it does not arrive the app starts anyway (such a page then shows its error state).
 */
function observerPolyfill(): Promise<unknown> {
  if (typeof window === 'undefined' || 'IntersectionObserver' in window) return Promise.resolve()
  return import(/* webpackChunkName: "intersection-observer" */ 'intersection-observer').catch(() => undefined)
}

/**
 * Called by the generated entry after its modules evaluated and before Taro creates the app: marks
 * `app:modules`, defers the route imports (their pages wrapped by `wrap`), and yields the main thread once (after an
 * old browser's IntersectionObserver polyfill has arrived).
 */
export function yieldBeforeStart(routes: RouteConfig[], wrap?: PageWrapper): Promise<void> {
  mark('app:modules')
  deferRouteLoads(routes, wrap)
  return observerPolyfill().then(nextTask)
}
