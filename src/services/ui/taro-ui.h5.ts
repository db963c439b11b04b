import { lazyModule } from '@/utils/lazy-module'
import type { TaroUi } from './taro-ui-impl'

// H5 version of taro-ui.ts (same exports): Taro's H5 toast/modal/action sheet load on first use, so their
// code is neither downloaded with the first page nor evaluated while the app starts (issue #18).

const ui = lazyModule<TaroUi>(
  () => import(/* webpackChunkName: "taro-ui" */ './taro-ui-impl').then(mod => mod.taroUi),
  // Jest runs this H5 file: tests spy on Taro.showToast and assert right after the call, as they did when the toast
  // was shown synchronously. A dead branch in the web build (webpack drops it with the require).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- test builds only, see above
  (process.env.NODE_ENV as string) === 'test' ? (require('./taro-ui-impl') as typeof import('./taro-ui-impl')).taroUi : null
)

/** Loads Taro's UI APIs once (a separate chunk); later calls resolve with the same module. */
export const loadTaroUi = (): Promise<TaroUi> => ui.load()

/**
 * Runs `run` with Taro's UI APIs: at once when they are loaded, else once they are (calls keep their order); when
 * their code cannot be loaded (the network is down), `unavailable` instead.
 */
export function withTaroUi(run: (ui: TaroUi) => void, unavailable?: () => void): void {
  const ready = ui.ready()
  if (ready) run(ready)
  else ui.load().then(run, () => unavailable?.())
}
