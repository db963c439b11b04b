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
    () => plainToast(message, duration)
  )
}

/**
 * The toast without Taro's code (the web, when that code cannot be loaded because the network is down): a plain
 * status line the screen reader reads, looking like Taro's.
 */
function plainToast(message: string, duration: number): void {
  if (typeof document === 'undefined' || !document.body) return
  const el = document.createElement('div')
  el.setAttribute('role', 'status')
  el.className = 'plain-toast' // app.scss
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
