import type { Analytics } from './types'

const nothing = (): void => undefined

/** An Analytics that records nothing: for tests, stories and platforms without tracking. */
export const noopAnalytics: Analytics = {
  page: nothing,
  identify: nothing,
  track: nothing,
  startPageDuration: () => nothing,
  stopPageDuration: nothing,
  recordScrollDepth: nothing,
  play: { start: nothing, pause: nothing, resume: nothing, end: nothing },
  flush: () => Promise.resolve(),
  clear: nothing,
  dispose: nothing
}
