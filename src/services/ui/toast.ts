import { DEFAULT_THEME_CONFIG } from '@/utils/theme'
import { errorMessage } from '@/services/http/errors'
import { loadTaroUi, withTaroUi } from './taro-ui'

/**
 * A short text toast (never throws, even before the app is mounted). On the web the first toast loads
 * Taro's toast code (taro-ui.h5.ts) and shows once it has arrived.
 */
export function toast(message: string, duration = 2000): void {
  withTaroUi(
    ui => {
      try {
        void ui.showToast({ title: message, icon: 'none', duration }).catch(() => undefined)
      } catch {
        // no UI yet
      }
    },
    () => pageNotice(message, duration)
  )
}

/**
 * A notice the page draws itself (app.scss `.plain-toast`, looking like Taro's toast), for when Taro's toast code is
 * not loaded and may not load without a connection; gone after `duration` ms. A status line the screen reader reads;
 * with an `alertId`, an alert (read out at once) that replaces an earlier one of that id still on screen.
 */
export function pageNotice(message: string, duration: number, alertId?: string): void {
  if (typeof document === 'undefined' || !document.body) return
  const el = document.createElement('div')
  if (alertId) {
    document.getElementById(alertId)?.remove()
    el.id = alertId
  }
  el.setAttribute('role', alertId ? 'alert' : 'status')
  el.className = 'plain-toast'
  el.textContent = message
  document.body.appendChild(el)
  setTimeout(() => el.remove(), duration)
}

/** Shows the message of any error as a toast. */
export function toastError(error: unknown): void {
  toast(errorMessage(error), 2500)
}

/**
 * The theme colour of the page on screen (the --theme-color its Page sets), else the default theme's:
 * Taro's dialog would otherwise paint 确定 in WeChat green.
 */
function dialogColor(): string {
  if (typeof document !== 'undefined' && typeof getComputedStyle === 'function') {
    const pages = document.querySelectorAll('.page')
    const page = pages[pages.length - 1]
    const color = page ? getComputedStyle(page).getPropertyValue('--theme-color').trim() : ''
    if (color) return color
  }
  return DEFAULT_THEME_CONFIG.themeColor
}

/** A confirmation dialog in the theme colour; resolves true when the visitor confirms. */
export async function confirm(content: string, title = '提示'): Promise<boolean> {
  try {
    const ui = await loadTaroUi()
    const res = await ui.showModal({ title, content, confirmText: '确定', cancelText: '取消', confirmColor: dialogColor() })
    return !!res.confirm
  } catch {
    return false
  }
}

/** A message in a dialog with one button (知道了), in the theme colour; resolves once it is closed. */
export async function alertDialog(content: string, title = '提示'): Promise<void> {
  try {
    const ui = await loadTaroUi()
    await ui.showModal({ title, content, showCancel: false, confirmText: '知道了', confirmColor: dialogColor() })
  } catch {
    toast(content, 4000)
  }
}

/** An action sheet; resolves with the index of the item tapped, or null when it is closed. */
export async function actionSheet(itemList: string[]): Promise<number | null> {
  try {
    const ui = await loadTaroUi()
    const { tapIndex } = await ui.showActionSheet({ itemList })
    return typeof tapIndex === 'number' ? tapIndex : null
  } catch {
    return null
  }
}
