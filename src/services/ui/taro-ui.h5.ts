import type { TaroUi } from './taro-ui-impl'

// H5 version of taro-ui.ts (same exports): Taro's H5 toast/modal/action sheet load on first use, so their
// code is neither downloaded with the first page nor evaluated while the app starts (issue #18).

let ready: TaroUi | null = null
let loading: Promise<TaroUi> | null = null

if ((process.env.NODE_ENV as string) === 'test') {
  // Jest runs this H5 file: tests spy on Taro.showToast and assert right after the call, as they did when
  // the toast was shown synchronously. A dead branch in the web build (webpack drops it with the require).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- test builds only, see above
  ready = (require('./taro-ui-impl') as typeof import('./taro-ui-impl')).taroUi
}

/** Loads Taro's UI APIs once (a separate chunk); later calls resolve with the same module. */
export function loadTaroUi(): Promise<TaroUi> {
  if (ready) return Promise.resolve(ready)
  if (!loading) {
    loading = import(/* webpackChunkName: "taro-ui" */ './taro-ui-impl').then(
      mod => (ready = mod.taroUi),
      error => {
        loading = null // a failed chunk load (offline) is retried on the next call
        throw error
      }
    )
  }
  return loading
}

/**
 * Runs `run` with Taro's UI APIs: at once when they are loaded, else once they are (calls keep their order); when
 * their code cannot be loaded (the network is down), `unavailable` instead.
 */
export function withTaroUi(run: (ui: TaroUi) => void, unavailable?: () => void): void {
  if (ready) run(ready)
  else loadTaroUi().then(run, () => unavailable?.())
}
