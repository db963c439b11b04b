import Taro from '@tarojs/taro'
import { toast } from '@/services/ui/toast'

/** Calls a phone number (nav item type 9). */
export async function callPhone(phone: string): Promise<void> {
  await Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)
}

/** Opens another mini-program (nav item type 4); mini-program builds only. */
export async function openMiniProgram(_appId: string, _path: string): Promise<void> {
  toast('不支持跳转小程序')
}
