import Taro from '@tarojs/taro'
import type { ShareContent } from './types'

/** Shows the share menu (friends, and timeline where the page allows it). */
export async function enableShareMenu(options: { timeline: boolean }): Promise<void> {
  await Taro.showShareMenu({
    withShareTicket: true,
    showShareItems: options.timeline ? ['shareAppMessage', 'shareTimeline'] : ['shareAppMessage']
  } as Taro.showShareMenu.Option)
}

/** In a mini-program the visitor shares through the menu; pages answer useShareAppMessage. */
export async function shareContent(_content: ShareContent): Promise<'copied' | 'menu'> {
  await enableShareMenu({ timeline: true })
  return 'menu'
}
