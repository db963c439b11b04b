import { MessageChannel as NodeMessageChannel } from 'node:worker_threads'
import type { ComponentType } from 'react'
import { deferRouteLoads, importPage, nextTask, yieldBeforeStart } from '@/services/platform/start-up'

const g = globalThis as { MessageChannel?: unknown }
const original = g.MessageChannel
const perf = performance as { mark?: unknown }
const originalMark = perf.mark
let marks: string[]

beforeEach(() => {
  g.MessageChannel = NodeMessageChannel
  marks = []
  perf.mark = (name: string) => void marks.push(name)
})

afterEach(() => {
  g.MessageChannel = original
  perf.mark = originalMark
})

const pages: Record<string, () => null> = { home: () => null, list: () => null }

/** A route as Taro's entry declares it, counting how often its page module was imported. */
function route(name: string) {
  const imports: unknown[][] = []
  return {
    imports,
    config: {
      load: (...args: unknown[]) => {
        imports.push(args)
        return [Promise.resolve({ default: pages[name] }), ...args]
      }
    }
  }
}

describe('the web start in three tasks', () => {
  it('nextTask resolves after the current task and its microtasks, not within them', async () => {
    const order: string[] = []
    const task = nextTask().then(() => order.push('next task'))
    await Promise.resolve()
    order.push('microtask')
    await task
    expect(order).toEqual(['microtask', 'next task'])
  })

  it('a route imports its page a task after the router asks, with the same arguments, and marks the first import once', async () => {
    const home = route('home')
    const list = route('list')
    const routes = [home.config, list.config, {}]
    const wrapped = new Map<ComponentType<object>, ComponentType<object>>()
    const wrap = (page: ComponentType<object>) => wrapped.get(page) ?? wrapped.set(page, () => null).get(page)!
    deferRouteLoads(routes, wrap)

    const [page, context, params] = home.config.load('ctx', { id: '1' })
    expect(context).toBe('ctx')
    expect(params).toEqual({ id: '1' })
    expect(home.imports).toEqual([]) // not in the router's task
    const loaded = await page
    expect(loaded).toEqual({ default: wrapped.get(pages.home) }) // the page as `wrap` made it
    expect(wrapped.get(pages.home)).toBeDefined()
    expect(home.imports).toEqual([['ctx', { id: '1' }]])
    await list.config.load('ctx2', {})[0]
    expect(marks).toEqual(['app:page-import'])
  })

  it("importPage loads a route's page code ahead, once, and again after a failed load", async () => {
    let fail = true
    const loads: string[] = []
    const form = {
      path: 'pages/form/index',
      load: () => {
        loads.push('form')
        return [fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: () => null })]
      }
    }
    deferRouteLoads([form])
    importPage('/pages/unknown/index') // not a route: nothing
    importPage('/pages/form/index') // as Routes names it
    expect(loads).toEqual(['form']) // at once: it runs when the caller is idle
    await nextTask()
    fail = false
    importPage('/pages/form/index') // failed: forgotten, so tried again
    expect(loads).toEqual(['form', 'form'])
    await nextTask()
    importPage('pages/form/index')
    expect(loads).toEqual(['form', 'form']) // loaded: not again
    // The router's own load still imports it (from the module cache on the web).
    await form.load()[0]
    expect(loads).toEqual(['form', 'form', 'form'])
  })

  it('yieldBeforeStart marks the evaluated modules, defers the routes and gives the thread back once', async () => {
    const home = route('home')
    const before = home.config.load
    const started = yieldBeforeStart([home.config])
    expect(marks).toEqual(['app:modules'])
    expect(home.config.load).not.toBe(before)
    let resolved = false
    void started.then(() => (resolved = true))
    await Promise.resolve()
    expect(resolved).toBe(false)
    await started
    expect(resolved).toBe(true)
  })

  describe('IntersectionObserver on a browser without it (iOS Safari 12.0–12.1)', () => {
    const w = window as { IntersectionObserver?: unknown; IntersectionObserverEntry?: unknown }
    afterEach(() => {
      delete w.IntersectionObserver
      delete w.IntersectionObserverEntry
      jest.dontMock('intersection-observer')
      jest.resetModules()
    })

    it('the app starts only once the polyfill has added it: Taro’s lazy Image creates one unguarded', async () => {
      delete w.IntersectionObserver
      jest.resetModules() // the polyfill runs once per module registry
      const { yieldBeforeStart: start } = await import('@/services/platform/start-up')
      const started = start([])
      expect('IntersectionObserver' in window).toBe(false)
      await started
      expect(typeof w.IntersectionObserver).toBe('function')
      const observer = new (w.IntersectionObserver as typeof IntersectionObserver)(() => undefined, { rootMargin: '300px 0px' })
      observer.observe(document.createElement('img'))
      observer.disconnect()
    })

    it('a browser that has it loads no polyfill', async () => {
      const loads = jest.fn()
      jest.resetModules()
      jest.doMock('intersection-observer', () => {
        loads()
        return {}
      })
      w.IntersectionObserver = class {}
      const { yieldBeforeStart: start } = await import('@/services/platform/start-up')
      await start([])
      expect(loads).not.toHaveBeenCalled()
      delete w.IntersectionObserver
      await start([])
      expect(loads).toHaveBeenCalledTimes(1)
    })
  })
})
