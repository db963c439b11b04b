import Taro from '@tarojs/taro'
import type { LoginResult } from '../../../types/contract'
import type { LoginApi } from './login'

export type { LoginApi } from './login'

/** WeChat: wx.login code exchanged by POST /api/open/v1/wx/minapp/loginV1. */
export async function platformLogin(api: LoginApi): Promise<LoginResult> {
  const { code } = await Taro.login()
  return api.miniApp(code)
}
