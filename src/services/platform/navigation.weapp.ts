import Taro from '@tarojs/taro'

// WeChat and Douyin alike: navigation.tt.ts re-exports this file.

export async function callPhone(phone: string): Promise<void> {
  await Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)
}

/** Opens another mini-program by app id and path (nav item type 4). */
export async function openMiniProgram(appId: string, path: string): Promise<void> {
  await Taro.navigateToMiniProgram({ appId, path }).catch(() => undefined)
}

/** Mini-programs have no browser history beyond their page stack: nothing to go back to here. */
export function historyBack(): boolean {
  return false
}

/** Mini-programs show no address: a page's state has nowhere to go (their share path carries it). */
export function replaceQuery(_params: Record<string, string | number | null | undefined>): void {}

/** Mini-programs open their pages from their own package: a missing connection never stops a page opening. */
export function refuseOffline(_message: string): boolean {
  return false
}

/** Mini-programs draw a tap's feedback themselves: nothing to wait for before opening a page. */
export async function afterNextPaint(): Promise<void> {}
