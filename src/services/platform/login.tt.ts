import Taro from '@tarojs/taro'
import type { LoginResult } from '../../../types/contract'
import type { LoginApi } from './login'

export type { LoginApi } from './login'

/** Douyin: tt.login code exchanged by POST /api/open/v1/douyin/login. */
export async function platformLogin(api: LoginApi): Promise<LoginResult> {
  const { code } = await Taro.login()
  return api.douyin(code)
}
