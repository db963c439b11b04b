import { toast } from '@/services/ui/toast'

/**
 * The web's copy (clipboard.ts is the mini-programs'): the browser's clipboard, without Taro's H5 setClipboardData,
 * which shows a toast of its own and so pulled Taro's toast, modal and action-sheet code (~6 KB brotli) into every
 * page that can copy a link: the detail pages' share sheet (src/services/ui/taro-ui.h5.ts loads that code on first use).
 */
export async function copyText(text: string): Promise<void> {
  if (await writeClipboard(text)) toast('已复制')
  else toast('复制失败，请长按文字复制')
}

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // refused (no focus, not allowed): try the older way below
  }
  // An insecure origin or an older WebView: a selected, off-screen textarea and the copy command.
  try {
    const area = document.createElement('textarea')
    area.value = text
    area.readOnly = true
    area.style.position = 'fixed'
    area.style.left = '-10000px'
    document.body.appendChild(area)
    area.select()
    area.setSelectionRange(0, text.length)
    const copied = typeof document.execCommand === 'function' && document.execCommand('copy')
    area.remove()
    return !!copied
  } catch {
    return false
  }
}
