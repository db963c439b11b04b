import { taroUi, type TaroUi } from './taro-ui-impl'

// Mini-programs: the platform's own toast/modal/action sheet, no code to load (taro-ui.h5.ts loads it on the web).

/** Runs `run` with Taro's UI APIs (at once here: they are always there, so `unavailable` is never called). */
export function withTaroUi(run: (ui: TaroUi) => void, _unavailable?: () => void): void {
  run(taroUi)
}

/** Taro's UI APIs. */
export function loadTaroUi(): Promise<TaroUi> {
  return Promise.resolve(taroUi)
}
