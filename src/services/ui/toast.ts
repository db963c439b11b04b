import Taro from '@tarojs/taro'
import { errorMessage } from '../http/errors'

/** A short text toast (never throws, even before the app is mounted). */
export function toast(message: string, duration = 2000): void {
  try {
    void Taro.showToast({ title: message, icon: 'none', duration }).catch(() => undefined)
  } catch {
    // no UI yet
  }
}

/** Shows the message of any error as a toast. */
export function toastError(error: unknown): void {
  toast(errorMessage(error), 2500)
}

/** A confirmation dialog; resolves true when the visitor confirms. */
export async function confirm(content: string, title = '提示'): Promise<boolean> {
  try {
    const res = await Taro.showModal({ title, content, confirmText: '确定', cancelText: '取消' })
    return !!res.confirm
  } catch {
    return false
  }
}
