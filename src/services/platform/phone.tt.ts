import { UnsupportedPlatformError } from '../http/errors'

/**
 * Douyin: the page renders <Button openType="getPhoneNumber"> and passes its event detail here;
 * the code is exchanged by the server (wx/minapp/loginV1 or bindCellphone).
 */
export async function getPhoneNumber(detail?: { code?: string }): Promise<{ code: string }> {
  if (!detail || !detail.code) throw new UnsupportedPlatformError('用户拒绝授权手机号')
  return { code: detail.code }
}
