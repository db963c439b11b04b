import type { LoginResult } from '../../../types/contract'
import { hasSessionHint } from '@/shared/session-hint'

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
 * page set (POST wxh5/login), and only when the browser has one (its readable hint, src/shared/session-hint.ts):
 * without it the answer would be a 401, so there is no session at once. The mini-programs have login.weapp.ts and
 * login.tt.ts.
 */
export function platformLogin(api: LoginApi): Promise<LoginResult> {
  if (typeof document !== 'undefined' && !hasSessionHint(document.cookie)) return Promise.reject(new Error('no session'))
  return api.wxh5()
}
