import Taro from '@tarojs/taro'

// WeChat and Douyin alike: navigation.tt.ts re-exports this file.

export async function callPhone(phone: string): Promise<void> {
  await Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)
}

/** Opens another mini-program by app id and path (nav item type 4). */
export async function openMiniProgram(appId: string, path: string): Promise<void> {
  await Taro.navigateToMiniProgram({ appId, path }).catch(() => undefined)
}
