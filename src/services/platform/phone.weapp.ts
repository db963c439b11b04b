import { UnsupportedPlatformError } from '@/services/http/errors'
import type { PhoneButtonProps } from './types'

/**
 * WeChat and Douyin (phone.tt.ts re-exports this file): the page renders <Button openType="getPhoneNumber"> and passes its event detail here;
 * the code is exchanged by the server (wx/minapp/loginV1 or bindCellphone).
 */
export async function getPhoneNumber(detail?: { code?: string }): Promise<{ code: string }> {
  if (!detail || !detail.code) throw new UnsupportedPlatformError('用户拒绝授权手机号')
  return { code: detail.code }
}

/**
 * Props for <Button openType="getPhoneNumber">: the visitor consents in the platform's own sheet and the page
 * gets a one-time code for the server to exchange; refusing calls onError with 用户拒绝授权手机号.
 */
export function phoneNumberButton(onCode: (code: string) => void, onError: (error: Error) => void): PhoneButtonProps {
  return {
    openType: 'getPhoneNumber',
    onGetPhoneNumber: event => {
      getPhoneNumber(event?.detail).then(res => onCode(res.code), onError)
    }
  }
}
