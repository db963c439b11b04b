import type { LoginResult } from '../../../types/contract'

/** The login calls of spec §7 the platforms choose between (features/account/api.ts provides them). */
export interface LoginApi {
  wxh5(): Promise<LoginResult>
  miniApp(code: string): Promise<LoginResult>
  douyin(code: string): Promise<LoginResult>
  wxMainDomain(appId: string): Promise<{ domain: string }>
  douyinMainDomain(appId: string): Promise<{ domain: string }>
}

/**
 * Signs in the way this platform does. The web (and any neutral build) signs in with the session cookie the login
 * page set (POST wxh5/login); the mini-programs have login.weapp.ts and login.tt.ts.
 */
export function platformLogin(api: LoginApi): Promise<LoginResult> {
  return api.wxh5()
}
