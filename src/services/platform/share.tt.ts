import Taro from '@tarojs/taro'
import type { ShareContent } from './types'

/** Douyin shows the share menu for friends only. */
export async function enableShareMenu(_options: { timeline: boolean }): Promise<void> {
  await Taro.showShareMenu({ withShareTicket: true })
}

export async function shareContent(_content: ShareContent): Promise<'copied' | 'menu'> {
  await enableShareMenu({ timeline: false })
  return 'menu'
}
