import Taro from '@tarojs/taro'
import type { LoginResult } from '../../../types/contract'
import type { LoginApi } from './login'

export type { LoginApi } from './login'

/** WeChat: wx.login code exchanged by POST /api/open/v1/wx/minapp/loginV1. */
export async function platformLogin(api: LoginApi): Promise<LoginResult> {
  const { code } = await Taro.login()
  return api.miniApp(code)
}

/** WeChat mini-programs ask the server for their main domain (POST wx/minapp/mainDomain/{appId}). */
export async function apiDomain(api: LoginApi, appId: string): Promise<string | null> {
  const { domain } = await api.wxMainDomain(appId)
  return domain || null
}
