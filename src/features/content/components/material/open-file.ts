import Taro from '@tarojs/taro'
import { safeHttpUrl } from '@/services/navigation/links'
import { toast } from '@/services/ui/toast'

/** A file URL the app may open: absolute http(s), or a same-origin path ("/files/a.pdf", never "//host"). */
export function safeFileUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const text = raw.trim()
  if (/^\/(?![/\\])[^\s\\]*$/.test(text)) return text
  return safeHttpUrl(text)
}

/**
 * Opens a file for download: the web opens the URL in a new tab (the browser downloads or previews
 * it); mini-programs download it and open the document. Unsafe URLs are refused with a toast.
 */
export async function openFile(rawUrl: string, name?: string): Promise<boolean> {
  const url = safeFileUrl(rawUrl)
  if (!url) {
    toast('文件链接无效')
    return false
  }
  if (typeof window !== 'undefined' && typeof window.open === 'function' && typeof document !== 'undefined') {
    const a = document.createElement('a')
    a.href = url
    a.target = '_blank'
    a.rel = 'noopener noreferrer'
    if (name) a.download = name
    document.body.appendChild(a)
    a.click()
    a.remove()
    return true
  }
  try {
    const res = await Taro.downloadFile({ url })
    await Taro.openDocument({ filePath: res.tempFilePath, showMenu: true })
    return true
  } catch {
    toast('文件打开失败，请稍后重试')
    return false
  }
}
