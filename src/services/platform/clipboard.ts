import Taro from '@tarojs/taro'
import { toast } from '@/services/ui/toast'

/** Copies text and says "已复制" (spec §8). */
export async function copyText(text: string): Promise<void> {
  await Taro.setClipboardData({ data: text })
  toast('已复制')
}
