/**
 * For page tests that open many pages in a row and judge each one: a watch on what a page may not do (log an error,
 * leave a rejection unhandled), a count of the API calls still open, and a wait for a page to settle on a fake clock.
 *
 *   const watch = watchPageErrors()            // in beforeAll; watch.stop() in afterAll
 *   const seen = watch.mark()
 *   …open a page…
 *   expect(watch.since(seen)).toEqual([])
 */
import Taro from '@tarojs/taro'
import { withFakeTimeouts } from './page'

/** What the page reported since `mark()`: console.error calls (React's render errors, jsdom's uncaught ones) and unhandled rejections. */
export interface PageErrorWatch {
  mark(): number[]
  since(mark: number[]): string[]
  stop(): void
}

export function watchPageErrors(): PageErrorWatch {
  const logged: string[] = []
  const rejected: string[] = []
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')))
  const onRejection = (reason: unknown) => void rejected.push(String(reason))
  process.on('unhandledRejection', onRejection)
  return {
    mark: () => [logged.length, rejected.length],
    since: ([l, r]) => [
      ...logged.slice(l).map(e => `console.error: ${e.slice(0, 300)}`),
      ...rejected.slice(r).map(e => `unhandled rejection: ${e.slice(0, 300)}`)
    ],
    stop: () => {
      process.off('unhandledRejection', onRejection)
      spy.mockRestore()
    }
  }
}

/**
 * Counts the calls Taro.request has started and not yet answered, over the mock already installed (mockApi, or a
 * test's own spy): call after it. Answers the live count.
 */
export function countOpenRequests(): () => number {
  const answer = jest.mocked(Taro.request).getMockImplementation() as (o: Taro.request.Option) => Promise<unknown>
  let open = 0
  jest.mocked(Taro.request).mockImplementation(((options: Taro.request.Option) => {
    open += 1
    return Promise.resolve(answer(options)).finally(() => (open -= 1))
  }) as unknown as typeof Taro.request)
  return () => open
}

// Taken before any test fakes setTimeout: React schedules its renders on this real one (jsdom has no MessageChannel).
const realTimeout = setTimeout
const nextTurn = () => new Promise(resolve => realTimeout(resolve, 0))

/**
 * Runs `start` with setTimeout on jest's fake clock, then takes real turns of the event loop (React renders on real
 * timers) until `unsettled()` answers null, moving the clock `stepMs` each turn while `advance()` allows it: the app's
 * own timeouts (a 2 s wait for a token, a 15 s request deadline) pass without the test waiting for them. Gives up
 * after `maxTurns` (by default 30 s on the fake clock, about a second of real time) and answers why the page never
 * settled, or null.
 */
export async function settleOnFakeClock(
  start: () => void,
  unsettled: () => string | null,
  { stepMs = 100, maxTurns = 300, advance = () => true }: { stepMs?: number; maxTurns?: number; advance?: () => boolean } = {}
): Promise<string | null> {
  let why: string | null = null
  await withFakeTimeouts(async () => {
    start()
    why = unsettled()
    for (let turn = 0; why && turn < maxTurns; turn++) {
      if (advance()) jest.advanceTimersByTime(stepMs)
      await nextTurn()
      why = unsettled()
    }
  })
  return why
}
