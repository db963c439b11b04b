/**
 * `@tarojs/taro` for the server render of the painted view (scripts/build-ssr.cjs aliases it): only what the
 * rendered components touch while rendering. Hooks that react to the page's life (show, share) do nothing on
 * the server; anything that would act (navigate, toast, request) is never called during a render, and throws if it is.
 */
type Handler = (...args: unknown[]) => unknown

/** Design px → rem, as Taro's H5 pxTransform (designWidth 375, baseFontSize 20). */
export const pxTransform = (n: number): string => `${n / 20}rem`

/** A 375 × 667 phone, the width the painted view is laid out for. */
export const getSystemInfoSync = () => ({ windowWidth: 375, windowHeight: 667, screenWidth: 375, screenHeight: 667, pixelRatio: 2, platform: 'server' })

/** The painted view has no router: the page's query is passed to the views as props. */
export const useRouter = () => ({ path: '', params: {} as Record<string, string | undefined> })
export const getCurrentInstance = () => ({ router: { path: '', params: {} }, page: null })

const noHook = (_handler?: Handler) => undefined
export const useDidShow = noHook
export const useDidHide = noHook
export const useLoad = noHook
export const useUnload = noHook
export const useReady = noHook
export const useShareAppMessage = noHook
export const useShareTimeline = noHook
export const usePullDownRefresh = noHook
export const useReachBottom = noHook
export const usePageScroll = noHook

export const ENV_TYPE = { WEB: 'WEB', WEAPP: 'WEAPP', TT: 'TT' } as const
export const getEnv = () => ENV_TYPE.WEB

/** Anything else is an action, which a server render must never take. */
const refuse = (name: string) => () => {
  throw new Error(`Taro.${name} called while rendering the painted view`)
}

/** Named actions the rendered modules import (a paged list stops pull-to-refresh when a refresh ends). */
export const stopPullDownRefresh = refuse('stopPullDownRefresh')

const Taro = new Proxy({ pxTransform, getSystemInfoSync, useRouter, getCurrentInstance, getEnv, ENV_TYPE } as Record<string, unknown>, {
  get: (target, name: string) => (name in target ? target[name] : refuse(String(name)))
})
export default Taro
