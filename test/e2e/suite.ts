/**
 * The setup a browser test file shares, in one line: `const e2e = e2eSuite()` starts the stack (a fresh database)
 * and one Chromium before the file's tests and stops them after; `e2e.stack`, `e2e.browser`, `e2e.api(path)` and
 * `e2e.go(page, path)` are read inside tests and hooks. `stackPerSuite(options)` is the same for a second server a
 * describe block runs against (a server without the extensions).
 */
import { after, before } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { api, startE2E, startStack, stopE2E, type Stack } from './harness'

type StackOptions = NonNullable<Parameters<typeof startStack>[0]>

/** Thrown when a test file reads its stack before `before` started it (at module level instead of in a test). */
class NotStartedError extends Error {
  constructor(what: string) {
    super(`the e2e ${what} is not started yet: read it inside a test or hook`)
  }
}

/** A file's stack and browser, with the calls most journeys make on them. */
interface E2ESuite {
  readonly stack: Stack
  readonly browser: Browser
  /** A public API call as an anonymous client (the harness's `api` on this stack). */
  api<T>(apiPath: string): Promise<T>
  /** Opens an app path of this stack, answering once the document is parsed. */
  go(page: Page, appPath: string): Promise<unknown>
  /**
   * Resolves once the stack and browser have started (or failed to). Node 20 runs a file's top-level `before`
   * hooks side by side, so a file's own top-level `before` that uses them awaits this first.
   */
  ready(): Promise<void>
}

/** Registers the file's before/after hooks: the stack and browser start before its tests and stop after them. */
export function e2eSuite(options: Omit<StackOptions, 'dataDir'> = {}): E2ESuite {
  let started: { stack?: Stack; browser?: Browser } = {}
  let settled!: () => void
  const startedOrFailed = new Promise<void>(resolve => (settled = resolve))
  const suite: E2ESuite = {
    get stack() {
      if (!started.stack) throw new NotStartedError('stack')
      return started.stack
    },
    get browser() {
      if (!started.browser) throw new NotStartedError('browser')
      return started.browser
    },
    api: apiPath => api(suite.stack, apiPath),
    go: (page, appPath) => page.goto(`${suite.stack.baseUrl}${appPath}`, { waitUntil: 'domcontentloaded' }),
    ready: () => startedOrFailed
  }
  before(async () => {
    try {
      started = await startE2E(options)
    } finally {
      settled()
    }
  })
  after(() => stopE2E(started))
  return suite
}

/** A server of its own for the enclosing describe block (e.g. `{ extensions: [] }`), started before its tests. */
export function stackPerSuite(options: StackOptions = {}): { readonly stack: Stack } {
  let stack: Stack | undefined
  before(async () => {
    stack = await startStack(options)
  })
  after(() => stack?.stop())
  return {
    get stack() {
      if (!stack) throw new NotStartedError('stack')
      return stack
    }
  }
}
